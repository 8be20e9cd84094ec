// Where the owner's files live, from the project root (no module here reads them).

/** The articles: `<Id>.<language>.md`. */
export const articlesDir = "app/content/blog/articles";
/** An article's id, its file name before the language: a letter, then letters, digits, dashes. */
export const articleIdPattern = "^[A-Za-z][A-Za-z0-9-]*$";
/** The pages: `<Id>.<language>.yaml`. */
export const pagesDir = "content/pages";
