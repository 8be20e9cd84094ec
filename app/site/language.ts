import { defaultLocale, locales, type Locale } from "./pages";

/** The localStorage key that keeps the visitor's language (spec section 9). */
export const languageStorageKey = "language";

function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

function defaultStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // Access itself throws when storage is blocked.
  }
}

/** The stored language; `en` when storage is missing, blocked or holds anything else. */
export function readStoredLanguage(storage: Storage | null = defaultStorage()): Locale {
  try {
    const value = storage?.getItem(languageStorageKey);
    return isLocale(value) ? value : defaultLocale;
  } catch {
    return defaultLocale;
  }
}

/** Stores the language; returns false (and throws nothing) when storage is unavailable. */
export function storeLanguage(locale: Locale, storage: Storage | null = defaultStorage()): boolean {
  try {
    if (!storage) return false;
    storage.setItem(languageStorageKey, locale);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs in <head> before the first paint: an `/es` URL stores `es`; an English
 * URL while `es` is stored is replaced by its Spanish twin, with the page
 * hidden meanwhile so English never flashes. Kept tiny and dependency-free
 * because it is inlined (and hashed in the CSP).
 */
export const languageBootScript = `(function(){try{var d=document.documentElement,s=localStorage,p=location.pathname,k=${JSON.stringify(
  languageStorageKey,
)};if(/^\\/es(\\/|$)/i.test(p)){s.setItem(k,"es")}else if(s.getItem(k)==="es"){d.setAttribute("data-redirecting","");location.replace("/es"+(p==="/"?"":p)+location.search+location.hash)}}catch(e){}})();`;
