import { defineSection } from "../i18n";
import { translationsEn } from "./en";
import { translationsEs } from "./es";

export const translations = defineSection(translationsEn, translationsEs);
