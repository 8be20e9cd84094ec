import { defineSection } from "../i18n";
import { itinEn } from "./en";
import { itinEs } from "./es";

export const itin = defineSection(itinEn, itinEs);
