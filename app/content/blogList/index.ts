import { defineSection } from "../i18n";
import { blogListEn } from "./en";
import { blogListEs } from "./es";

/** Blog list page and the words shared by the articles. */
export const blogList = defineSection(blogListEn, blogListEs);
