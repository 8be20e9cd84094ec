import type { HomeText } from "./en";
import { officeConfig } from "~/site/config";

export const homeEs: HomeText = {
  meta: {
    title: `${officeConfig.officeName} | Notary Public, impuestos, ITIN y formularios de inmigración en Florida`,
    description:
      "Oficina bilingüe en Florida: Notary Public, impuestos, ITIN, preparación de formularios de inmigración, traducciones certificadas, empresas y camiones.",
  },
  hero: {
    eyebrow: "Oficina bilingüe en Florida · Español e inglés",
    title: "Sus trámites en buenas manos, en español y en inglés",
    subtitle:
      "Notary Public, impuestos, ITIN, preparación de documentos de inmigración, traducciones certificadas y servicios para empresas en un solo lugar. Reserve su cita en línea en minutos o llámenos.",
    primary: "Ver nuestros servicios",
    logoAlt: `Logotipo de ${officeConfig.officeName}: un sol que sale sobre un documento`,
  },
  services: {
    title: "Nuestros servicios principales",
    subtitle: "Elija un servicio y reserve la cita que mejor le convenga.",
    governmentFees:
      "Las tarifas del gobierno (USCIS, IRS, el Estado de Florida y otras agencias) se pagan a la agencia y son aparte de nuestro cargo. USCIS solo acepta sus tarifas con tarjeta (Formulario G-1450) o con débito de una cuenta bancaria de EE. UU. (Formulario G-1650).",
    notary: {
      title: "Notary Public",
      description:
        "Notarización de documentos, solicitudes de apostilla y copias certificadas de documentos de identidad, con servicio a domicilio y de emergencia las 24 horas.",
      options: {
        general: "Notary Public general",
        certify: "Certificar documentos",
        apostille: "Apostilla",
      },
    },
    tax: {
      title: "Impuestos",
      description:
        "Declaraciones de impuestos personales y de negocios preparadas con precisión, además de prórrogas, declaraciones enmendadas, contabilidad y nómina.",
      options: { personal: "Declaración personal", business: "Declaración de negocio" },
    },
    immigration: {
      title: "Preparación de documentos de inmigración",
      description:
        "Transcribimos en sus formularios del Servicio de Ciudadanía e Inmigración de EE. UU. (USCIS) la información que usted nos entrega por escrito, y los copiamos, traducimos y enviamos como usted indique: peticiones familiares, ciudadanía, permisos de trabajo, TPS y más.",
      options: {
        general: "Inmigración general",
        asylum: "Asilo",
        citizenship: "Ciudadanía",
        adjustment: "Ajuste de estatus",
        tps: "TPS",
      },
      asylumNote:
        "Los casos de asilo son complejos y tienen plazos estrictos: le recomendamos acudir primero a un abogado de inmigración con licencia o a un representante acreditado por el Departamento de Justicia de EE. UU.",
    },
  },
  additional: {
    title: "Más formas de ayudarlo",
    subtitle:
      "Desde su ITIN hasta los permisos de sus camiones: una oficina de confianza para todos sus trámites.",
    itin: {
      title: "Servicios de ITIN",
      description:
        "Solicitudes y renovaciones de ITIN con un agente tramitador (Acceptance Agent) del Servicio de Impuestos Internos (IRS), que revisa sus documentos de identidad antes de enviar la solicitud.",
      options: { new: "Solicitud de ITIN nuevo", renewal: "Renovación de ITIN" },
    },
    translation: {
      title: "Traducciones",
      description:
        "Traducciones certificadas para USCIS, tribunales y escuelas, en más de 15 idiomas.",
    },
    business: {
      title: "Creación de empresas",
      description: "Registre su LLC o corporación, obtenga su EIN y empiece con el pie derecho.",
      options: { registration: "Registro de empresa", ein: "Solicitud de EIN" },
    },
    marriage: {
      title: "Matrimonios y divorcios",
      description:
        "Oficiante de bodas, divorcio simplificado con los formularios aprobados por la Corte Suprema de Florida y cambios de nombre.",
      options: {
        officiant: "Oficiante de bodas",
        divorce: "Divorcio simplificado",
        nameChange: "Cambio de nombre",
      },
    },
    truck: {
      title: "Servicios para camiones",
      description:
        "IFTA, IRP, permisos y cumplimiento del DOT para que sus camiones sigan rodando.",
      options: {
        general: "Servicios generales para camiones",
        ifta: "IFTA",
        irpFirst: "IRP por primera vez",
        irpRenewal: "Renovación de IRP",
        interstate: "Permisos interestatales",
        special: "Permisos especiales",
      },
    },
  },
  why: {
    title: "¿Por qué elegirnos?",
    subtitle:
      "Familias y pequeños negocios de toda Florida nos confían los documentos que más importan.",
    points: [
      {
        title: "Equipo con experiencia",
        description:
          "Personal bilingüe y con experiencia que le explica cada paso de nuestro proceso con palabras sencillas.",
      },
      {
        title: "Seguro y confidencial",
        description: "Sus documentos y datos personales se manejan en privado y con cuidado.",
      },
      {
        title: "Trámites rápidos",
        description:
          "La mayoría de los trámites quedan listos el mismo día o en pocos días hábiles.",
      },
      {
        title: "Servicio de cinco estrellas",
        description:
          "Atención amable y paciente que nuestros clientes califican con cinco estrellas.",
      },
    ],
  },
  testimonials: {
    title: "Lo que dicen nuestros clientes",
  },
  cta: {
    title: "¿Listo para empezar?",
    subtitle:
      "Reserve su cita en línea en minutos o llámenos y lo ayudamos a encontrar la cita adecuada.",
    button: "Elija su servicio",
  },
};
