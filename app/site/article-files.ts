// The articles' ids from their file names alone (`<Id>.<language>.md` is the page `/<Id>`).
import { existsSync, readdirSync } from "node:fs";
import { articleIdPattern, articlesDir, pagesDir } from "./content-paths";
import { warnOnce } from "./data-file";
import { isLocale, locales, type Locale } from "./locales";

/** An article's id: its file name without language and extension, and its URL segment. */
export type ArticleId = string & { readonly __brand: "ArticleId" };

export { articlesDir } from "./content-paths";

const fileName = new RegExp(`(?:^|/)(${articleIdPattern.slice(1, -1)})\\.([a-z]+)\\.md$`);

/** The articles of these files (".../BlogPost1.es.md"), in name order, but any whose address a page
 * has (`pageHas`); fails naming a bad file. */
export function articleIdsOf(paths: readonly string[]): ArticleId[] {
  const found = new Map<ArticleId, Locale[]>();
  for (const path of paths) {
    const [, id, locale] = fileName.exec(path) ?? [];
    if (!id || !isLocale(locale))
      throw new Error(
        `${path}: name an article file <Name>.<language>.md with a language of ${locales.join(", ")} ` +
          `(e.g. BlogPost7.en.md and BlogPost7.es.md); the name may hold letters, digits and dashes`,
      );
    found.set(id as ArticleId, [...(found.get(id as ArticleId) ?? []), locale]);
  }
  for (const [id, have] of found) {
    const missing = locales.find((locale) => !have.includes(locale));
    const language = missing && new Intl.DisplayNames("en", { type: "language" }).of(missing);
    if (missing)
      throw new Error(
        `${articlesDir}/${id}.${have[0]}.md has no ${language} twin: ` +
          `add ${articlesDir}/${id}.${missing}.md (every article exists in ${locales.join(" and ")})`,
      );
  }
  const ids = [...found.keys()].filter((id) => !pageHas(id));
  return ids.sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
}

/** The articles' file names: none once the owner has deleted them all (Git keeps no empty folder). */
export const articleFiles = () =>
  existsSync(articlesDir) ? readdirSync(articlesDir).filter((name) => name.endsWith(".md")) : [];

/** Whether a page has this article's address, in any capitals: both were saved in the editor before
 * a build told it of the other. The page keeps it; the article is left out, told in the log. */
export function pageHas(id: string) {
  const page = readdirSync(pagesDir).find(
    (name) => name.split(".")[0]!.toLowerCase() === id.toLowerCase(),
  );
  if (page)
    warnOnce(
      `${articlesDir}/${id}.*.md is left out: its address is the page's ${pagesDir}/${page}; delete the article and write it again under another address`,
    );
  return page !== undefined;
}

/** Every article, by id, in name order (the blog list orders them by date). */
export const articleIds: readonly ArticleId[] = articleIdsOf(articleFiles());
