import { defineSection } from "../i18n";
import { marriageEn } from "./en";
import { marriageEs } from "./es";

export const marriage = defineSection(marriageEn, marriageEs);
