import { pageWords } from "../page-words";
import { blogListSchema } from "./schema";

/** The Blog page and the words all articles share's words in Spanish, from content/pages/blogList.es.yaml (the same shape as the English). */
export const blogListEs = pageWords("blogList", "es", blogListSchema);
