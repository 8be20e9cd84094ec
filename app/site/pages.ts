/**
 * The route table: every page of the site, in one typed list. Navigation,
 * the router's routes, the prerender list, the sitemap and hreflang links are
 * all derived from it.
 */

import { articleIds, articlesDir, type ArticleId } from "../content/blog/article-files";
import { defaultLocale, isLocale, localePrefix, locales, type Locale } from "./locales";

export { defaultLocale, isLocale, locales, type ArticleId, type Locale };

/** Every page but the articles, in the order the spec lists them; `id` is also its path segment. */
export const staticPageIds = [
  "Home",
  "NotaryPublic",
  "TaxServices",
  "ItinServices",
  "Immigration",
  "TruckServices",
  "Translations",
  "MarriagesDivorces",
  "BusinessSetup",
  "AdditionalServices",
  "Blog",
  "PrivacyPolicy",
  "TermsOfService",
] as const;
export type StaticPageId = (typeof staticPageIds)[number];

/** A page: one of the static pages, or an article (one per file pair in app/content/blog/articles/). */
export type PageId = StaticPageId | ArticleId;

/** Every page: the static ones, then the articles. */
export const pageIds: readonly PageId[] = [...staticPageIds, ...articleIds];

const articleIdSet = new Set<PageId>(articleIds);

/** Whether a page is an article. */
export function isArticleId(page: PageId): page is ArticleId {
  return articleIdSet.has(page);
}

/** The header navigation, in the spec's order. */
export const navigation = [
  "Home",
  "NotaryPublic",
  "TaxServices",
  "ItinServices",
  "Immigration",
  "TruckServices",
  "Translations",
  "MarriagesDivorces",
  "BusinessSetup",
  "AdditionalServices",
  "Blog",
] as const satisfies readonly PageId[];

/** The footer's "Our Services" list, in the spec's order. */
export const footerServices = [
  "Immigration",
  "ItinServices",
  "TaxServices",
  "Translations",
  "NotaryPublic",
  "AdditionalServices",
] as const satisfies readonly PageId[];

/** The route module that renders each static page (relative to `app/`). */
const staticPageModules: Record<StaticPageId, string> = {
  Home: "routes/home.tsx",
  NotaryPublic: "routes/notary.tsx",
  TaxServices: "routes/tax.tsx",
  ItinServices: "routes/itin.tsx",
  Immigration: "routes/immigration.tsx",
  TruckServices: "routes/truck.tsx",
  Translations: "routes/translations.tsx",
  MarriagesDivorces: "routes/marriage.tsx",
  BusinessSetup: "routes/business.tsx",
  AdditionalServices: "routes/additional.tsx",
  Blog: "routes/blog.tsx",
  PrivacyPolicy: "routes/privacy.tsx",
  TermsOfService: "routes/terms.tsx",
};

/** The route module that renders a page (relative to `app/`): one module serves every article. */
export function pageModule(page: PageId): string {
  return isArticleId(page) ? "routes/article.tsx" : staticPageModules[page];
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

const pageBySegment = new Map<string, PageId>();
for (const id of pageIds) {
  // Paths match in any casing, so two pages may not differ only in case.
  const taken = pageBySegment.get(id.toLowerCase());
  if (taken) {
    throw new Error(
      `${articlesDir}/${id}.*.md: the page name "${id}" is already taken by "${taken}"; rename the article's files`,
    );
  }
  pageBySegment.set(id.toLowerCase(), id);
}

export interface ResolvedPath {
  locale: Locale;
  page: PageId;
  /** False when the path names no page: the site shows Home and the server answers 404. */
  known: boolean;
}

/**
 * Resolves a URL path to a page and language. The language is the `/es`
 * prefix; the page is the remaining segment, compared case-insensitively.
 * Anything else resolves to Home, marked unknown.
 */
export function resolvePath(pathname: string): ResolvedPath {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Malformed escapes: resolve the raw text, which names no page.
  }
  const segments = decoded.split("/").filter(Boolean);
  let locale: Locale = defaultLocale;
  const first = segments[0]?.toLowerCase();
  if (isLocale(first) && first !== defaultLocale) {
    locale = first;
    segments.shift();
  }
  if (segments.length === 0) return { locale, page: "Home", known: true };
  if (segments.length > 1) return { locale, page: "Home", known: false };
  const page = pageBySegment.get(segments[0]!.toLowerCase());
  return page ? { locale, page, known: true } : { locale, page: "Home", known: false };
}

/** The same page in another language; Home for a path that names no page. */
export function switchLocalePath(pathname: string, locale: Locale): string {
  const { page } = resolvePath(pathname);
  return pagePath(page, locale);
}
