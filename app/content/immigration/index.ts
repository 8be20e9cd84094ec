import { defineSection } from "../i18n";
import { immigrationEn } from "./en";
import { immigrationEs } from "./es";

export const immigration = defineSection(immigrationEn, immigrationEs);
