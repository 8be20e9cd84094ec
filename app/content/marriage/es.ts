import type { MarriageText } from "./en";
import { officeConfig } from "~/site/config";

export const marriageEs: MarriageText = {
  meta: {
    title: `Bodas, divorcio y cambio de nombre | ${officeConfig.officeName}`,
    description:
      "Oficiamos su boda civil en Florida y preparamos, según sus indicaciones, los formularios de divorcio simplificado, cambio de nombre y acuerdo prenupcial.",
  },
  hero: {
    eyebrow: "Bodas · Divorcio · Cambio de nombre",
    title: "Bodas, divorcios y cambios de nombre, con cuidado y respeto",
    subtitle:
      "Dé el “sí” con un Notary Public de Florida como oficiante, o deje en nuestras manos los formularios de su divorcio simplificado, cambio de nombre o acuerdo prenupcial, en español o en inglés.",
    book: "Reserve su ceremonia",
    seeServices: "Ver los cuatro servicios",
  },
  services: {
    title: "Cómo podemos ayudarlo",
    subtitle:
      "Cuatro servicios para los grandes cambios de la vida. Cada uno tiene su propia página de citas, para que reserve la cita correcta desde el principio.",
    officiant: {
      title: "Oficiante de bodas",
      description:
        "En Florida, un Notary Public puede celebrar matrimonios. Oficiamos ceremonias civiles sencillas y emotivas en nuestra oficina o en el lugar que usted elija.",
      features: [
        "Primero obtenga su licencia de matrimonio de Florida en la oficina del secretario del tribunal (Clerk of Court) de cualquier condado; es válida por 60 días",
        "Los residentes de Florida esperan 3 días desde que se emite la licencia, salvo que hayan tomado un curso prematrimonial",
        "Ceremonia en español, en inglés o en ambos idiomas",
        "Firmamos su licencia y la devolvemos a la oficina del secretario del tribunal para que quede registrada",
      ],
    },
    divorce: {
      title: "Divorcio simplificado de mutuo acuerdo",
      description:
        "Si ambos están de acuerdo en todo, la disolución simplificada del matrimonio de Florida es el camino más directo. Preparamos los formularios del tribunal según sus indicaciones; no somos un bufete de abogados.",
      features: [
        "Ambos cónyuges quieren divorciarse y firman los formularios",
        "No tienen hijos menores en común y nadie pide pensión para el cónyuge (alimony)",
        "Sus bienes y deudas ya están repartidos de común acuerdo",
        "Al menos uno de los dos ha vivido en Florida 6 meses antes de presentar la solicitud",
      ],
    },
    nameChange: {
      title: "Cambio de nombre",
      description:
        "¿Va a cambiar su nombre por matrimonio, por divorcio o por decisión personal? Preparamos los formularios según sus indicaciones y lo ayudamos a actualizar sus registros.",
      features: [
        "Petición de cambio de nombre para adultos en Florida, preparada según sus indicaciones",
        "Actualización de su tarjeta de Seguro Social (formulario SS-5)",
        "Una lista de pasos para su licencia de conducir, pasaporte, banco y otros registros",
        "Atención amable en español o en inglés",
      ],
    },
    prenup: {
      title: "Acuerdos prenupciales",
      description:
        "Planifiquen juntos su futuro. Podemos ayudarles a preparar los formularios del acuerdo y notarizar sus firmas. Cada uno debe recibir asesoría legal independiente de su propio abogado.",
      features: [
        "Ayuda para llenar los formularios del acuerdo según sus indicaciones",
        "Una lista de lo que cada parte debe declarar sobre sus finanzas",
        "Notarización de las firmas de ambos",
        "Tiempo para revisarlo con su propio abogado antes de firmar",
      ],
    },
  },
  notLawFirm: {
    title: "No somos un bufete de abogados",
    text: "En divorcios, cambios de nombre y acuerdos prenupciales, preparamos documentos según sus indicaciones y con la información que usted nos da. No podemos darle asesoría legal, elegir sus formularios ni representarlo ante un tribunal. Si tiene dudas sobre sus derechos, consulte a un abogado con licencia en Florida.",
  },
  process: {
    title: "Cómo funciona",
    subtitle: "Cuatro pasos sencillos, sea cual sea el servicio que elija.",
    steps: [
      {
        title: "Reserve su cita",
        description:
          "Elija el servicio en línea o llámenos. Le confirmamos la hora y le decimos exactamente qué traer.",
      },
      {
        title: "Reúna sus documentos",
        description:
          "Identificaciones con foto, su licencia o acta de matrimonio y los papeles financieros o judiciales que el trámite requiera.",
      },
      {
        title: "Preparamos el papeleo",
        description:
          "Según sus indicaciones, llenamos los formularios y revisamos cada página con usted, en español o en inglés.",
      },
      {
        title: "Firme, celebre o presente",
        description:
          "Celebramos la ceremonia o notarizamos sus firmas, y usted presenta los formularios judiciales ante la oficina del secretario del tribunal (Clerk of Court).",
      },
    ],
  },
  cta: {
    title: "¿Planea su boda o un nuevo comienzo?",
    subtitle:
      "Reserve su ceremonia en línea en minutos, o llámenos y lo ayudamos a elegir la cita adecuada para su divorcio, cambio de nombre o acuerdo prenupcial.",
    button: "Reserve su ceremonia",
  },
};
