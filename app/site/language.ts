import { canonicalPagePath } from "./canonical-path";
import { defaultLocale, isLocale, localeOfPath, localePrefix, type Locale } from "./locales";

/** The id of the JSON list of page names that the 404 page carries for its boot script. */
export const pageNamesId = "page-names";
const languageStorageKey = "language";

/** The browser's localStorage, or null where reading it throws (storage blocked). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored language; `en` when storage is missing, blocked or holds anything else. */
export function readStoredLanguage(storage: Storage | null = browserStorage()): Locale {
  try {
    const value = storage?.getItem(languageStorageKey);
    return isLocale(value) ? value : defaultLocale;
  } catch {
    return defaultLocale;
  }
}

/** Stores the language; returns false (and throws nothing) when storage is unavailable. */
export function storeLanguage(locale: Locale, storage: Storage | null = browserStorage()): boolean {
  try {
    storage?.setItem(languageStorageKey, locale);
    return storage !== null;
  } catch {
    return false;
  }
}

/** The page being opened; `referrer` is "" when none or withheld, `origin` tells our own pages. */
export type PageVisit = Pick<Location, "pathname" | "search" | "hash" | "origin"> & {
  referrer: string;
};

/** The language of the same-site page the visitor came from, or null (none, or another site). */
function referrerLocale({ referrer, origin }: PageVisit): Locale | null {
  try {
    const url = new URL(referrer);
    return url.origin === origin ? localeOfPath(url.pathname) : null;
  } catch {
    return null;
  }
}

/**
 * Before the first paint: the URL to open instead, or null. A page not in English, or reached from
 * ours in another (only the switcher links across), stores its language; else a stored one sends
 * to the same page in it. The 404 page passes `pageNames`: odd casings go to the canonical URL.
 */
export function languageBoot(
  visit: PageVisit,
  storage: Storage | null = browserStorage(),
  pageNames: readonly string[] = [],
): string | null {
  const canonical = pageNames.length ? canonicalPagePath(visit.pathname, pageNames) : null;
  const pathname = canonical ?? visit.pathname;
  const stay = canonical === null ? null : canonical + visit.search + visit.hash;
  const locale = localeOfPath(pathname);
  const from = referrerLocale(visit);
  if (locale !== defaultLocale || (from !== null && from !== locale)) {
    storeLanguage(locale, storage);
    return stay;
  }
  const stored = readStoredLanguage(storage);
  if (stored === locale) return stay;
  return localePrefix(stored) + (pathname === "/" ? "" : pathname) + visit.search + visit.hash;
}
