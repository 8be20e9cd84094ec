import { defineSection } from "../i18n";

const en = {
  meta: { title: "Terms of Service | Sol Multiservices", description: "The terms for using this website." },
  hero: { title: "Terms of Service", subtitle: "The terms for using this website." },
};

export const terms = defineSection(en, {
  meta: { title: "Términos del servicio | Sol Multiservices", description: "Los términos de uso de este sitio web." },
  hero: { title: "Términos del servicio", subtitle: "Los términos de uso de este sitio web." },
});
