import { defineSection } from "../i18n";

const en = {
  meta: { title: "Certified Translations | Sol Multiservices", description: "Certified translations in 15+ languages." },
  hero: { title: "Certified Translations", subtitle: "Certified translations in 15+ languages." },
};

export const translations = defineSection(en, {
  meta: { title: "Traducciones certificadas | Sol Multiservices", description: "Traducciones certificadas en más de 15 idiomas." },
  hero: { title: "Traducciones certificadas", subtitle: "Traducciones certificadas en más de 15 idiomas." },
});
