import { pageWords } from "../page-words";
import { translationsSchema } from "./schema";

/** The Translations page's words in English, from content/pages/translations.en.yaml. */
export const translationsEn = pageWords("translations", "en", translationsSchema);
export type TranslationsText = typeof translationsEn;
