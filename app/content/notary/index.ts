import { defineSection } from "../i18n";

const en = {
  meta: { title: "Notary Public Services | Sol Multiservices", description: "Notarization, apostilles, certified copies and mobile notary service in Florida." },
  hero: { title: "Notary Public Services", subtitle: "Notarization, apostilles, certified copies and mobile notary service in Florida." },
};

export const notary = defineSection(en, {
  meta: { title: "Servicios de Notary Public | Sol Multiservices", description: "Notarizaciones, apostillas, copias certificadas y servicio de Notary Public a domicilio en Florida." },
  hero: { title: "Servicios de Notary Public", subtitle: "Notarizaciones, apostillas, copias certificadas y servicio de Notary Public a domicilio en Florida." },
});
