import type { CommonText } from "./en";

export const commonEs: CommonText = {
  skipToContent: "Saltar al contenido principal",
  mainNavigation: "Navegación principal",
  closeMenu: "Cerrar menú",
  menu: "Menú",
  contactUs: "Contáctenos",
  callUs: "Llámenos",
  emailUs: "Escríbanos",
  followUs: "Síganos",
  language: "Idioma",
  socialNames: { facebook: "Facebook", instagram: "Instagram", tiktok: "TikTok" },
  opensInNewTab: "(se abre en una pestaña nueva)",
  address: {
    directions: "Cómo llegar",
  },
  whatsApp: {
    name: "WhatsApp",
    chat: "Escríbanos por WhatsApp",
    message: "Hola, {office}. Quisiera más información.",
    serviceMessage: "Hola, {office}. Quisiera información sobre {service}.",
  },
  openStatus: {
    open: "Abierto ahora · cierra a las {time}",
    closed: "Cerrado ahora",
    opensToday: "Cerrado ahora · abre hoy a las {time}",
    opensTomorrow: "Cerrado ahora · abre mañana a las {time}",
    opensOn: "Cerrado ahora · abre el {day} a las {time}",
    oneOClock: ["a las {time}", "a la {time}"],
  },
  specialHours: {
    title: "Días festivos y horarios especiales",
    seeHours: "Ver el horario",
  },
  saveContact: "Guardar contacto",
  priceFrom: "Desde {price}",
  bookNow: "Reservar cita",
  about: "sobre",
  learnMore: "Más información",
  footer: {
    tagline:
      "Notary Public, impuestos, ITIN, preparación de documentos de inmigración, traducciones certificadas y más, en español e inglés.",
    ourServices: "Nuestros servicios",
    legal: "Legal",
    paymentMethods: "Formas de pago que aceptamos",
    officeHours: "Horario",
    inOffice: "En la oficina",
    online: "Servicios en línea",
    closed: "Cerrado",
    copyright: "Todos los derechos reservados.",
  },
  weekdays: {
    Monday: "lunes",
    Tuesday: "martes",
    Wednesday: "miércoles",
    Thursday: "jueves",
    Friday: "viernes",
    Saturday: "sábado",
    Sunday: "domingo",
  },
  through: "a",
  ratingLabel: "Calificación: {rating} de 5 estrellas",
  notaryNotice: {
    title: "Aviso exigido por la ley de Florida",
    text: "NO SOY ABOGADO CON LICENCIA PARA EJERCER LA ABOGACÍA EN EL ESTADO DE FLORIDA, Y NO PUEDO DAR ASESORÍA LEGAL NI ACEPTAR HONORARIOS POR ASESORÍA LEGAL.",
  },
  immigrationServicesNotice: {
    title: "Servicios de inmigración: aviso exigido por la ley de Florida",
    statement:
      "NO SOY ABOGADO CON LICENCIA PARA EJERCER LA ABOGACÍA Y NO PUEDO DAR ASESORÍA LEGAL NI ACEPTAR HONORARIOS POR ASESORÍA LEGAL. NO ESTOY ACREDITADO PARA REPRESENTARLO EN ASUNTOS DE INMIGRACIÓN.",
    explanation:
      "Nuestra oficina no es un bufete de abogados y nuestro personal no está formado por abogados. Transcribimos en los formularios la información que usted nos entrega por escrito, y no podemos darle asesoría legal, elegir formularios por usted ni representarlo ante ninguna agencia o tribunal. Para recibir asesoría legal, consulte a un abogado con licencia o a un representante acreditado por el Departamento de Justicia de EE. UU.",
  },
  toastRegion: "Notificaciones",
  dismiss: "Cerrar",
};
