import { defineSection } from "../i18n";
import { notaryEn } from "./en";
import { notaryEs } from "./es";

export const notary = defineSection(notaryEn, notaryEs);
