import { defineSection } from "../i18n";
import { additionalServicesEn } from "./en";
import { additionalServicesEs } from "./es";

export const additionalServices = defineSection(additionalServicesEn, additionalServicesEs);
