import { pageWords } from "../page-words";
import { taxSchema } from "./schema";

/** The Tax Services page's words in English, from content/pages/tax.en.yaml. */
export const taxEn = pageWords("tax", "en", taxSchema);
export type TaxText = typeof taxEn;
