import { defineSection } from "../i18n";

const en = {
  meta: { title: "Business Setup | Sol Multiservices", description: "Company registration, EIN, licensing and registered agent." },
  hero: { title: "Business Setup", subtitle: "Company registration, EIN, licensing and registered agent." },
};

export const business = defineSection(en, {
  meta: { title: "Creación de empresas | Sol Multiservices", description: "Registro de empresas, EIN, licencias y agente registrado." },
  hero: { title: "Creación de empresas", subtitle: "Registro de empresas, EIN, licencias y agente registrado." },
});
