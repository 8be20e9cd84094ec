import { defineSection } from "../i18n";
import { commonEn } from "./en";
import { commonEs } from "./es";

/** Layout and shared-component words, per language. */
export const common = defineSection(commonEn, commonEs);
