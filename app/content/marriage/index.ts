import { defineSection } from "../i18n";

const en = {
  meta: { title: "Marriages & Divorces | Sol Multiservices", description: "Officiant, simplified divorce, name change and prenuptial agreements." },
  hero: { title: "Marriages & Divorces", subtitle: "Officiant, simplified divorce, name change and prenuptial agreements." },
};

export const marriage = defineSection(en, {
  meta: { title: "Matrimonios y divorcios | Sol Multiservices", description: "Oficiante, divorcio simplificado, cambio de nombre y acuerdos prenupciales." },
  hero: { title: "Matrimonios y divorcios", subtitle: "Oficiante, divorcio simplificado, cambio de nombre y acuerdos prenupciales." },
});
