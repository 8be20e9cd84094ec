import { defineSection } from "../i18n";

const en = {
  meta: { title: "Immigration Document Preparation | Sol Multiservices", description: "Preparation of immigration forms at your direction. We are not attorneys." },
  hero: { title: "Immigration Document Preparation", subtitle: "Preparation of immigration forms at your direction. We are not attorneys." },
};

export const immigration = defineSection(en, {
  meta: { title: "Preparación de documentos de inmigración | Sol Multiservices", description: "Preparación de formularios de inmigración según sus indicaciones. No somos abogados." },
  hero: { title: "Preparación de documentos de inmigración", subtitle: "Preparación de formularios de inmigración según sus indicaciones. No somos abogados." },
});
