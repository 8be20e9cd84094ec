import { pageWords } from "../page-words";
import { marriageSchema } from "./schema";

/** The Marriages & Divorces page's words in English, from content/pages/marriage.en.yaml. */
export const marriageEn = pageWords("marriage", "en", marriageSchema);
export type MarriageText = typeof marriageEn;
