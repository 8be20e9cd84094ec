import type { PostText } from "../schema";
import { officeConfig } from "~/site/config";

export const post: PostText = {
  title: "Traducciones certificadas para inmigración y otras agencias: lo que necesita",
  description:
    "Qué es una traducción certificada, qué exige USCIS, en qué se diferencia de una traducción notarizada y los errores comunes que causan retrasos.",
  excerpt:
    "USCIS y muchas otras agencias exigen traducciones certificadas al inglés de los documentos extranjeros. Sepa qué significa certificada y qué errores evitar.",
  author: `Equipo de ${officeConfig.officeName}`,
  imageAlt:
    "Ilustración de dos documentos lado a lado unidos por flechas, uno de ellos con un sello",
  intro:
    "Si envía al Servicio de Ciudadanía e Inmigración de EE. UU. (USCIS) un acta de nacimiento, un acta de matrimonio o unos antecedentes penales en español, portugués o cualquier otro idioma, debe acompañarlos de una traducción al inglés. Y no sirve cualquier traducción: tiene que ser completa y certificada. Muchas otras agencias, tribunales y universidades tienen reglas parecidas. Le explicamos qué es una traducción certificada, cómo obtenerla y cuáles son los errores que con más frecuencia causan retrasos o solicitudes de más evidencia.",
  body: [
    { type: "h2", text: "Qué significa certificada" },
    {
      type: "p",
      text: "En los Estados Unidos, una traducción certificada no es una traducción hecha por un traductor con licencia del gobierno. Es la traducción completa y fiel del documento, acompañada de una declaración firmada por el traductor en la que certifica que es competente para traducir del idioma extranjero al inglés y que la traducción es completa y exacta. Esa declaración firmada es la certificación.",
    },
    {
      type: "alert",
      title: "Lo que exige USCIS",
      text: "Las normas federales exigen que todo documento en otro idioma que se presente a USCIS vaya acompañado de una traducción completa al inglés, que el traductor haya certificado como completa y exacta, y de la certificación del traductor de que es competente para traducir de ese idioma al inglés. Los resúmenes, los extractos y las traducciones sin certificación firmada pueden provocar una Solicitud de Evidencia o una denegación. USCIS no exige que la traducción esté notarizada.",
    },
    { type: "h2", text: "Qué incluye la declaración de certificación" },
    {
      type: "list",
      items: [
        "El nombre completo del traductor y sus datos de contacto, como una dirección o un teléfono.",
        "Una declaración de que el traductor domina ambos idiomas.",
        "Una declaración de que la traducción es completa y exacta.",
        "La identificación del documento traducido y de los idiomas de la traducción.",
        "La firma del traductor y la fecha.",
      ],
    },
    { type: "h2", text: "Certificada, notarizada y jurada no son lo mismo" },
    {
      type: "p",
      text: "Una traducción notarizada es una traducción certificada cuya certificación el traductor firma ante un Notary Public que no es el propio traductor. El Notary Public verifica la identidad de quien firma, no la calidad de la traducción. USCIS no pide notarización, pero algunos tribunales, escuelas e instituciones extranjeras sí. Algunos países, además, trabajan con traductores jurados u oficiales nombrados por sus propias autoridades. Si su documento va al extranjero, son las reglas del país de destino las que deciden qué tipo de traducción y de apostilla necesita, así que pregunte primero a la institución que lo recibirá.",
    },
    { type: "h2", text: "Documentos que suelen necesitar traducción" },
    {
      type: "list",
      items: [
        "Actas de nacimiento, matrimonio y defunción, y sentencias de divorcio.",
        "Certificados de antecedentes penales, expedientes judiciales y sentencias.",
        "Diplomas, certificados de notas y licencias profesionales.",
        "Estados de cuenta bancarios, cartas de empleo y documentos de impuestos.",
        "Historias clínicas y registros de vacunación.",
        "Documentos de identidad, expedientes de adopción y de cambio de nombre.",
      ],
    },
    { type: "h2", text: "Otras agencias e instituciones" },
    {
      type: "p",
      text: "El Departamento de Estado y el Centro Nacional de Visas también piden traducciones al inglés de los documentos civiles extranjeros en los casos de visa de inmigrante. Los tribunales, universidades, servicios de evaluación de títulos, juntas de licencias profesionales y empleadores fijan sus propias reglas: algunos aceptan cualquier traducción certificada y otros exigen notarización, un formato específico o un traductor miembro de una asociación profesional. Antes de encargarla, pida a la institución sus requisitos por escrito y compártalos con su traductor.",
    },
    { type: "h2", text: "Errores comunes que debe evitar" },
    {
      type: "list",
      items: [
        "Traducciones parciales: traducir solo el texto principal y omitir el reverso de la página, las notas al margen, las anotaciones o lo escrito a mano.",
        "Omitir el contenido de sellos y timbres: deben traducirse o describirse, por ejemplo como sello del Registro Civil, y las partes ilegibles deben señalarse como ilegibles.",
        "Nombres escritos de distintas formas: el nombre de una misma persona debe escribirse igual en todas las traducciones y coincidir con el pasaporte y los formularios.",
        "Traducir sus propios documentos: aunque las reglas no siempre lo prohíban, una traducción hecha por el solicitante o por un familiar despierta dudas sobre su imparcialidad y a menudo se cuestiona.",
        "Falta de certificación: una traducción sin la declaración firmada del traductor sobre su competencia y la exactitud del texto no cumple los requisitos de USCIS.",
        "Copias ilegibles: una traducción unida a una copia borrosa o recortada del original no se puede cotejar con él.",
      ],
    },
    { type: "h2", text: "Cómo pedir una traducción que sirva a la primera" },
    {
      type: "steps",
      items: [
        {
          title: "Envíe una copia completa y clara",
          text: "Escanee o fotografíe todas las páginas, por ambos lados, con sellos y notas incluidos, con buena luz y sin cortar los bordes.",
        },
        {
          title: "Indique a dónde va",
          text: "Dígale al traductor qué agencia o institución la recibirá y comparta cualquier requisito especial, como notarización o un formato determinado.",
        },
        {
          title: "Confirme cómo se escriben los nombres",
          text: "Indique cómo se escribe cada nombre tal como aparece en el pasaporte o en los formularios que va a presentar, con acentos y segundos apellidos.",
        },
        {
          title: "Revise antes de la versión final",
          text: "Compare nombres, fechas y números con el original. Un error en una fecha de nacimiento puede causar tantos problemas como una página que falta.",
        },
      ],
    },
    {
      type: "p",
      text: "Nuestra oficina prepara traducciones certificadas en más de 15 idiomas, con la certificación firmada que exige USCIS, normalmente en 1 a 2 días hábiles para documentos de inmigración. Respetamos el formato del original para que el oficial pueda comparar cada parte de la traducción con el documento. Si otra institución pide una traducción notarizada, el traductor firma la certificación ante un Notary Public distinto del traductor, y podemos encargarnos de eso al mismo tiempo.",
    },
  ],
  cta: {
    title: "¿Necesita una traducción certificada?",
    subtitle:
      "Envíenos su documento y prepararemos una traducción completa y certificada, lista para USCIS o para la agencia que usted necesite.",
    button: "Ver nuestros servicios de traducción",
  },
};
