/** The site's languages: every prefix, path and loop derives from them (the boot uses them). */
export const locales = ["en", "es"] as const;
export type Locale = (typeof locales)[number];
/** The language of unprefixed paths, and the fallback. */
export const defaultLocale: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** The URL prefix of a language: "" for the default, "/es" for Spanish. */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? "" : `/${locale}`;
}

/** The language of a URL path: its first segment, in any casing, when it names another language. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1]?.toLowerCase();
  return isLocale(first) ? first : defaultLocale;
}
