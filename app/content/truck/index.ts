import { defineSection } from "../i18n";

const en = {
  meta: { title: "Truck Services | Sol Multiservices", description: "IFTA, UCR, IRP, DOT and permits for truckers." },
  hero: { title: "Truck Services", subtitle: "IFTA, UCR, IRP, DOT and permits for truckers." },
};

export const truck = defineSection(en, {
  meta: { title: "Servicios para camiones | Sol Multiservices", description: "IFTA, UCR, IRP, DOT y permisos para camioneros." },
  hero: { title: "Servicios para camiones", subtitle: "IFTA, UCR, IRP, DOT y permisos para camioneros." },
});
