import type { MarriageText } from "./en";
import { officeConfig } from "~/site/config";

export const marriageEs: MarriageText = {
  meta: {
    title: `Bodas, divorcio y cambio de nombre | ${officeConfig.officeName}`,
    description:
      "Oficiamos su boda civil en Florida, llenamos los formularios aprobados de divorcio simplificado y cambio de nombre, y notarizamos acuerdos prenupciales.",
  },
  hero: {
    eyebrow: "Bodas · Divorcio · Cambio de nombre",
    title: "Bodas, divorcios y cambios de nombre, con cuidado y respeto",
    subtitle:
      "Dé el “sí” con un Notary Public de Florida como oficiante, reciba ayuda para llenar los formularios aprobados por la Corte Suprema de Florida para un divorcio simplificado o un cambio de nombre, o notarice su acuerdo prenupcial, en español o en inglés.",
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
        "Los residentes de Florida deben esperar 3 días desde que se emite la licencia, salvo que hayan tomado un curso prematrimonial",
        "Ceremonia en español, en inglés o en ambos idiomas",
        "Firmamos su licencia y la devolvemos a la oficina del secretario del tribunal para que quede registrada",
      ],
    },
    divorce: {
      title: "Divorcio simplificado de mutuo acuerdo",
      description:
        "La disolución simplificada del matrimonio de Florida es para parejas que están de acuerdo en todo y cumplen cada una de las condiciones siguientes. Lo ayudamos a llenar los formularios que la Corte Suprema de Florida aprobó para este trámite con la información que usted nos entrega por escrito; no somos un bufete de abogados.",
      features: [
        "No tienen hijos menores ni dependientes en común; la esposa no tiene hijos menores ni dependientes nacidos durante el matrimonio y no está embarazada",
        "Al menos uno de los dos ha vivido en Florida al menos 6 meses antes de presentar la solicitud",
        "Ambos están de acuerdo en cómo repartir sus bienes y deudas, y ninguno pide pensión alimenticia al otro (alimony)",
        "Ambos están de acuerdo en terminar el matrimonio, firman los formularios y asisten juntos a la audiencia final",
      ],
    },
    nameChange: {
      title: "Cambio de nombre",
      description:
        "¿Va a cambiar su nombre por matrimonio, por divorcio o por decisión personal? Lo ayudamos a llenar con la información que usted nos entrega por escrito los formularios de cambio de nombre aprobados por la Corte Suprema de Florida y a actualizar sus registros.",
      features: [
        "Petición de cambio de nombre para adultos en Florida, en el formulario aprobado por la Corte Suprema",
        "Actualización de su tarjeta de Seguro Social (Formulario SS-5)",
        "Ayuda para actualizar su licencia de conducir, pasaporte, banco y otros registros",
        "Atención amable en español o en inglés",
      ],
    },
    prenup: {
      title: "Acuerdos prenupciales",
      description:
        "¿Ya tienen un acuerdo prenupcial preparado por ustedes mismos o por sus abogados? Notarizamos sus firmas. No redactamos, llenamos ni revisamos acuerdos prenupciales: cada uno debe tener su propio abogado.",
      features: [
        "Notarización de acuerdos preparados por las partes o por sus abogados",
        "Cada firmante presenta una identificación con foto vigente",
        "En nuestra oficina o, con el servicio a domicilio, en el lugar que ustedes elijan",
        "Las preguntas sobre las condiciones del acuerdo las responde su propio abogado",
      ],
    },
  },
  notLawFirm: {
    title: "No somos un bufete de abogados",
    text: "En divorcios simplificados y cambios de nombre, lo ayudamos a llenar los formularios aprobados por la Corte Suprema de Florida con la información que usted nos entrega por escrito. En los acuerdos prenupciales, solo notarizamos las firmas. No podemos darle asesoría legal, elegir sus formularios ni representarlo ante un tribunal. Si tiene dudas sobre sus derechos, consulte a un abogado con licencia en Florida.",
  },
  process: {
    title: "Cómo funciona",
    subtitle: "Cuatro pasos sencillos, sea cual sea el servicio que elija.",
    steps: [
      {
        title: "Reserve su cita",
        description: "Elija el servicio en línea o llámenos, y le confirmamos la hora.",
      },
      {
        title: "Reúna sus documentos",
        description:
          "Identificaciones con foto de cada firmante, además de su licencia de matrimonio, su acuerdo ya terminado o los datos para sus formularios judiciales.",
      },
      {
        title: "Llenamos los formularios",
        description:
          "Llenamos los formularios aprobados por la Corte Suprema con la información que usted nos entrega por escrito, y usted lee cada página antes de firmar, en español o en inglés.",
      },
      {
        title: "Firme, celebre o presente",
        description:
          "Celebramos la ceremonia o notarizamos sus firmas, y usted presenta sus formularios judiciales ante la oficina del secretario del tribunal (Clerk of Court).",
      },
    ],
  },
  cta: {
    title: "¿Planea su boda o un nuevo comienzo?",
    subtitle:
      "Reserve su ceremonia en línea en minutos, o llámenos y lo ayudamos a encontrar la cita adecuada para su divorcio, su cambio de nombre o la notarización de su acuerdo prenupcial.",
    button: "Reserve su ceremonia",
  },
};
