import type { TranslationsText } from "./en";
import { officeConfig } from "~/site/config";

export const translationsEs: TranslationsText = {
  meta: {
    title: `Traducciones certificadas en 15+ idiomas | ${officeConfig.officeName}`,
    description:
      "Traducciones certificadas para USCIS, tribunales y escuelas en Florida: certificados, diplomas, documentos médicos y legales en 15+ idiomas. Pida su cotización.",
  },
  hero: {
    eyebrow: "Traducciones certificadas · Más de 15 idiomas",
    title: "Traducciones certificadas que puede presentar con confianza",
    subtitle:
      "Certificados de nacimiento, diplomas, documentos judiciales, informes médicos y documentos de negocio, traducidos con precisión y certificados para el Servicio de Ciudadanía e Inmigración de EE. UU. (USCIS), tribunales, escuelas y empleadores.",
    quote: "Solicitar cotización",
    stats: [
      { value: officeConfig.claims.translationDocuments.value, label: "Documentos traducidos" },
      { value: "15+", label: "Idiomas" },
      { value: officeConfig.claims.translationAccuracy.value, label: "Precisión" },
    ],
  },
  notice: {
    title: "Certificadas para USCIS, tribunales y escuelas",
    text: "Cada traducción certificada incluye un certificado de exactitud firmado, que declara que la traducción es completa y exacta y que el traductor domina ambos idiomas. Es lo que USCIS exige para cualquier documento en otro idioma: una traducción completa al inglés con la certificación del traductor. Los tribunales, las universidades y los empleadores piden el mismo formato. Si la institución que la recibe pide una traducción notarizada, el traductor firma la certificación ante un Notary Public que no es el propio traductor; podemos encargarnos de eso, y de la apostilla si hace falta, en la misma visita.",
  },
  services: {
    title: "Servicios de traducción",
    subtitle:
      "Elija el tipo de documento y solicite su cotización. El precio depende de la extensión, del par de idiomas y de la rapidez con que la necesite.",
    quote: "Solicitar cotización",
    detailLabels: {
      languages: "Disponible en",
      turnaround: "Plazo de entrega",
    },
    languagesValue: "15+ idiomas",
    legal: {
      title: "Documentos legales",
      description:
        "Documentos legales y judiciales traducidos con terminología jurídica precisa y un formato fiel al original.",
      features: [
        "Contratos y acuerdos",
        "Órdenes y sentencias judiciales",
        "Poderes",
        "Antecedentes penales y policiales",
      ],
      turnaround: "2-3 días hábiles",
    },
    immigration: {
      title: "Documentos de inmigración",
      description:
        "Documentos civiles traducidos y certificados en el formato que exigen USCIS y los consulados de EE. UU.",
      features: [
        "Certificados de nacimiento y de matrimonio",
        "Sentencias de divorcio y certificados de defunción",
        "Pasaportes y cédulas de identidad",
        "Certificados de antecedentes penales",
      ],
      turnaround: "1-2 días hábiles",
    },
    academic: {
      title: "Documentos académicos",
      description:
        "Documentos escolares para admisiones, evaluaciones de títulos, juntas de licencias y exámenes profesionales.",
      features: [
        "Diplomas y títulos",
        "Certificados de notas",
        "Programas y descripciones de materias",
        "Cartas de recomendación",
      ],
      turnaround: "2-3 días hábiles",
    },
    business: {
      title: "Documentos de negocio",
      description:
        "Documentos corporativos y financieros para bancos, socios, inversionistas y agencias de gobierno.",
      features: [
        "Estados financieros y cartas bancarias",
        "Artículos de Incorporación y estatutos",
        "Correspondencia comercial",
        "Catálogos y material de mercadeo",
      ],
      turnaround: "3-5 días hábiles",
    },
    medical: {
      title: "Documentos médicos",
      description:
        "Historiales médicos traducidos con cuidado para médicos, aseguradoras y exámenes médicos de inmigración.",
      features: [
        "Historias clínicas e informes médicos",
        "Registros de vacunas",
        "Resultados de laboratorio y recetas",
        "Reclamos y formularios de seguros",
      ],
      turnaround: "2-3 días hábiles",
    },
    personal: {
      title: "Documentos personales",
      description:
        "Los documentos de todos los días que le piden para una licencia, un banco, un arrendador o un nuevo empleo.",
      features: [
        "Licencias de conducir",
        "Estados de cuenta bancarios",
        "Cartas y declaraciones personales",
        "Comprobantes de domicilio",
      ],
      turnaround: "1-2 días hábiles",
    },
    general: {
      title: "Documentos generales",
      description:
        "Cualquier otro documento que necesite una traducción fiel y bien escrita, certificada cuando usted lo requiera.",
      features: [
        "Cartas y correos electrónicos",
        "Formularios y solicitudes",
        "Instructivos y manuales",
        "Folletos y volantes",
      ],
      turnaround: "2-4 días hábiles",
    },
    localization: {
      title: "Localización",
      description:
        "Sitios web, aplicaciones y mercadeo adaptados a clientes hispanohablantes e internacionales, no traducidos palabra por palabra.",
      features: [
        "Sitios web y aplicaciones",
        "Campañas de mercadeo y redes sociales",
        "Descripciones y empaques de productos",
        "Un glosario uniforme para su marca",
      ],
      turnaround: "A convenir",
    },
  },
  languages: {
    title: "Idiomas que traducimos",
    subtitle:
      "Traducimos entre el inglés y estos idiomas, en ambas direcciones. ¿Necesita otro? Pregúntenos.",
    items: [
      "Español",
      "Portugués",
      "Francés",
      "Italiano",
      "Alemán",
      "Ruso",
      "Chino (mandarín)",
      "Japonés",
      "Coreano",
      "Árabe",
      "Hindi",
      "Tagalo",
      "Vietnamita",
      "Polaco",
      "Neerlandés",
      "Turco",
      "Tailandés",
      "Sueco",
      "Noruego",
      "Danés",
      "Finlandés",
    ],
  },
  quality: {
    title: "Nuestro compromiso con la calidad",
    subtitle:
      "Sus documentos son importantes, por eso cada traducción pasa por el mismo proceso cuidadoso.",
    points: [
      {
        title: "Traductores calificados",
        description:
          "Traductores con dominio de ambos idiomas que conocen la terminología legal, médica, académica y comercial.",
      },
      {
        title: "Revisión antes de entregar",
        description:
          "Revisamos cada traducción línea por línea contra el original, incluidos nombres, fechas y números.",
      },
      {
        title: "Formato fiel al original",
        description:
          "El diseño sigue al documento original y se indican sellos, timbres y firmas, para que sea fácil compararlos.",
      },
      {
        title: "Manejo confidencial",
        description:
          "Sus documentos se manejan en privado y solo los ve el personal que trabaja en su traducción.",
      },
    ],
  },
  cta: {
    title: "Solicite la cotización de su traducción",
    subtitle:
      "Pida su cotización y luego traiga su documento a nuestra oficina, o pídanos una forma segura de compartir una copia: por favor, no envíe documentos de identidad por correo electrónico común ni por redes sociales. Le confirmamos el precio y la fecha de entrega antes de empezar.",
    button: "Solicitar cotización",
  },
};
