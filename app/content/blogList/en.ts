import { pageWords } from "../page-words";
import { blogListSchema } from "./schema";

/** The Blog page and the words all articles share's words in English, from content/pages/blogList.en.yaml. */
export const blogListEn = pageWords("blogList", "en", blogListSchema);
export type BlogListText = typeof blogListEn;
