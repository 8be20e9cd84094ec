import { pageWords } from "../page-words";
import { itinSchema } from "./schema";

/** The ITIN Services page's words in English, from content/pages/itin.en.yaml. */
export const itinEn = pageWords("itin", "en", itinSchema);
export type ItinText = typeof itinEn;
