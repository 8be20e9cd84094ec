import { defineSection } from "../i18n";

const en = {
  meta: { title: "Additional Services | Sol Multiservices", description: "Administrative help, money transfers, bill payment and more." },
  hero: { title: "Additional Services", subtitle: "Administrative help, money transfers, bill payment and more." },
};

export const additionalServices = defineSection(en, {
  meta: { title: "Servicios adicionales | Sol Multiservices", description: "Ayuda administrativa, envíos de dinero, pago de facturas y más." },
  hero: { title: "Servicios adicionales", subtitle: "Ayuda administrativa, envíos de dinero, pago de facturas y más." },
});
