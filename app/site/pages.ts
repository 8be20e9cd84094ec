// The route table, from content/pages/ and the articles: routes, prerender list and host files
// derive from it. Names match in any casing (canonical-path.ts), so none may differ only in case.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { useLocation } from "react-router";
import { articleIds, type ArticleId } from "./article-files";
import { linkedPage } from "./linked-page";
import { officeConfig } from "./config";
import { articlesDir, pagesDir } from "./content-paths";
import { defaultLocale, localePrefix, locales, type Locale } from "./locales";

export { defaultLocale, locales, type Locale };

/** The spec's pages: their files may change, but must exist. */
export const specPageIds = `Home NotaryPublic TaxServices ItinServices Immigration TruckServices
  Translations MarriagesDivorces BusinessSetup AdditionalServices Blog PrivacyPolicy TermsOfService
  Accessibility`.split(/\s+/);

/** The file of a page's words in a language, from the project root. */
export const pageFileName = (id: string, locale: Locale) => `${pagesDir}/${id}.${locale}.yaml`;

/** The pages in content/pages/; a language or a spec page missing stops the build. */
export function pageIdsIn(root = process.cwd()): string[] {
  const names = readdirSync(join(root, pagesDir)).filter((name) => !name.startsWith("."));
  const pageFile = new RegExp(`^[A-Za-z][\\w-]*\\.(${locales.join("|")})\\.yaml$`);
  const odd = names.find((name) => !pageFile.test(name));
  if (odd)
    throw new Error(
      `${pagesDir}/${odd}: a page's files are <Page>.<language>.yaml, the page's address starting with a letter and the language one of ${locales.join(", ")} (PassportPhotos.en.yaml); rename or remove it`,
    );
  const ids = [...new Set(names.map((name) => name.split(".")[0]!))];
  for (const id of new Set([...ids, ...specPageIds]))
    for (const locale of locales)
      if (!names.includes(`${id}.${locale}.yaml`))
        throw new Error(
          `${pageFileName(id, locale)} is missing: every page has a file per language`,
        );
  return ids.sort();
}

export const staticPageIds: readonly string[] = pageIdsIn();
export type PageId = string;
export const pageIds: readonly PageId[] = [...staticPageIds, ...articleIds];

export const isArticleId = (page: PageId): page is ArticleId =>
  (articleIds as readonly string[]).includes(page);

/** The route module that renders a page (relative to `app/`). */
export const pageModule = (page: PageId): string =>
  isArticleId(page) ? "routes/article.tsx" : "routes/page.tsx";

/** The path of a page in a language: `/NotaryPublic`, `/es/NotaryPublic`, `/`, `/es`. */
export const pagePath = (id: PageId, locale: Locale): string =>
  id === "Home" ? localePrefix(locale) || "/" : `${localePrefix(locale)}/${id}`;

/** The absolute URL of a page in a language, from the configured site origin. */
export const absoluteUrl = (page: PageId, locale: Locale): string =>
  officeConfig.siteUrl + pagePath(page, locale);

/** Aliases the router also answers, rendering an existing page. */
export const aliasPaths: readonly { path: string; page: PageId; locale: Locale }[] = locales.map(
  (locale) => ({ path: `${localePrefix(locale)}/Home`, page: "Home", locale }),
);

/** The path the server answers with a 404 status and the Home body, per language. */
export const notFoundPath = (locale: Locale): string => `${localePrefix(locale)}/404`;

/** Top-level names the site itself answers (a language, the editor, the scripts, the home file). */
export const reservedNames: readonly string[] = [
  ...locales.filter((locale) => locale !== defaultLocale),
  ...["admin", "assets", "index"],
];

/** Stops the build at an address already taken, in any capitals, by an earlier page or the site. */
export function checkAddresses(ids: readonly string[], pageCount: number) {
  for (const [i, id] of ids.entries()) {
    const article = i >= pageCount;
    const files = article ? `${articlesDir}/${id}.*.md` : `${pagesDir}/${id}.*.yaml`;
    const other = ids.find((other, j) => j < i && other.toLowerCase() === id.toLowerCase());
    const own = reservedNames.includes(id.toLowerCase()) && `the site's own /${id.toLowerCase()}`;
    const taken = own || (other && `"${other}"`);
    if (taken)
      throw new Error(
        `${files}: the address "${id}" is taken by ${taken}, in any capitals; rename the ${article ? "article" : "page"}'s files`,
      );
  }
}
checkAddresses(pageIds, staticPageIds.length);

/** A page and its language; `known` is false when the path names no page (Home, with a 404). */
export type ResolvedPath = { locale: Locale; page: PageId; known: boolean };

/** The page being shown and its language, from its URL: what every component asks. */
export const usePage = (): ResolvedPath => resolvePath(useLocation().pathname);

/** The page and language of a URL path (`linkedPage` reads it); else Home, unknown. */
export function resolvePath(pathname: string): ResolvedPath {
  const { locale, page } = linkedPage(pathname, pageIds);
  return { locale, page: page ?? "Home", known: page !== undefined };
}
