/**
 * The route table: every page of the site, in both languages. The static
 * pages come from the page registry (page-registry.ts), the articles from
 * their Markdown files (app/content/blog/articles/); the router's routes, the
 * prerender list, the sitemap and hreflang links are derived from this module.
 */

import { articleIds, articlesDir, type ArticleId } from "./article-files";
import { pathTarget } from "./canonical-path";
import { defaultLocale, isLocale, localePrefix, locales, type Locale } from "./locales";
import { staticPage, staticPageIds, type StaticPageId } from "./page-registry";

export { defaultLocale, isLocale, locales, type ArticleId, type Locale };
export {
  footerLinks,
  navigation,
  servicePages,
  staticPage,
  staticPageIds,
  staticPages,
  type FooterGroup,
  type PageEntry,
  type PageKind,
  type StaticPageId,
} from "./page-registry";

/** A page: one of the registry's, or an article (one per file pair in app/content/blog/articles/). */
export type PageId = StaticPageId | ArticleId;

/** Every page: the registry's, then the articles. */
export const pageIds: readonly PageId[] = [...staticPageIds, ...articleIds];

const articleIdSet = new Set<PageId>(articleIds);

/** Whether a page is an article. */
export function isArticleId(page: PageId): page is ArticleId {
  return articleIdSet.has(page);
}

/** The route module that renders a page (relative to `app/`): one module serves every article. */
export function pageModule(page: PageId): string {
  return isArticleId(page) ? "routes/article.tsx" : staticPage(page).module;
}

/** A registry page's short name in a language (navigation, footer, breadcrumbs); an article's is its title. */
export function pageName(page: StaticPageId, locale: Locale): string {
  return staticPage(page).name[locale];
}

/** The path of a page in a language: `/NotaryPublic`, `/es/NotaryPublic`, `/`, `/es`. */
export function pagePath(id: PageId, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (id === "Home") return prefix || "/";
  return `${prefix}/${id}`;
}

/** Aliases the router also answers, rendering an existing page. */
export const aliasPaths: readonly { path: string; page: PageId; locale: Locale }[] = locales.map(
  (locale) => ({ path: `${localePrefix(locale)}/Home`, page: "Home", locale }),
);

/** The path the server answers with a 404 status and the Home body, per language. */
export function notFoundPath(locale: Locale): string {
  return `${localePrefix(locale)}/404`;
}

// Paths match in any casing (canonical-path.ts), so two pages may not differ only in case.
const lowerCaseIds = new Map<string, PageId>();
for (const [i, id] of pageIds.entries()) {
  const taken = lowerCaseIds.get(id.toLowerCase());
  if (taken) {
    throw new Error(
      i >= staticPageIds.length
        ? `${articlesDir}/${id}.*.md: the page name "${id}" is already taken by "${taken}"; rename the article's files`
        : `app/site/page-registry.ts: the page ids "${taken}" and "${id}" differ only in case; rename one`,
    );
  }
  lowerCaseIds.set(id.toLowerCase(), id);
}

export interface ResolvedPath {
  locale: Locale;
  page: PageId;
  /** False when the path names no page: the site shows Home and the server answers 404. */
  known: boolean;
}

/**
 * Resolves a URL path to a page and language (`pathTarget` matches the
 * names). Anything that names no page resolves to Home, marked unknown.
 */
export function resolvePath(pathname: string): ResolvedPath {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Malformed escapes: resolve the raw text, which names no page.
  }
  const { locale, segments, page } = pathTarget(decoded, pageIds);
  if (segments.length === 0) return { locale, page: "Home", known: true };
  return page ? { locale, page, known: true } : { locale, page: "Home", known: false };
}
