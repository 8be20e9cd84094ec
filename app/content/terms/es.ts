import { pageWords } from "../page-words";
import { termsSchema } from "./schema";

/** The Terms of Service's words in Spanish, from content/pages/terms.es.yaml (the same shape as the English). */
export const termsEs = pageWords("terms", "es", termsSchema);
