import { pageWords } from "../page-words";
import { privacySchema } from "./schema";

/** The Privacy Policy's words in Spanish, from content/pages/privacy.es.yaml (the same shape as the English). */
export const privacyEs = pageWords("privacy", "es", privacySchema);
