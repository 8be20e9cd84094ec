import type { ImmigrationText } from "./en";
import { officeConfig } from "~/site/config";

export const immigrationEs: ImmigrationText = {
  meta: {
    title: `Preparación de documentos de inmigración | ${officeConfig.officeName}`,
    description:
      "Formularios de USCIS preparados según sus indicaciones en Florida: I-130, I-485, N-400, I-765, TPS y más. Traducción y envío incluidos. No somos abogados.",
  },
  hero: {
    eyebrow: "Preparación de documentos · En español e inglés",
    title: "Preparación de documentos de inmigración, en español y en inglés",
    subtitle:
      "Llenamos sus formularios de USCIS con la información que usted nos da, traducimos sus documentos al inglés, organizamos sus pruebas y enviamos su paquete por correo. No somos abogados y no damos asesoría legal.",
    book: "Reservar una cita",
    seeServices: "Ver los formularios",
  },
  services: {
    title: "Formularios que preparamos",
    subtitle:
      "Elija la solicitud que usted ya decidió presentar. La preparamos con sus respuestas, traducimos sus documentos y enviamos el paquete; usted revisa y firma cada página.",
    family: {
      title: "Peticiones familiares (I-130)",
      description:
        "Para ciudadanos estadounidenses y residentes permanentes que han decidido pedir a su cónyuge, hijo, padre, madre o hermano.",
      features: [
        "Formulario I-130 (e I-130A para cónyuges) con sus datos",
        "Declaración de patrocinio económico (Formulario I-864), si usted la solicita",
        "Actas de nacimiento y de matrimonio traducidas al inglés",
        "Pruebas de la relación que usted aporte, ordenadas y rotuladas",
        "Copias para su archivo y envío a USCIS con número de rastreo",
      ],
    },
    adjustment: {
      title: "Ajuste de estatus (I-485)",
      description:
        "Para quienes ya están en Estados Unidos y solicitan la residencia (green card), incluidos los nativos y ciudadanos de Cuba que se acogen a la Ley de Ajuste Cubano.",
      features: [
        "Formulario I-485 preparado con la información que usted nos da",
        "Formularios complementarios que usted solicite, como el I-765 y el I-131",
        "Declaración de patrocinio (I-864) y documentos financieros en orden",
        "Recordatorio de incluir su examen médico sellado (Formulario I-693)",
        "Paquetes de la Ley de Ajuste Cubano con sus documentos cubanos traducidos",
      ],
      options: {
        general: "Ajuste de estatus general",
        cuban: "Ley de Ajuste Cubano",
      },
    },
    asylum: {
      title: "Asilo y parole humanitario",
      description:
        "Los casos de asilo son complejos y tienen plazos estrictos, por eso le recomendamos consultar a un abogado con licencia o a un representante acreditado por el Departamento de Justicia. Cuando usted esté listo para presentar, preparamos los formularios con sus propias respuestas.",
      features: [
        "Formulario I-589 con sus respuestas y su propia declaración",
        "Su declaración y sus documentos traducidos al inglés",
        "Solicitudes de parole humanitario (Formulario I-131) según sus indicaciones",
        "Documentos de identidad y pruebas que usted aporte, organizados",
        "Copia completa de su solicitud para su archivo",
      ],
    },
    citizenship: {
      title: "Ciudadanía (N-400)",
      description:
        "Para residentes permanentes que están listos para solicitar la ciudadanía estadounidense por naturalización.",
      features: [
        "Formulario N-400 con su historial de domicilios, viajes y empleos",
        "Formulario I-912 de exención o reducción de tarifa, si usted lo pide",
        "Documentos extranjeros traducidos al inglés",
        "Materiales oficiales de USCIS para estudiar educación cívica e inglés",
        "Paquete armado y enviado por correo, o presentado en línea con usted",
      ],
    },
    workPermit: {
      title: "Permiso de trabajo (I-765)",
      description:
        "Solicitudes de autorización de empleo: por primera vez, renovación y reemplazo de una tarjeta perdida, robada o dañada.",
      features: [
        "Formulario I-765 con la categoría que usted o su abogado indiquen",
        "Renovaciones preparadas antes de que venza su tarjeta",
        "Copias de su tarjeta actual, del I-94 y de sus identificaciones",
        "Tarifa y dirección de envío verificadas con las instrucciones vigentes de USCIS",
      ],
    },
    visas: {
      title: "Visas y trámite consular",
      description:
        "Solicitudes de visa en línea y trámites ante el Centro Nacional de Visas para familiares y visitantes que tramitan su visa en una embajada o consulado de EE. UU. en el extranjero.",
      features: [
        "Formulario DS-160 para visas de turista y otras visas de no inmigrante",
        "Formulario DS-260 de solicitud de visa de inmigrante",
        "Documentos civiles escaneados, traducidos y cargados para el NVC",
        "Declaración de patrocinio (I-864) para el patrocinador",
        "Lista de documentos para llevar a la entrevista",
      ],
    },
    cardReplacement: {
      title: "Reemplazo de tarjeta y documentos de viaje (I-90, I-131)",
      description:
        "Renueve o reemplace su green card y solicite el documento de viaje que usted decidió pedir antes de salir del país.",
      features: [
        "Formulario I-90 para renovar una green card vencida o por vencer",
        "Reemplazo de tarjetas perdidas, robadas, dañadas o con datos incorrectos",
        "Formulario I-131 para permisos de reingreso, documentos de viaje de refugiado y permisos adelantados de viaje (advance parole)",
        "Fotos y copias de respaldo verificadas con las instrucciones del formulario",
        "Envío con rastreo y copia de todo lo que usted presenta",
      ],
    },
    tps: {
      title: "Estatus de Protección Temporal (TPS)",
      description:
        "Inscripción inicial y reinscripción para nacionales de los países designados para el TPS, dentro de las fechas que publica USCIS.",
      features: [
        "Formulario I-821, inicial o de reinscripción",
        "Permiso de trabajo (I-765) presentado junto, si usted lo solicita",
        "Pruebas de identidad, nacionalidad y residencia que usted aporte, en orden",
        "Fechas de inscripción de su país verificadas en la página oficial de USCIS",
        "Documentos en otros idiomas traducidos al inglés",
      ],
    },
    certificate: {
      title: "Certificado de ciudadanía",
      description:
        "Formulario N-600, para quienes obtuvieron la ciudadanía a través de un padre o una madre con ciudadanía estadounidense, al nacer en el extranjero o siendo menores en Estados Unidos.",
      features: [
        "Formulario N-600 con sus datos y los de sus padres",
        "Actas de nacimiento, matrimonio y naturalización de sus padres en orden",
        "Actas de nacimiento extranjeras traducidas al inglés",
        "Pruebas de residencia y custodia que usted aporte, organizadas",
        "Paquete armado y enviado con número de rastreo",
      ],
    },
  },
  advice: {
    title: "¿Necesita asesoría legal?",
    text: "Decidir qué solicitud presentar, si usted califica o cómo responder una pregunta legal es asesoría legal, y nosotros no podemos darla. Para eso, consulte a un abogado de inmigración con licencia o a un representante acreditado por el Departamento de Justicia de EE. UU. (EOIR). Es especialmente importante en casos de asilo, casos ante la corte de inmigración y si usted tiene arrestos o faltas migratorias en su pasado.",
  },
  process: {
    title: "Cómo funciona",
    subtitle:
      "Sencillo, claro y en su idioma. Las tarifas de USCIS se pagan al gobierno y son aparte de nuestro cargo por preparación.",
    steps: [
      {
        title: "Reserve su cita",
        description:
          "Reserve en línea o llámenos y díganos qué solicitud decidió presentar. Le enviaremos la lista de documentos que debe traer.",
      },
      {
        title: "Traiga su información",
        description:
          "Traiga sus identificaciones, documentos civiles y las respuestas que pide el formulario. Traducimos todo lo que no esté en inglés.",
      },
      {
        title: "Preparamos, usted revisa",
        description:
          "Llenamos los formularios tal como usted nos indica. Usted lee cada página, confirma que todo está correcto y firma.",
      },
      {
        title: "Armamos y enviamos",
        description:
          "Ordenamos el paquete, le entregamos una copia completa y lo enviamos con rastreo. Usted sigue su caso con su número de recibo de USCIS.",
      },
    ],
  },
  cta: {
    title: "¿Listo para preparar sus formularios?",
    subtitle:
      "Reserve una cita en línea, o llámenos y díganos qué solicitud quiere presentar. Le diremos qué documentos traer.",
    button: "Reservar una cita",
  },
};
