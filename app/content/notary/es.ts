import { pageWords } from "../page-words";
import { notarySchema } from "./schema";

/** The Notary Public page's words in Spanish, from content/pages/notary.es.yaml (the same shape as the English). */
export const notaryEs = pageWords("notary", "es", notarySchema);
