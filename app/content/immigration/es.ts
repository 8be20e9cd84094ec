import { pageWords } from "../page-words";
import { immigrationSchema } from "./schema";

/** The Immigration page's words in Spanish, from content/pages/immigration.es.yaml (the same shape as the English). */
export const immigrationEs = pageWords("immigration", "es", immigrationSchema);
