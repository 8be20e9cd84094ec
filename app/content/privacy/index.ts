import { defineSection } from "../i18n";
import { privacyEn } from "./en";
import { privacyEs } from "./es";

export const privacy = defineSection(privacyEn, privacyEs);
