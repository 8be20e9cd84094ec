// Page names match in any casing, but each page has one URL. Small (it ships inline in the 404
// page's boot) and free of the page table, which the browser never loads.
import { defaultLocale, isLocale, localePrefix } from "./locales";

/**
 * The one place page names are matched (route table, host casing redirects, 404 boot): the language
 * is the first segment when it names another (`es`, `ES`), `segments` those after it, and `page`
 * the one of `pageNames` the single segment names, in any casing, else undefined.
 */
export function pathTarget<Name extends string>(pathname: string, pageNames: readonly Name[]) {
  const segments = pathname.split("/").filter(Boolean);
  const first = segments[0]?.toLowerCase();
  const locale = isLocale(first) && first !== defaultLocale ? first : defaultLocale;
  if (locale !== defaultLocale) segments.shift();
  const wanted = segments.length === 1 ? segments[0]!.toLowerCase() : undefined;
  return { locale, segments, page: pageNames.find((name) => name.toLowerCase() === wanted) };
}

/**
 * The canonical path of a page path in another casing or with a trailing slash: `/es/immigration/`
 * → `/es/Immigration`, `/ES` → `/es`; an unknown page keeps its name under the canonical prefix
 * (`/ES/nope` → `/es/nope`). Null when the path is already canonical or has another shape.
 */
export function canonicalPagePath(pathname: string, pageNames: readonly string[]): string | null {
  if (!pathname.startsWith("/") || pathname.includes("//")) return null;
  const { locale, segments, page } = pathTarget(pathname, pageNames);
  const prefix = localePrefix(locale);
  if (!page && !prefix) return null;
  const canonical = `${prefix}/${page ?? segments.join("/")}`.replace(/(.)\/$/, "$1");
  return canonical === pathname ? null : canonical;
}
