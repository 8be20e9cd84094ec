import { pageWords } from "../page-words";
import { privacySchema } from "./schema";

/** The Privacy Policy's words in English, from content/pages/privacy.en.yaml. */
export const privacyEn = pageWords("privacy", "en", privacySchema);
export type PrivacyText = typeof privacyEn;
