import { pageWords } from "../page-words";
import { homeSchema } from "./schema";

/** The Home page's words in English, from content/pages/home.en.yaml. */
export const homeEn = pageWords("home", "en", homeSchema);
export type HomeText = typeof homeEn;
