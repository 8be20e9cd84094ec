import { pageWords } from "../page-words";
import { taxSchema } from "./schema";

/** The Tax Services page's words in Spanish, from content/pages/tax.es.yaml (the same shape as the English). */
export const taxEs = pageWords("tax", "es", taxSchema);
