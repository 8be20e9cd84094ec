import { defineSection } from "../i18n";

const en = {
  meta: { title: "Tax Services | Sol Multiservices", description: "Personal and business tax preparation in Florida." },
  hero: { title: "Tax Services", subtitle: "Personal and business tax preparation in Florida." },
};

export const tax = defineSection(en, {
  meta: { title: "Servicios de impuestos | Sol Multiservices", description: "Preparación de impuestos personales y de negocios en Florida." },
  hero: { title: "Servicios de impuestos", subtitle: "Preparación de impuestos personales y de negocios en Florida." },
});
