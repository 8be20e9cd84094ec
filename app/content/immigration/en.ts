import { pageWords } from "../page-words";
import { immigrationSchema } from "./schema";

/** The Immigration page's words in English, from content/pages/immigration.en.yaml. */
export const immigrationEn = pageWords("immigration", "en", immigrationSchema);
export type ImmigrationText = typeof immigrationEn;
