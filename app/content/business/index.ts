import { defineSection } from "../i18n";
import { businessEn } from "./en";
import { businessEs } from "./es";

export const business = defineSection(businessEn, businessEs);
