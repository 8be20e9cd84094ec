import { pageWords } from "../page-words";
import { termsSchema } from "./schema";

/** The Terms of Service's words in English, from content/pages/terms.en.yaml. */
export const termsEn = pageWords("terms", "en", termsSchema);
export type TermsText = typeof termsEn;
