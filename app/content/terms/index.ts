import { defineSection } from "../i18n";
import { termsEn } from "./en";
import { termsEs } from "./es";

export const terms = defineSection(termsEn, termsEs);
