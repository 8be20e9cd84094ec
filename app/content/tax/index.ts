import { defineSection } from "../i18n";
import { taxEn } from "./en";
import { taxEs } from "./es";

export const tax = defineSection(taxEn, taxEs);
