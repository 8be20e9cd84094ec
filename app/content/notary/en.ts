import { pageWords } from "../page-words";
import { notarySchema } from "./schema";

/** The Notary Public page's words in English, from content/pages/notary.en.yaml. */
export const notaryEn = pageWords("notary", "en", notarySchema);
export type NotaryText = typeof notaryEn;
