import type { BlogListText } from "./en";
import { officeConfig } from "~/site/config";

export const blogListEs: BlogListText = {
  meta: {
    title: `Blog: guías de impuestos, ITIN, inmigración y empresas | ${officeConfig.officeName}`,
    description:
      "Guías claras de nuestra oficina bilingüe: impuestos 2024, ITIN, trámites de inmigración, cómo crear una LLC, traducciones certificadas y notarizaciones.",
  },
  hero: {
    title: "Guías y novedades de nuestra oficina",
    subtitle:
      "Artículos claros y prácticos sobre impuestos, ITIN, trámites de inmigración, empresas y más, escritos para nuestra comunidad en español y en inglés.",
  },
  featured: "Artículo destacado",
  readMore: "Leer más",
  minutesRead: "min de lectura",
  by: "Por",
  updated: "Actualizado el",
  publishedOn: "Publicado el",
  allArticles: "Todos los artículos",
  filterLabel: "Filtrar artículos por tema",
  filters: {
    all: "Todos",
    immigration: "Inmigración",
    taxes: "Impuestos",
    business: "Empresas",
    additional: "Servicios adicionales",
  },
  showing: "Mostrando {count} de {total} artículos",
  noResults: "Todavía no hay artículos sobre este tema.",
  categories: {
    taxes: "Impuestos",
    itin: "Servicios de ITIN",
    immigration: "Inmigración",
    business: "Creación de empresas",
    translations: "Traducciones",
    notary: "Servicios de Notary Public",
  },
  backToBlog: "Volver al blog",
  notAdvice:
    "Este artículo es información general, no asesoría legal, tributaria ni migratoria. Nuestra oficina no es un bufete de abogados. Para recibir asesoría sobre su caso, consulte a un profesional autorizado.",
  newsletter: {
    title: "Reciba nuestros consejos por correo",
    subtitle:
      "Fechas límite, reglas nuevas y consejos prácticos, unas pocas veces al año. Sin spam; puede darse de baja cuando quiera.",
    label: "Su correo electrónico",
    placeholder: "usted@ejemplo.com",
    button: "Suscribirme",
    errorEmpty: "Escriba su correo electrónico.",
    errorInvalid: "Escriba un correo electrónico válido, por ejemplo nombre@ejemplo.com.",
    mailSubject: "Suscripción al boletín",
    mailBody: "Hola, por favor agreguen {email} a la lista de su boletín. ¡Gracias!",
    toastTitle: "¡Ya casi!",
    toastText:
      "Se abrió su aplicación de correo con su solicitud de suscripción. Envíe ese mensaje y agregaremos su correo a la lista.",
    fallback: "Si no se abrió su aplicación de correo, envíe su solicitud a",
    privacy: "Solo usamos su correo para enviarle el boletín. Consulte nuestra",
    privacyLink: "política de privacidad",
  },
};
