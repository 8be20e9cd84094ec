import { pageWords } from "../page-words";
import { businessSchema } from "./schema";

/** The Business Setup page's words in Spanish, from content/pages/business.es.yaml (the same shape as the English). */
export const businessEs = pageWords("business", "es", businessSchema);
