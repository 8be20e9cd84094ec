import { pageWords } from "../page-words";
import { marriageSchema } from "./schema";

/** The Marriages & Divorces page's words in Spanish, from content/pages/marriage.es.yaml (the same shape as the English). */
export const marriageEs = pageWords("marriage", "es", marriageSchema);
