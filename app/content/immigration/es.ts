import type { ImmigrationText } from "./en";
import { officeConfig } from "~/site/config";

export const immigrationEs: ImmigrationText = {
  meta: {
    title: `Preparación de documentos de inmigración | ${officeConfig.officeName}`,
    description:
      "Transcribimos en formularios de USCIS sus respuestas entregadas por escrito: I-130, I-485, N-400, I-765, TPS. Copias, traducción y envío.",
  },
  hero: {
    eyebrow: "Preparación de documentos · En español e inglés",
    title: "Preparación de documentos de inmigración, en español y en inglés",
    subtitle:
      "Usted elige sus formularios y nos entrega sus respuestas por escrito. Transcribimos en los formularios del Servicio de Ciudadanía e Inmigración de EE. UU. (USCIS) la información que usted nos entrega por escrito, traducimos sus documentos al inglés, y copiamos, armamos y enviamos su paquete como usted indique. No somos abogados y no damos asesoría legal.",
    book: "Reservar una cita",
    seeServices: "Ver los formularios",
  },
  services: {
    title: "Formularios que preparamos",
    subtitle:
      "Usted elige la solicitud. Transcribimos en ella las respuestas que usted nos entrega por escrito, traducimos sus documentos y enviamos el paquete como usted indique; usted lee y firma cada página.",
    family: {
      title: "Peticiones familiares (I-130)",
      description:
        "Para ciudadanos estadounidenses y residentes permanentes que piden a su cónyuge, hijo, padre, madre o hermano.",
      features: [
        "Formulario I-130 (e I-130A para cónyuges) llenado con sus respuestas por escrito",
        "Declaración Jurada de Patrocinio Económico (Formulario I-864), si nos pide llenarla",
        "Certificados de nacimiento y de matrimonio traducidos al inglés",
        "Copias de las pruebas de la relación que usted elija, rotuladas como usted indique",
        "Copias para su archivo y envío a USCIS con número de rastreo",
      ],
    },
    adjustment: {
      title: "Ajuste de estatus (I-485)",
      description:
        "Para quienes ya están en Estados Unidos y solicitan la residencia (green card), incluidos los nativos y ciudadanos de Cuba que se acogen a la Ley de Ajuste Cubano.",
      features: [
        "Formulario I-485 llenado con las respuestas que usted nos entrega por escrito",
        "Formularios complementarios que usted elija, como el I-765 y el I-131",
        "Declaración Jurada de Patrocinio Económico (Formulario I-864) llenada con los datos que el patrocinador entrega por escrito",
        "Su examen médico (Formulario I-693) enviado en su sobre sellado junto con el paquete",
        "Paquetes de la Ley de Ajuste Cubano, con sus documentos cubanos traducidos",
      ],
      options: {
        general: "Ajuste de estatus general",
        cuban: "Ley de Ajuste Cubano",
      },
    },
    asylum: {
      title: "Asilo y parole humanitario",
      description:
        "Los casos de asilo son complejos y tienen plazos estrictos, por eso le recomendamos acudir a un abogado con licencia o a un representante acreditado por el Departamento de Justicia de EE. UU. Si decide presentar la solicitud por su cuenta, llenamos los formularios con sus propias respuestas por escrito.",
      features: [
        "Formulario I-589 llenado con sus respuestas por escrito y su propia declaración",
        "Su declaración y sus documentos traducidos al inglés",
        "Solicitudes de parole humanitario (Formulario I-131) llenadas con sus respuestas por escrito",
        "Copias de los documentos de identidad y las pruebas que usted elija enviar",
        "Copia completa de su solicitud para su archivo",
      ],
    },
    citizenship: {
      title: "Ciudadanía (N-400)",
      description:
        "Para residentes permanentes que están listos para solicitar la ciudadanía estadounidense por naturalización.",
      features: [
        "Formulario N-400 llenado con el historial de domicilios, viajes y empleos que usted nos entrega por escrito",
        "Formulario I-912, solicitud de exención de tarifas, si nos pide llenarlo",
        "Documentos extranjeros traducidos al inglés",
        "Dónde encontrar los materiales oficiales de USCIS para estudiar educación cívica e inglés",
        "Paquete armado y enviado por correo, o presentado en línea desde su propia cuenta de USCIS: usted inicia sesión y lo envía, y la cuenta queda bajo su control",
      ],
    },
    workPermit: {
      title: "Permiso de trabajo (I-765)",
      description:
        "Solicitudes de autorización de empleo: por primera vez, renovación y reemplazo de una tarjeta perdida, robada o dañada.",
      features: [
        "Formulario I-765 con la categoría que usted o su abogado nos entreguen por escrito",
        "Renovaciones llenadas antes de que venza su tarjeta",
        "Copias de su tarjeta actual, del I-94 y de sus identificaciones",
        "Formulario de pago llenado con sus datos: tarjeta (G-1450) o débito bancario (G-1650)",
      ],
    },
    visas: {
      title: "Visas y trámite consular",
      description:
        "Solicitudes de visa en línea y trámites ante el Centro Nacional de Visas para familiares y visitantes que tramitan su visa en una embajada o consulado de EE. UU. en el extranjero.",
      features: [
        "Formulario DS-160 para visas de turista y otras visas de no inmigrante, llenado con sus respuestas",
        "Formulario DS-260 de solicitud de visa de inmigrante, llenado con sus respuestas",
        "Documentos civiles escaneados, traducidos y cargados para el NVC como usted indique",
        "Declaración Jurada de Patrocinio Económico (Formulario I-864) llenada con los datos que el patrocinador entrega por escrito",
        "Una copia impresa de todo lo presentado, para su archivo",
      ],
    },
    cardReplacement: {
      title: "Reemplazo de tarjeta y documentos de viaje (I-90, I-131)",
      description:
        "Renueve o reemplace su green card y solicite un documento de viaje antes de salir del país.",
      features: [
        "Formulario I-90 para renovar una green card vencida o por vencer",
        "Reemplazo de tarjetas perdidas, robadas, dañadas o con datos incorrectos",
        "Formulario I-131 para permisos de reingreso, documentos de viaje de refugiado y permisos adelantados de viaje (advance parole)",
        "Fotos tipo pasaporte tomadas en nuestra oficina, si las necesita",
        "Envío con rastreo y copia de todo lo que usted presenta",
      ],
    },
    tps: {
      title: "Estatus de Protección Temporal (TPS)",
      description:
        "Inscripción inicial y reinscripción para nacionales de los países designados para el TPS, dentro de las fechas que publica USCIS.",
      features: [
        "Formulario I-821, inscripción inicial o reinscripción",
        "Permiso de trabajo (Formulario I-765) presentado junto, si usted lo pide",
        "Copias de las pruebas de identidad, nacionalidad y residencia que usted elija enviar",
        "La página oficial de USCIS con las fechas de inscripción de su país",
        "Documentos en otros idiomas traducidos al inglés",
      ],
    },
    certificate: {
      title: "Certificado de ciudadanía",
      description:
        "Formulario N-600, para quienes obtuvieron la ciudadanía a través de un padre o una madre con ciudadanía estadounidense, al nacer en el extranjero o siendo menores en Estados Unidos.",
      features: [
        "Formulario N-600 llenado con los datos que usted y sus padres nos entregan por escrito",
        "Copias de los certificados de nacimiento y de matrimonio y de los certificados de naturalización de sus padres",
        "Certificados de nacimiento extranjeros traducidos al inglés",
        "Copias de las pruebas de residencia y custodia que usted elija enviar",
        "Paquete armado y enviado con número de rastreo",
      ],
    },
  },
  advice: {
    title: "¿Tiene una pregunta legal? Hable con un abogado",
    text: "Decidir qué solicitud presentar, saber si usted reúne los requisitos o cómo responder una pregunta legal es asesoría legal, y nosotros no podemos darla. Para eso, acuda a un abogado de inmigración con licencia o a un representante acreditado por el Departamento de Justicia de EE. UU. (EOIR). Es especialmente importante en casos de asilo, casos ante el tribunal de inmigración y si tiene antecedentes de arrestos o de infracciones migratorias.",
  },
  process: {
    title: "Cómo funciona",
    subtitle:
      "Sencillo, claro y en su idioma. Las tarifas de USCIS se pagan al gobierno y son aparte de nuestro cargo por preparación; USCIS solo las acepta con tarjeta (Formulario G-1450) o con débito de una cuenta bancaria de EE. UU. (Formulario G-1650).",
    steps: [
      {
        title: "Reserve su cita",
        description: "Reserve en línea o llámenos y díganos qué solicitud decidió presentar.",
      },
      {
        title: "Traiga sus respuestas por escrito",
        description:
          "Traiga por escrito sus respuestas a las preguntas del formulario, con las identificaciones y los documentos civiles que usted elija enviar. Traducimos todo lo que no esté en inglés.",
      },
      {
        title: "Transcribimos, usted revisa",
        description:
          "Transcribimos en los formularios exactamente la información que usted nos entregó por escrito. Usted lee cada página, confirma que todo está correcto y firma.",
      },
      {
        title: "Armamos y enviamos",
        description:
          "Armamos el paquete en el orden que usted indique, le entregamos una copia completa y lo enviamos con rastreo. Usted sigue su caso con su número de recibo de USCIS.",
      },
    ],
  },
  cta: {
    title: "¿Listo para preparar sus formularios?",
    subtitle:
      "Reserve una cita en línea o llámenos. Traiga por escrito sus respuestas a las preguntas del formulario.",
    button: "Reservar una cita",
  },
};
