import { pageWords } from "../page-words";
import { translationsSchema } from "./schema";

/** The Translations page's words in Spanish, from content/pages/translations.es.yaml (the same shape as the English). */
export const translationsEs = pageWords("translations", "es", translationsSchema);
