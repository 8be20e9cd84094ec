import { defineSection } from "../i18n";

const en = {
  meta: { title: "Privacy Policy | Sol Multiservices", description: "How this website handles your information." },
  hero: { title: "Privacy Policy", subtitle: "How this website handles your information." },
};

export const privacy = defineSection(en, {
  meta: { title: "Política de privacidad | Sol Multiservices", description: "Cómo este sitio web maneja su información." },
  hero: { title: "Política de privacidad", subtitle: "Cómo este sitio web maneja su información." },
});
