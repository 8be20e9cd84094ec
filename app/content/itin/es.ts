import { pageWords } from "../page-words";
import { itinSchema } from "./schema";

/** The ITIN Services page's words in Spanish, from content/pages/itin.es.yaml (the same shape as the English). */
export const itinEs = pageWords("itin", "es", itinSchema);
