import { useLocation } from "react-router";
import { localeOfPath, type Locale } from "./locales";

/** The language of the page being shown, from its URL (usePage in pages.ts gives the page too). */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}
