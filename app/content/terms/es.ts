import { officeConfig } from "~/site/config";
import type { TermsText } from "./en";

const office = officeConfig.officeName;

export const termsEs: TermsText = {
  meta: {
    title: `Términos del servicio | ${office}`,
    description:
      "Condiciones de uso de nuestro sitio: no somos un bufete ni damos asesoría legal. Avisos, límites de responsabilidad y ley aplicable de Florida.",
  },
  hero: {
    title: "Términos del servicio",
    subtitle:
      "Las reglas para usar este sitio web y una explicación honesta de lo que nuestra oficina puede y no puede hacer por usted.",
  },
  updated: "Última actualización:",
  toc: "En esta página",
  contactLabels: { email: "Correo electrónico", phone: "Teléfono", address: "Dirección postal" },
  privacyLink: "Lea nuestra Política de privacidad",
  sections: {
    introduction: {
      title: "Introducción",
      blocks: [
        {
          text: [
            `Estos términos rigen el uso de este sitio web, administrado por ${office} («nosotros», «nuestra oficina»), una oficina multiservicios en Florida que ofrece servicios de Notary Public, preparación de impuestos, solicitudes de ITIN, preparación de documentos de inmigración, traducciones y creación de empresas.`,
            "Léalos junto con nuestra Política de privacidad. Cuando nos contrata para un servicio concreto, también se aplican las tarifas, las instrucciones y cualquier acuerdo por escrito de ese servicio.",
          ],
        },
      ],
    },
    responsibilities: {
      title: "Sus responsabilidades",
      blocks: [
        {
          text: ["Al usar este sitio web y nuestros servicios, usted se compromete a:"],
          list: [
            "Usar el sitio solo con fines legales, sin intentar vulnerarlo, saturarlo ni interferir con su funcionamiento.",
            "Entregarnos información y documentos verdaderos, exactos y completos. Los formularios que preparamos usan la información tal como usted nos la da.",
            "Revisar con atención cada documento antes de firmarlo o presentarlo. Pregúntenos si algo de nuestro servicio no le queda claro; para preguntas legales, consulte a un abogado con licencia.",
            "Tomar sus propias decisiones sobre sus asuntos legales, fiscales y migratorios, y consultar a un abogado con licencia u otro profesional calificado cuando necesite asesoría.",
            "Asistir a sus citas, o cancelarlas o cambiarlas según las instrucciones de la agenda en línea.",
            "Respetar los términos de la agenda en línea y de las redes sociales cuando las use.",
          ],
        },
        {
          text: [
            "Podemos negarnos a prestar un servicio, o suspenderlo, cuando la ley no lo permita, cuando no podamos verificar su identidad (por ejemplo, para una notarización) o cuando la información que se nos pide usar parezca falsa.",
          ],
        },
      ],
    },
    intellectualProperty: {
      title: "Propiedad intelectual",
      blocks: [
        {
          text: [
            `Los textos, el diseño, el logotipo, las ilustraciones y demás contenidos de este sitio pertenecen a ${office} o se usan con permiso, y están protegidos por las leyes de derechos de autor y de marcas.`,
            "Puede ver, imprimir o compartir nuestras páginas para uso personal y no comercial, siempre que no las modifique. No puede copiar, volver a publicar ni vender nuestro contenido, ni usar nuestro nombre o logotipo de forma que sugiera que lo respaldamos, sin nuestro permiso por escrito.",
            "Los formularios del gobierno y los nombres de las agencias que se mencionan en este sitio pertenecen a sus dueños. Mencionarlos no significa que alguna agencia respalde a nuestra oficina o tenga relación con ella.",
          ],
        },
      ],
    },
    disclaimer: {
      title: "Aviso legal",
      notice: {
        title: "Por favor, lea esto antes de usar nuestros servicios",
        text: "Nada de lo que aparece en este sitio es asesoría legal. Nuestra oficina no es un bufete de abogados, y ni visitar este sitio ni contratarnos nos convierte en su abogado.",
      },
      general: [
        {
          heading: "Información general únicamente",
          text: [
            "La información de este sitio es general y educativa. No es asesoría legal, fiscal ni migratoria para su caso, y puede no reflejar los cambios más recientes en leyes, tarifas o procedimientos de las agencias.",
          ],
          list: [
            "Usar este sitio, llamarnos, escribirnos o reservar una cita no crea una relación abogado-cliente.",
            "No garantizamos ningún resultado. Las aprobaciones, los reembolsos, los plazos de trámite y las decisiones dependen del Servicio de Impuestos Internos (IRS), del Servicio de Ciudadanía e Inmigración de EE. UU. (USCIS), de los tribunales y de otras agencias, no de nosotros.",
            "Las cifras, tarifas y plazos que se mencionan en el sitio son estimados y pueden cambiar.",
            "Los botones para reservar abren, en una pestaña nueva, una agenda en línea administrada por otra empresa. Esa agenda tiene sus propios términos y su propia política de privacidad, y no controlamos su contenido ni su disponibilidad.",
            "El sitio se ofrece «tal cual». Trabajamos para mantenerlo correcto y disponible, pero no podemos prometer que esté siempre libre de errores o interrupciones.",
          ],
        },
      ],
      clarification: [
        {
          heading: "Lo que nuestro personal puede y no puede hacer",
          text: [
            "Los miembros de nuestro personal no son abogados, y nuestra oficina no es un bufete. No podemos darle asesoría legal, elegir formularios por usted, explicarle sus derechos u opciones legales ni representarlo ante ninguna agencia o tribunal.",
            "Solo lo ayudamos con formularios dentro de los límites que Florida fija para quienes no son abogados.",
            "La Regla 10-2.1 de las Reglas que Regulan al Colegio de Abogados de Florida (Rule 10-2.1 of the Rules Regulating The Florida Bar) define el ejercicio no autorizado de la abogacía, y la regla siguiente (Regla 10-2.2) explica cómo alguien que no es abogado puede ayudar con formularios: llenando los formularios aprobados por la Corte Suprema de Florida con los datos que usted le proporciona por escrito, y transcribiendo otros formularios con la información que usted le entrega por escrito, tal como la entrega, sin aconsejarle qué formulario usar ni qué poner en él.",
            "En asuntos de inmigración, usted decide qué formularios presentar y qué dicen; nosotros transcribimos en ellos la información que usted nos entrega por escrito, y los copiamos, armamos, traducimos y enviamos como usted indique. Solo un abogado con licencia o un representante acreditado puede asesorarlo sobre su caso. Si necesita asesoría, consulte con uno de ellos.",
            "Como Notary Public, verificamos la identidad y presenciamos firmas. No redactamos documentos legales por usted ni le explicamos sus efectos legales.",
          ],
        },
      ],
    },
    limitation: {
      title: "Limitación de responsabilidad",
      blocks: [
        {
          text: ["En la medida máxima que permita la ley de Florida:"],
          list: [
            "No somos responsables de daños indirectos, incidentales, especiales o consecuenciales que resulten del uso de este sitio o de que usted confíe en su información general.",
            "No somos responsables de las decisiones de las agencias del gobierno o de los tribunales, ni de retrasos o errores causados por información que estaba incompleta o era incorrecta cuando usted nos la dio.",
            "No somos responsables de los sitios que abren nuestros enlaces, incluidas la agenda en línea y las redes sociales.",
            "Si se nos declara responsables en relación con un servicio, nuestra responsabilidad se limita a la cantidad que usted nos pagó por ese servicio.",
          ],
        },
        {
          text: [
            "Nada en estos términos limita una responsabilidad que la ley no permite limitar, ni le quita los derechos que le otorgan las leyes de protección al consumidor de Florida.",
          ],
        },
      ],
    },
    governingLaw: {
      title: "Ley aplicable",
      blocks: [
        {
          text: [
            "Estos términos se rigen por las leyes del Estado de Florida, sin tener en cuenta sus normas sobre conflictos de leyes, y por la ley federal aplicable.",
            `Cualquier disputa sobre este sitio o estos términos se resolverá ante los tribunales estatales o federales del condado de ${officeConfig.address.county}, Florida, donde se encuentra nuestra oficina, y usted acepta su jurisdicción.`,
            "Antes de acudir a un tribunal, por favor contáctenos: la mayoría de los problemas se resuelven conversando.",
          ],
        },
      ],
    },
    contact: {
      title: "Contáctenos",
      blocks: [
        {
          text: [
            "Si tiene preguntas sobre estos términos, con gusto lo ayudamos. Puede comunicarse con nosotros aquí:",
          ],
        },
      ],
    },
    acceptance: {
      title: "Aceptación de estos términos",
      blocks: [
        {
          text: [
            "Al usar este sitio web, usted confirma que ha leído y acepta estos términos y nuestra Política de privacidad. Si no está de acuerdo con ellos, le pedimos no usar el sitio.",
            "Podemos actualizar estos términos de vez en cuando. La versión publicada en esta página se aplica desde el momento en que se publica, y seguir usando el sitio significa que usted la acepta.",
            "Si alguna parte de estos términos no pudiera hacerse cumplir, el resto sigue vigente. Estos términos se publican en inglés y en español con el mismo sentido; si alguna vez las dos versiones difieren, prevalece la versión en inglés.",
          ],
        },
      ],
    },
  },
};
