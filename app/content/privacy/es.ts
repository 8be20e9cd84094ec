import { officeConfig } from "~/site/config";
import type { PrivacyText } from "./en";

const office = officeConfig.officeName;

export const privacyEs: PrivacyText = {
  meta: {
    title: `Política de privacidad | ${office}`,
    description:
      "Qué recopila nuestro sitio web (casi nada: sin cookies ni analítica), cómo protegemos los datos que le confía a nuestra oficina y cómo contactarnos.",
  },
  hero: {
    title: "Política de privacidad",
    subtitle:
      "Respuestas claras sobre lo que recopila este sitio web —muy poco— y sobre cómo protegemos la información que usted comparte con nuestra oficina.",
  },
  updated: "Última actualización:",
  toc: "En esta página",
  contactLabels: { email: "Correo electrónico", phone: "Teléfono", address: "Dirección postal" },
  sections: {
    introduction: {
      title: "Introducción",
      blocks: [
        {
          text: [
            `${office} («nosotros», «nuestra oficina») es una oficina multiservicios en Florida. Ofrecemos servicios de Notary Public, preparación de impuestos, solicitudes de ITIN, preparación de documentos de inmigración, traducciones y creación de empresas. No somos un bufete de abogados.`,
            "Esta política explica qué información maneja este sitio web, qué hace nuestra oficina con los datos que usted nos entrega al usar nuestros servicios y qué opciones tiene. La escribimos para que se entienda: si algo no le queda claro, contáctenos y con gusto se lo explicamos.",
            "No se aplica a otros sitios que abren nuestros enlaces, como la agenda de citas en línea o nuestras redes sociales. Esos sitios tienen sus propias políticas de privacidad.",
          ],
        },
      ],
    },
    information: {
      title: "Información que recopilamos",
      blocks: [
        {
          heading: "En este sitio web",
          text: [
            "Este es un sitio web estático: un conjunto de páginas que su navegador descarga y muestra. No tiene cuentas, no pide iniciar sesión y no tiene formularios que envíen datos a nuestra oficina. Lo único que interviene es lo siguiente:",
          ],
          list: [
            {
              term: "Su preferencia de idioma.",
              text: "Cuando elige español o inglés, su navegador la recuerda (vea «Cookies y almacenamiento local»). Se queda en su dispositivo y nunca nos llega.",
            },
            {
              term: "Registros normales del servidor.",
              text: "Como casi todos los sitios web, la empresa que aloja este sitio puede registrar automáticamente datos técnicos de cada visita —su dirección IP, las páginas solicitadas, la fecha y hora, y el tipo de navegador— para mantener el sitio seguro y en funcionamiento.",
            },
            {
              term: "Suscripción al boletín.",
              text: "El formulario de suscripción no nos envía nada. Abre su propia aplicación de correo con un mensaje ya redactado para nuestra oficina. Solo recibimos su correo electrónico si usted decide enviar ese mensaje.",
            },
            {
              term: "Enlaces de teléfono, correo y citas.",
              text: "Los enlaces de teléfono y correo abren las aplicaciones de su propio dispositivo. Los botones para reservar abren, en una pestaña nueva, una agenda en línea administrada por otra empresa, que recopila lo que usted escriba allí.",
            },
          ],
        },
        {
          heading: "Cuando nos contacta o usa nuestros servicios",
          text: [
            "Cuando reserva una cita, nos llama, nos escribe o visita la oficina, recibimos la información que usted decide darnos para poder prestarle el servicio que solicita. Según el servicio, puede incluir:",
          ],
          list: [
            "Su nombre, teléfono, correo electrónico y dirección postal.",
            "Documentos de identidad, como pasaporte, licencia de conducir o documentos migratorios.",
            "Información fiscal, como números de Seguro Social o ITIN, comprobantes de ingresos (W-2, 1099) y datos bancarios para recibir un reembolso.",
            "Datos sobre su familia, trabajo, negocio o historial migratorio que pida un formulario.",
            "Documentos que desea notarizar, certificar o traducir.",
          ],
        },
      ],
    },
    use: {
      title: "Cómo usamos la información",
      blocks: [
        {
          text: ["Usamos la información que nos entrega solamente para atenderlo:"],
          list: [
            "Para prestar el servicio que solicitó: preparar y presentar su declaración de impuestos, llenar formularios con la información que usted nos da, notarizar, traducir o registrar su empresa.",
            "Para comunicarnos con usted sobre su cita, sus documentos o el avance de su trámite.",
            "Para cumplir nuestras obligaciones legales, como las reglas de conservación de registros para preparadores de impuestos y Notary Public.",
          ],
        },
        {
          text: [
            "Su preferencia de idioma solo sirve para mostrarle el sitio en su idioma. Los registros del servidor solo se usan para mantener el sitio seguro y funcionando; no los usamos para identificar a los visitantes.",
            "No vendemos ni alquilamos su información, no la usamos para publicidad ni creamos perfiles sobre usted. Solo le enviamos novedades si usted las pide, y puede dejar de recibirlas cuando quiera con un simple correo.",
            "Los datos de su declaración de impuestos tienen una protección adicional: la ley federal (sección 7216 del Código de Rentas Internas) limita cómo los preparadores de impuestos pueden usarlos o divulgarlos. Los usamos para preparar y presentar su declaración y para los servicios que usted pida, y le pedimos su consentimiento por escrito antes de darles cualquier otro uso.",
          ],
        },
      ],
    },
    sharing: {
      title: "Con quién compartimos la información",
      blocks: [
        {
          text: [
            "Nunca vendemos su información. Solo la compartimos cuando hace falta para prestar el servicio que pidió, siguiendo sus indicaciones, o cuando la ley lo exige:",
          ],
          list: [
            {
              term: "Con agencias del gobierno, por indicación suya.",
              text: "Cuando nos pide presentar o enviar algo en su nombre: por ejemplo, al Servicio de Impuestos Internos (IRS), al Servicio de Ciudadanía e Inmigración de EE. UU. (USCIS), al Departamento de Estado de Florida y a otras agencias federales, estatales o locales.",
            },
            {
              term: "Con proveedores que nos ayudan a hacer el trabajo.",
              text: "Por ejemplo, programas de impuestos y servicios de presentación electrónica, que deben mantener sus datos en confidencialidad.",
            },
            {
              term: "Con la agenda de citas en línea.",
              text: "Al reservar, usted escribe sus datos directamente en el sitio de la agenda. Esa empresa los maneja según su propia política de privacidad y nos hace llegar su cita.",
            },
            {
              term: "Cuando la ley lo exige.",
              text: "Para responder a una citación, una orden judicial u otro proceso legal, o cuando sea necesario para prevenir un fraude o proteger la seguridad de alguien.",
            },
            {
              term: "Con su autorización.",
              text: "Con cualquier otra persona que usted autorice, como un familiar o su abogado.",
            },
          ],
        },
        {
          text: [
            "Nuestros enlaces a Facebook, Instagram y TikTok abren esas redes, que se rigen por sus propias políticas. No colocamos sus botones, píxeles ni rastreadores en este sitio. Los enlaces a otros sitios se abren sin indicarles desde qué página nuestra llegó usted.",
          ],
        },
      ],
    },
    cookies: {
      title: "Cookies y almacenamiento local",
      blocks: [
        {
          text: [
            "Este sitio web no usa cookies.",
            "Guarda una sola cosa en su navegador: su preferencia de idioma, en el almacenamiento local (localStorage) con la clave «language» y el valor «en» (inglés) o «es» (español). Solo sirve para mostrarle las páginas en el idioma que eligió. No dice nada sobre quién es usted, nunca se envía a nosotros ni a nadie y permanece hasta que usted la borre.",
            "Para borrarla, elimine los datos de este sitio desde la configuración de su navegador. Después, el sitio se mostrará en inglés hasta que vuelva a elegir un idioma.",
          ],
        },
        {
          text: ["Tampoco hay nada más funcionando en segundo plano:"],
          list: [
            "Sin analítica ni estadísticas de visitantes.",
            "Sin publicidad, píxeles de seguimiento ni complementos de redes sociales.",
            "Sin scripts, fuentes ni imágenes de terceros: todo se sirve desde este mismo sitio.",
            "Sin solicitudes de acceso a su ubicación, cámara o micrófono.",
          ],
        },
        {
          text: [
            "Como no hacemos ningún seguimiento de su visita, no hay nada que desactivar. Los sitios que abren nuestros enlaces, como la agenda de citas o las redes sociales, pueden usar sus propias cookies según sus propias políticas.",
          ],
        },
      ],
    },
    retention: {
      title: "Por cuánto tiempo guardamos la información",
      blocks: [
        {
          text: [
            "Guardamos la información de nuestros clientes solo mientras la necesitamos para prestar el servicio y durante el tiempo que exige la ley. Después la destruimos de forma segura: el papel se tritura y los archivos electrónicos se eliminan de manera permanente.",
          ],
          list: [
            {
              term: "Registros de impuestos:",
              text: "durante el plazo en que la ley federal obliga a los preparadores a conservar copias de las declaraciones (por lo general, al menos tres años).",
            },
            {
              term: "Registros de Notary Public:",
              text: "como el libro de registro de actos, cuando la ley de Florida lo exige o cuando lo llevamos, durante el plazo que fija la ley.",
            },
            {
              term: "Formularios y traducciones que preparamos para usted:",
              text: "durante un tiempo razonable para ayudarlo con trámites posteriores, salvo que nos pida eliminarlos antes y ninguna ley nos obligue a conservarlos.",
            },
            {
              term: "Documentos originales:",
              text: "se los devolvemos; solo guardamos copias cuando el servicio lo requiere.",
            },
            {
              term: "Registros del servidor:",
              text: "la empresa de alojamiento los conserva por un tiempo limitado, por seguridad.",
            },
            {
              term: "Su preferencia de idioma:",
              text: "queda en su propio dispositivo hasta que usted la borre.",
            },
          ],
        },
      ],
    },
    security: {
      title: "Cómo protegemos la información",
      blocks: [
        {
          heading: "En el sitio web",
          text: [
            "El sitio se sirve únicamente por conexiones cifradas (HTTPS), así que lo que usted lee no puede verse ni alterarse en el camino. Encabezados de seguridad estrictos bloquean cualquier script que no provenga del propio sitio e impiden que otros sitios incrusten nuestras páginas.",
          ],
        },
        {
          heading: "En nuestra oficina",
          text: [
            "Solo el personal que trabaja en su trámite puede ver sus archivos. Como preparadores de impuestos, seguimos las normas del IRS y de la Comisión Federal de Comercio (FTC) para proteger los datos de los contribuyentes.",
            "Le pedimos no enviar números de Seguro Social ni copias de documentos de identidad por correo electrónico común o por mensajes de redes sociales. Tráigalos a la oficina o pregúntenos por una forma más segura de compartirlos.",
            "Ningún sistema es completamente seguro. Si alguna vez una falla de seguridad afectara sus datos personales, se lo notificaremos como lo exige la ley de Florida.",
          ],
        },
      ],
    },
    acceptance: {
      title: "Cambios y aceptación",
      blocks: [
        {
          text: [
            "Al usar este sitio web o nuestros servicios, usted reconoce que ha leído esta política.",
            "Podemos actualizar esta política cuando cambien nuestras prácticas o la ley. La versión publicada en esta página es la vigente, por lo que le recomendamos revisarla de vez en cuando. Si alguna vez cambiamos de forma importante el uso que damos a la información de los clientes, se lo comunicaremos directamente.",
          ],
        },
      ],
    },
    contact: {
      title: "Contáctenos",
      blocks: [
        {
          text: [
            "Si tiene preguntas sobre esta política, o desea ver, corregir o eliminar la información que tenemos sobre usted, comuníquese con nosotros. Atenderemos su solicitud, salvo que la ley nos obligue a conservar esa información.",
          ],
        },
      ],
    },
  },
};
