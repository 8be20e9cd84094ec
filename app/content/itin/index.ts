import { defineSection } from "../i18n";

const en = {
  meta: { title: "ITIN Services | Sol Multiservices", description: "New ITIN applications and renewals with an IRS acceptance agent." },
  hero: { title: "ITIN Services", subtitle: "New ITIN applications and renewals with an IRS acceptance agent." },
};

export const itin = defineSection(en, {
  meta: { title: "Servicios de ITIN | Sol Multiservices", description: "Solicitudes y renovaciones de ITIN con un agente de aceptación del IRS." },
  hero: { title: "Servicios de ITIN", subtitle: "Solicitudes y renovaciones de ITIN con un agente de aceptación del IRS." },
});
