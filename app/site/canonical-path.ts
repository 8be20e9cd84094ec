// Page names match in any casing, but each page has one URL. Small: it ships in the 404 boot.
import { defaultLocale, isLocale, localePrefix } from "./locales";

/**
 * The one place page names are matched: the language of the first segment (`es`, `ES`), the
 * `segments` after it, and the `page` of `pageNames` a single segment names, in any casing.
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
 * The canonical form of a page path: `/es/immigration/` → `/es/Immigration`, `/ES/nope` →
 * `/es/nope`; null when it already is, or has another shape.
 */
export function canonicalPagePath(pathname: string, pageNames: readonly string[]): string | null {
  if (!pathname.startsWith("/") || pathname.includes("//")) return null;
  const { locale, segments, page } = pathTarget(pathname, pageNames);
  const prefix = localePrefix(locale);
  if (!page && !prefix) return null;
  const canonical = `${prefix}/${page ?? segments.join("/")}`.replace(/(.)\/$/, "$1");
  return canonical === pathname ? null : canonical;
}
