import { defineSection } from "../i18n";

const en = {
  meta: { title: "Blog | Sol Multiservices", description: "Guides on taxes, ITIN, immigration paperwork and business." },
  hero: { title: "Blog", subtitle: "Guides on taxes, ITIN, immigration paperwork and business." },
};

export const blogList = defineSection(en, {
  meta: { title: "Blog | Sol Multiservices", description: "Guías sobre impuestos, ITIN, trámites de inmigración y empresas." },
  hero: { title: "Blog", subtitle: "Guías sobre impuestos, ITIN, trámites de inmigración y empresas." },
});
