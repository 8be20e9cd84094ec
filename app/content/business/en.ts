import { pageWords } from "../page-words";
import { businessSchema } from "./schema";

/** The Business Setup page's words in English, from content/pages/business.en.yaml. */
export const businessEn = pageWords("business", "en", businessSchema);
export type BusinessText = typeof businessEn;
