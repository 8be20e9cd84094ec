/**
 * The site's languages: the single list every prefix, path and loop derives
 * from. Kept apart from the page table so the tiny boot script can use it.
 */
export const locales = ["en", "es"] as const;
export type Locale = (typeof locales)[number];
/** The language of unprefixed paths, and the fallback. */
export const defaultLocale: Locale = "en";

/** Whether a value is one of the site's languages. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** The URL prefix of a language: "" for the default, "/es" for Spanish. */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? "" : `/${locale}`;
}

/** The language a URL path is in: its first segment, in any casing, when it names another language. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1]?.toLowerCase();
  return isLocale(first) ? first : defaultLocale;
}

/** The same path under another language's prefix: `/Immigration` → `/es/Immigration`, `/es` → `/`. */
export function localizePath(pathname: string, locale: Locale): string {
  const from = localeOfPath(pathname);
  const rest = from === defaultLocale ? pathname : pathname.slice(localePrefix(from).length);
  const path = localePrefix(locale) + (rest === "/" ? "" : rest);
  return path || "/";
}
