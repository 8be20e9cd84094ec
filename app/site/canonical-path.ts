/**
 * Page names are compared case-insensitively, but each page has one URL.
 * This gives that URL for any casing: the host rules generated at build
 * (app/site/static-host.ts) use it, and so does the language boot in the
 * 404 page, which carries the page names as data. Kept small (it ships
 * inline) and free of the page table (which the browser never loads).
 */
import { defaultLocale, isLocale, localePrefix, type Locale } from "./locales";

/** What a URL path names: its language, its segments after the language prefix, and its page if any. */
export interface PathTarget<Name extends string> {
  locale: Locale;
  segments: string[];
  /** The one of `pageNames` the single segment names, in any casing; undefined otherwise. */
  page: Name | undefined;
}

/**
 * The one place page names are matched: the language is the first segment
 * when it names another language (`es`, `ES`), the page the single segment
 * after it, compared case-insensitively with `pageNames`. The route table
 * (`resolvePath` in pages.ts), the host's casing redirects and the 404
 * page's boot all use it.
 */
export function pathTarget<Name extends string>(
  pathname: string,
  pageNames: readonly Name[],
): PathTarget<Name> {
  const segments = pathname.split("/").filter(Boolean);
  const first = segments[0]?.toLowerCase();
  const locale = isLocale(first) && first !== defaultLocale ? first : defaultLocale;
  if (locale !== defaultLocale) segments.shift();
  const wanted = segments.length === 1 ? segments[0]!.toLowerCase() : undefined;
  return { locale, segments, page: pageNames.find((name) => name.toLowerCase() === wanted) };
}

/**
 * The canonical URL path of a page path written in another casing or with a
 * trailing slash: `/es/immigration/` → `/es/Immigration`, `/HOME` → `/Home`,
 * `/ES` → `/es`; an unknown page keeps its name under the canonical prefix
 * (`/ES/nope` → `/es/nope`). Returns null when the path is already canonical
 * or has another shape. `pageNames` are the pages' path segments.
 */
export function canonicalPagePath(pathname: string, pageNames: readonly string[]): string | null {
  if (!pathname.startsWith("/") || pathname.includes("//")) return null;
  const { locale, segments, page } = pathTarget(pathname, pageNames);
  const prefix = localePrefix(locale);
  if (!page && !prefix) return null;
  const canonical = `${prefix}/${page ?? segments.join("/")}`.replace(/(.)\/$/, "$1");
  return canonical === pathname ? null : canonical;
}
