import type { AdditionalServicesText } from "./en";
import { officeConfig } from "~/site/config";

export const additionalServicesEs: AdditionalServicesText = {
  meta: {
    title: `Trámites, envíos de dinero y más | ${officeConfig.officeName}`,
    description:
      "Formularios, copias, fotos para pasaporte, buzón, envíos de dinero, recargas, pagos y ayuda para pedir apostillas de documentos argentinos, en español o inglés.",
  },
  hero: {
    eyebrow: "Sus trámites diarios en una oficina de confianza",
    title: "Trámites, envíos y pagos, todo en un solo lugar",
    subtitle:
      "Formularios, copias, fotos para pasaporte, envíos de dinero, pago de facturas y ayuda para solicitar apostillas de documentos argentinos. Visítenos o llámenos y lo atendemos en español o en inglés.",
    seeServices: "Ver nuestros servicios",
    call: "Llame al",
  },
  services: {
    title: "Lo que podemos hacer por usted",
    subtitle: "Tres grupos de servicios para resolver sus trámites en una sola visita.",
    administrative: {
      title: "Servicios administrativos",
      description:
        "Ayuda con el papeleo de todos los días que le quita tiempo: formularios, copias, cartas y citas. Transcribimos en los formularios la información que usted nos entrega por escrito; aquí no preparamos formularios de inmigración ni judiciales.",
      features: [
        "Formularios y solicitudes con la información que usted nos entrega por escrito",
        "Impresiones, copias y escaneo",
        "Envío de faxes y correos electrónicos",
        "Programación de citas en línea",
        "Formularios del gobierno (DMV, Seguro Social y más) con la información que usted nos entrega por escrito",
        "Cartas y currículums",
        "Fotos para pasaporte",
        "Buzón postal y virtual",
        "Ayuda para crear el historial crediticio de su negocio",
      ],
    },
    financial: {
      title: "Servicios financieros",
      description:
        "Envíe dinero a su familia, recargue un celular o pague sus facturas en una sola visita rápida, con recibo de cada operación.",
      features: [
        "Envíos de dinero y remesas, como agente autorizado de una empresa transmisora de dinero con licencia",
        "Retiro en efectivo o depósito bancario en el exterior",
        "Recargas de celulares",
        "Pago de facturas: luz, teléfono, internet y más",
        "Giros postales (money orders)",
        "Recarga de tarjetas de débito prepagadas",
        "Un recibo con número de rastreo para cada envío",
      ],
      countries: {
        label: "Principales destinos:",
        text: "México, Centroamérica, el Caribe y Sudamérica.",
      },
      coverage: {
        label: "Cobertura:",
        text: "Enviamos dinero como agente autorizado de una empresa transmisora de dinero con licencia. La cobertura, las comisiones y el tipo de cambio dependen de esa empresa y del destino. Usted ve el tipo de cambio y el costo total antes de pagar.",
      },
    },
    legal: {
      title: "Documentos para usar en el extranjero",
      description:
        "Prepare sus documentos para usarlos en otro país: lo ayudamos a solicitar legalizaciones y apostillas, también para Argentina.",
      features: [
        "Ayuda para solicitar legalizaciones y apostillas de documentos argentinos",
        "Ayuda para solicitar apostillas de documentos de Florida para usar en el extranjero",
        "Traducciones certificadas de documentos apostillados",
      ],
      bookingLabel: "Reservar cita de apostilla",
      guidance: {
        label: "Importante:",
        text: "No somos un bufete de abogados y no damos asesoría legal. Lo ayudamos a solicitar legalizaciones y apostillas; las emiten las autoridades de cada país, que también fijan los requisitos.",
      },
    },
  },
  why: {
    title: "Por qué visitarnos",
    subtitle: "Los trámites pequeños también merecen una atención amable y cuidadosa.",
    points: [
      {
        title: "Todo en una visita",
        description: "Imprima, firme, envíe y pague en un solo lugar, en vez de ir a tres.",
      },
      {
        title: "Ayuda en su idioma",
        description:
          "Personal bilingüe que transcribe en sus formularios la información que usted nos entrega por escrito y le explica cada paso de nuestro proceso.",
      },
      {
        title: "Un recibo por cada pago",
        description:
          "En los envíos de dinero, usted ve el tipo de cambio y el costo total antes de pagar, y recibe un recibo con número de seguimiento.",
      },
    ],
  },
  cta: {
    title: "¿Tiene preguntas antes de venir?",
    subtitle:
      "Llámenos para confirmar el horario y las tarifas, y resuelva su trámite en una sola visita.",
  },
};
