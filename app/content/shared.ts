/**
 * The content sections several modules share: the layout's words and the
 * blog's. A page's own section is paired in its route module
 * (`defineSection(xxxEn, xxxEs)`), so each page ships only its words.
 */
import { blogListEn } from "./blogList/en";
import { blogListEs } from "./blogList/es";
import { commonEn } from "./common/en";
import { commonEs } from "./common/es";
import { defineSection } from "./i18n";

/** Layout and shared-component words, per language. */
export const common = defineSection(commonEn, commonEs);

/** Blog list page and the words shared by the articles. */
export const blogList = defineSection(blogListEn, blogListEs);
