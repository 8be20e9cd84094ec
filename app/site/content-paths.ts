/** Where the owner's files live, from the project root (no module here reads them). */

/** The articles: `<Id>.<language>.md`. */
export const articlesDir = "app/content/blog/articles";
