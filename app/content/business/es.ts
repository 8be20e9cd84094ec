import type { BusinessText } from "./en";
import { officeConfig } from "~/site/config";

export const businessEs: BusinessText = {
  meta: {
    title: `Creación de empresas, EIN y licencias | ${officeConfig.officeName}`,
    description:
      "Abra su negocio en Florida: LLC, corporación o DBA registrados en Sunbiz, solicitud de EIN, licencias locales y servicio de agente registrado. En español.",
  },
  hero: {
    eyebrow: "Creación de empresas en Florida · En español e inglés",
    title: "Abra su negocio en Florida con el pie derecho",
    subtitle:
      "Llenamos el registro de su LLC, corporación o nombre ficticio con la información que usted nos entrega por escrito, lo presentamos ante la División de Corporaciones de Florida (Sunbiz), solicitamos su EIN y lo ayudamos con sus licencias, en español o en inglés.",
    book: "Reservar una cita",
    stats: [
      { value: officeConfig.claims.businessesFormed.value, label: "Empresas creadas" },
      { value: "3-5 días", label: "Tiempo habitual de trámite" },
      { value: officeConfig.claims.businessSuccessRate.value, label: "Tasa de éxito" },
    ],
  },
  services: {
    title: "Servicios para empresas",
    subtitle:
      "Todo lo que un negocio nuevo en Florida necesita para abrir sus puertas, en una sola oficina.",
    registration: {
      title: "Registro de empresas",
      description:
        "Llenamos sus Artículos de Organización (Articles of Organization, para una LLC) o sus Artículos de Incorporación (Articles of Incorporation) con la información que usted nos entrega por escrito, y los presentamos ante la División de Corporaciones de Florida en Sunbiz.",
      features: [
        "Búsqueda de disponibilidad del nombre en Sunbiz",
        "Artículos llenados con sus datos y presentados en línea",
        "Entrega de los documentos registrados y del certificado de vigencia (certificate of status)",
        "Recordatorios del informe anual, que vence entre el 1 de enero y el 1 de mayo",
      ],
    },
    ein: {
      title: "Solicitud de EIN",
      description:
        "El Número de Identificación del Empleador que necesita para abrir una cuenta bancaria de negocio, contratar personal y declarar impuestos. El Servicio de Impuestos Internos (IRS) otorga el EIN gratis; nosotros preparamos y enviamos la solicitud por un cargo de servicio.",
      features: [
        "Formulario SS-4 preparado con los datos de su negocio",
        "Presentado en línea, por fax o por correo, según lo permita el IRS en su caso",
        "Entrega de la carta de confirmación del IRS",
        "Cambios de persona responsable y de dirección (Formulario 8822-B)",
      ],
    },
    licenses: {
      title: "Licencias de negocio",
      description:
        "La mayoría de los negocios en Florida necesitan un recibo de impuesto comercial local (business tax receipt) del condado y, a menudo, de la ciudad; algunos oficios también requieren una licencia estatal.",
      features: [
        "Solicitudes del recibo de impuesto comercial del condado y la ciudad",
        "Registro del impuesto sobre las ventas ante el Departamento de Ingresos de Florida",
        "Ayuda para ubicar la agencia estatal que otorga la licencia de su oficio",
        "Recordatorios de renovación antes de que los recibos locales venzan el 30 de septiembre",
      ],
    },
    registeredAgent: {
      title: "Agente registrado",
      description:
        "Toda LLC y corporación de Florida debe designar un agente registrado con domicilio físico en Florida para recibir notificaciones legales y avisos del estado. Nuestra oficina puede ser su agente registrado.",
      features: [
        "Una dirección física en Florida registrada en Sunbiz",
        "Aviso oportuno y copia escaneada de cada documento que recibimos",
        "Cambio de agente registrado para empresas ya existentes",
        "Su dirección personal queda fuera del registro del agente",
      ],
    },
  },
  entities: {
    title: "Tipos de entidades comerciales",
    subtitle: "Las tres formas más comunes de organizar un negocio en Florida, de un vistazo.",
    llc: {
      title: "LLC",
      description:
        "La compañía de responsabilidad limitada, la opción más común entre los pequeños negocios de Florida. Se crea al presentar los Artículos de Organización en Sunbiz.",
      features: [
        "Los bienes personales de los dueños suelen quedar protegidos de las deudas del negocio",
        "Administración flexible y pocas formalidades",
        "Por defecto, las ganancias tributan en la declaración de los dueños, aunque se puede optar por otro régimen",
        "Un informe anual la mantiene activa",
      ],
    },
    corporation: {
      title: "Corporación",
      description:
        "Una empresa de accionistas dirigida por una junta directiva, que se crea al presentar los Artículos de Incorporación. La eligen a menudo los negocios que planean crecer o sumar inversionistas.",
      features: [
        "Responsabilidad limitada para los accionistas",
        "Las acciones facilitan transferir la propiedad",
        "Puede elegir el estatus de corporación S ante el IRS, si reúne los requisitos",
        "Sigue existiendo aunque cambien los dueños",
      ],
    },
    dba: {
      title: "DBA (nombre ficticio)",
      description:
        'Un nombre comercial ("doing business as") registrado ante la División de Corporaciones de Florida (Sunbiz), para operar con un nombre distinto a su nombre legal o al de su empresa. No crea una empresa aparte.',
      features: [
        "Opere con un nombre de marca de forma rápida y económica",
        "Abra una cuenta bancaria y reciba pagos a ese nombre",
        "Vigente por cinco años y renovable",
        "Se puede agregar a una LLC o corporación existente",
      ],
    },
  },
  choosing: {
    title: "Cómo elegir su entidad",
    text: "Llenamos y presentamos los documentos de la entidad que usted elija, pero no damos asesoría legal ni tributaria sobre cuál le conviene. Para esa decisión, consulte a un abogado o a un contador público certificado (CPA).",
  },
  process: {
    title: "Cómo funciona",
    subtitle:
      "De su idea a un negocio registrado en cuatro pasos sencillos. Las tarifas estatales se pagan a Florida y se las mostramos antes de presentar.",
    steps: [
      {
        title: "Reserve su cita",
        description:
          "Reserve en línea o llámenos. Traiga las identificaciones de los dueños, la dirección del negocio y algunas ideas de nombre.",
      },
      {
        title: "Elija nombre y estructura",
        description:
          "Verificamos la disponibilidad del nombre en Sunbiz. Usted decide la estructura, con su abogado o CPA si necesita asesoría.",
      },
      {
        title: "Preparamos y presentamos",
        description:
          "Llenamos sus artículos o el registro de nombre ficticio con sus datos, usted los revisa y firma, y los presentamos ante el estado.",
      },
      {
        title: "EIN, licencias y lo que sigue",
        description:
          "Una vez registrado, solicitamos su EIN, lo ayudamos con las licencias locales y agendamos los recordatorios de su informe anual.",
      },
    ],
  },
  why: {
    title: "Por qué elegirnos",
    subtitle: "Dueños de pequeños negocios en toda Florida nos confían sus trámites.",
    points: [
      {
        title: "Atención bilingüe",
        description:
          "Cada paso de nuestro proceso explicado en español o en inglés, con palabras sencillas.",
      },
      {
        title: "Tarifas estatales aparte",
        description:
          "Las tarifas de presentación de Florida se pagan al estado, aparte de nuestro cargo, y usted conoce ambas antes de presentar.",
      },
      {
        title: "Todo en una oficina",
        description:
          "Creación de empresas, EIN, licencias, impuestos, traducciones y servicios de Notary Public en un solo lugar.",
      },
      {
        title: "Lo ayudamos a estar al día",
        description:
          "Los recordatorios de informes anuales y renovaciones de licencias ayudan a que su negocio se mantenga en regla.",
      },
    ],
  },
  cta: {
    title: "¿Listo para abrir su negocio?",
    subtitle:
      "Reserve una cita en línea o llámenos. Traiga sus ideas de nombre y las identificaciones de los dueños, y nosotros nos encargamos del resto.",
    button: "Reservar una cita",
  },
};
