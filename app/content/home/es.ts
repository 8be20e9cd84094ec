import { pageWords } from "../page-words";
import { homeSchema } from "./schema";

/** The Home page's words in Spanish, from content/pages/home.es.yaml (the same shape as the English). */
export const homeEs = pageWords("home", "es", homeSchema);
