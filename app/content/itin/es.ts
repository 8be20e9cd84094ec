import type { ItinText } from "./en";
import { officeConfig } from "~/site/config";

export const itinEs: ItinText = {
  meta: {
    title: `Solicitud y renovación de ITIN | ${officeConfig.officeName}`,
    description:
      "Solicitudes de ITIN nuevo (Formulario W-7), renovaciones y paquetes familiares con un agente tramitador del IRS (Acceptance Agent) en Florida, en español.",
  },
  hero: {
    eyebrow: "Agente tramitador (Acceptance Agent) del Servicio de Impuestos Internos (IRS)",
    title: "Solicitudes y renovaciones de ITIN, preparadas con cuidado",
    subtitle:
      "Lo ayudamos a llenar el Formulario W-7, revisamos sus documentos según las reglas del IRS y enviamos una solicitud completa, en español o en inglés, para que cumpla con sus obligaciones fiscales en EE. UU.",
    newButton: "Solicitar un ITIN nuevo",
    renewalButton: "Renovar mi ITIN",
  },
  notice: {
    title: "Importante: sobre sus documentos de identidad",
    agent: `${officeConfig.officeName} es agente tramitador del IRS (Acceptance Agent). Lo ayudamos a llenar el Formulario W-7, revisamos sus documentos de identidad y preparamos una solicitud completa antes de enviarla.`,
    documents:
      "El IRS exige sus documentos de identidad originales o copias certificadas por la entidad que los emitió. Los originales se envían con la solicitud y el IRS los devuelve después. Solo un agente tramitador certificado (Certifying Acceptance Agent) o un Centro de Asistencia al Contribuyente del IRS pueden verificar algunos documentos en persona para que usted conserve sus originales. Solo el IRS decide si se emite un ITIN.",
  },
  services: {
    title: "Nuestros servicios de ITIN",
    subtitle: "Ya sea su primer ITIN o una renovación, preparamos su solicitud con cuidado.",
    new: {
      title: "ITIN nuevo (Formulario W-7)",
      description:
        "Primera solicitud para quienes necesitan un número de contribuyente de EE. UU. y no pueden obtener un número de Seguro Social.",
      features: [
        "Formulario W-7 llenado y revisado con usted",
        "Documentos de identidad revisados según las reglas del IRS",
        "El motivo correcto de la solicitud, bien documentado",
        "Una solicitud completa, lista para enviar",
      ],
    },
    renewal: {
      title: "Renovación de ITIN",
      description:
        "Renueve un ITIN vencido antes de presentar su declaración, para que ni la declaración ni su reembolso se retrasen.",
      features: [
        "Verificamos si su ITIN está vencido",
        "Renovación con el Formulario W-7",
        "Cónyuge y dependientes renovados juntos, cuando corresponda",
      ],
    },
    family: {
      title: "Paquete familiar",
      description:
        "Las solicitudes de usted, su cónyuge y sus dependientes, preparadas juntas en una sola visita.",
      features: [
        "Una sola cita para toda la familia",
        "Un Formulario W-7 para cada integrante",
        "Revisión de registros escolares o médicos de los dependientes",
        "Enviadas junto con su declaración de impuestos",
      ],
    },
    withReturn: {
      title: "ITIN con declaración de impuestos",
      description:
        "La mayoría de quienes solicitan por primera vez deben adjuntar el W-7 a una declaración federal. Preparamos ambas cosas juntas.",
      features: [
        "Declaración federal preparada con su W-7",
        "Enviados juntos, como lo exige el IRS",
        "Revisión de las excepciones a la regla de la declaración",
        "Su declaración se procesa una vez asignado el ITIN",
      ],
    },
  },
  process: {
    title: "Cómo funciona",
    subtitle: "Cuatro pasos sencillos desde su primera llamada hasta la carta con su ITIN.",
    steps: [
      {
        title: "Reserve su cita",
        description:
          "Elija en línea una solicitud nueva o una renovación, o llámenos. Le diremos exactamente qué documentos traer.",
      },
      {
        title: "Traiga sus documentos",
        description:
          "Su pasaporte u otros documentos de identidad, además de sus documentos de impuestos si presenta una declaración con la solicitud.",
      },
      {
        title: "Preparamos y revisamos",
        description:
          "Llenamos el Formulario W-7, y su declaración si hace falta, y revisamos cada detalle con usted antes de que firme.",
      },
      {
        title: "Envío y seguimiento",
        description:
          "Su solicitud se envía al IRS. Le explicamos los plazos y lo ayudamos a dar seguimiento hasta que reciba la carta con su ITIN.",
      },
    ],
  },
  faq: {
    title: "Preguntas frecuentes",
    subtitle: "Respuestas claras a las preguntas que más nos hacen.",
    items: [
      {
        question: "¿Cuánto tarda en llegar un ITIN?",
        answer:
          "El IRS suele procesar una solicitud de ITIN en 6 a 10 semanas. En plena temporada de impuestos, de enero a abril, puede tardar hasta 12 semanas, por eso le recomendamos solicitarlo con tiempo.",
      },
      {
        question: "¿Cuándo vence un ITIN?",
        answer:
          "Un ITIN vence si no se usa en una declaración federal de impuestos durante tres años consecutivos. Además, los ITIN cuyos dígitos centrales van del 70 al 87 (por ejemplo, 9XX-70-XXXX) ya vencieron, igual que los demás ITIN emitidos antes de 2013 que no se renovaron, incluidos los de dígitos centrales 88, del 90 al 92 y del 94 al 99. Si el suyo está vencido, renuévelo antes de presentar su próxima declaración para evitar retrasos.",
      },
      {
        question: "¿Ustedes son agentes tramitadores del IRS?",
        answer: `Sí. ${officeConfig.officeName} es agente tramitador del IRS (Acceptance Agent): lo ayudamos a llenar el Formulario W-7 y revisamos sus documentos para que su solicitud esté completa antes de enviarla. El IRS exige documentos de identidad originales o copias certificadas por la entidad que los emitió, y es el IRS quien toma la decisión final sobre cada solicitud.`,
      },
      {
        question: "¿Quién necesita un ITIN y para qué no sirve?",
        answer:
          "El ITIN es para personas que deben presentar una declaración federal de impuestos de EE. UU., o figurar en una, y no pueden obtener un número de Seguro Social, como algunos trabajadores, cónyuges y dependientes. Sirve solo para fines de impuestos: no le da permiso para trabajar, no cambia su estatus migratorio y no le da derecho a beneficios del Seguro Social.",
      },
    ],
  },
  cta: {
    title: "Comience hoy su solicitud de ITIN",
    subtitle:
      "Reserve en línea en pocos minutos o llámenos con sus preguntas. Lo ayudamos a enviar una solicitud completa y bien revisada.",
    button: "Solicitar un ITIN nuevo",
  },
};
