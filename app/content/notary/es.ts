import type { NotaryText } from "./en";
import { officeConfig } from "~/site/config";

export const notaryEs: NotaryText = {
  meta: {
    title: `Notary Public y apostillas en Florida | ${officeConfig.officeName}`,
    description:
      "Notary Public en Florida: notarizaciones, apostillas, certificación de identificaciones, firmas de préstamos, servicio a domicilio y emergencias 24 h.",
  },
  hero: {
    eyebrow: "Notary Public comisionado en Florida",
    title: "Servicios de Notary Public en nuestra oficina o donde usted esté",
    subtitle:
      "Notarizaciones, trámites de apostilla, copias certificadas de documentos de identidad y firmas de préstamos, con atención cuidadosa en español o en inglés. ¿Nos necesita fuera de horario? Ofrecemos servicio a domicilio y de emergencia las 24 horas.",
    button: "Reservar cita de Notary Public",
    stats: [
      { value: officeConfig.claims.notaryDocuments.value, label: "Documentos notarizados" },
      { value: "Comisionado y con fianza", label: "Notary Public de Florida" },
      { value: "24 h", label: "Servicio de emergencia" },
    ],
  },
  services: {
    title: "Nuestros servicios de Notary Public",
    subtitle:
      "Elija el servicio que necesita y reserve el horario que mejor le convenga. Un Notary Public de Florida no es abogado y no puede darle asesoría legal.",
    notarization: {
      title: "Notarización de documentos",
      description:
        "Verificamos la identidad de cada firmante y presenciamos su firma. Traiga su documento ya completo: un Notary Public no puede redactarlo ni asesorarlo sobre su contenido.",
      features: [
        "Reconocimientos de firma y jurats (firmas bajo juramento)",
        "Declaraciones juradas, poderes y permisos de viaje para menores",
        "Contratos, documentos de bienes raíces y de negocios",
        "Citas el mismo día, según disponibilidad",
      ],
    },
    apostille: {
      title: "Apostilla",
      description:
        "¿Necesita usar un documento de Florida en otro país? Las apostillas de documentos de Florida las emite el Departamento de Estado de Florida; nosotros lo ayudamos a preparar y presentar la solicitud.",
      features: [
        "Para países del Convenio de La Haya sobre la Apostilla",
        "Documentos emitidos o notarizados en Florida",
        "Preparamos y presentamos la solicitud con usted",
        "Explicación clara de las tarifas estatales y los plazos",
      ],
    },
    idCertification: {
      title: "Certificación de documentos de identidad",
      description:
        "Una copia certificada de su pasaporte u otro documento de identidad, hecha a partir del original ante el Notary Public, para bancos, escuelas y entidades que la soliciten.",
      features: [
        "Copias certificadas de pasaportes y documentos de identidad",
        "Copias hechas de su original, en nuestra presencia",
        "Confirme antes con la entidad que la recibirá si acepta una copia certificada por un Notary Public",
        "Los certificados de nacimiento, matrimonio y defunción se piden a la oficina que los emite",
      ],
    },
    loanSigning: {
      title: "Agente de firmas de préstamos",
      description:
        "Cierres de hipotecas y refinanciamientos con un agente de firmas cuidadoso, en nuestra oficina o en su casa, para que cada página quede firmada correctamente.",
      features: [
        "Paquetes de compra, refinanciamiento y préstamos sobre el valor de la vivienda",
        "Cada página firmada, con iniciales y fecha donde corresponde",
        "Paquete firmado devuelto a tiempo a la compañía de títulos",
        "Las preguntas sobre las condiciones del préstamo las responde su prestamista",
      ],
    },
  },
  requirements: {
    title: "Qué debe traer",
    subtitle: "Con unas pocas cosas, su notarización será rápida y válida según la ley de Florida.",
    identification: {
      title: "Identificación",
      description:
        "Cada firmante necesita una identificación con foto vigente o emitida en los últimos cinco años.",
      items: [
        "Licencia de conducir o tarjeta de identificación de Florida u otro estado de EE. UU.",
        "Pasaporte de EE. UU., o pasaporte extranjero sellado por inmigración de EE. UU.",
        "Identificación militar o tarjeta de residente permanente",
        "Otras identificaciones aceptadas por la ley de Florida (pregúntenos al reservar)",
      ],
    },
    documents: {
      title: "Documentos",
      description:
        "Traiga el documento completo, pero espere a firmarlo hasta estar frente al Notary Public.",
      items: [
        "Todas las páginas, llenas excepto la firma",
        "Las instrucciones de la oficina que lo va a recibir, si las tiene",
        "El original de cualquier identificación que necesite copiar o certificar",
        "No podemos certificar copias de certificados del registro civil (nacimiento, defunción o matrimonio) ni de registros públicos",
      ],
    },
    presence: {
      title: "Presencia",
      description: "La ley de Florida exige que cada firmante se presente ante el Notary Public.",
      items: [
        "Cada firmante debe estar presente en persona",
        "Los firmantes deben estar lúcidos y entender lo que firman",
        "Traiga testigos si su documento los requiere (pregúntenos al reservar)",
        "Le explicamos el proceso en español o en inglés, pero no podemos darle asesoría legal",
      ],
    },
  },
  mobile: {
    title: "Notary Public a domicilio",
    subtitle: "¿No puede venir a nuestra oficina? El Notary Public va hasta donde usted esté.",
    points: [
      {
        title: "Vamos adonde usted esté",
        description:
          "A su casa, su trabajo, un hospital o un centro de cuidado, para que nadie tenga que trasladarse a firmar.",
      },
      {
        title: "Horarios flexibles",
        description:
          "Atendemos en las noches y los fines de semana, y ofrecemos servicio de emergencia las 24 horas para firmas urgentes.",
      },
      {
        title: "Notary Public comisionado en Florida",
        description:
          "Cada cita la atiende un Notary Public con fianza, comisionado por el Estado de Florida.",
      },
    ],
    fees: "Las tarifas de traslado y de servicio fuera de horario se cotizan al momento de reservar.",
    button: "Reservar servicio a domicilio",
  },
  cta: {
    title: "¿Necesita notarizar un documento?",
    subtitle:
      "Reserve en línea en pocos minutos o llámenos. Traiga su identificación con foto y su documento sin firmar; nosotros nos encargamos del resto.",
    button: "Reservar cita de Notary Public",
  },
};
