import { useLocation } from "react-router";
import { resolvePath, type Locale, type ResolvedPath } from "./pages";

/** The page being shown and its language, from its URL: what every component asks. */
export function usePage(): ResolvedPath {
  return resolvePath(useLocation().pathname);
}

/** The language of the page being shown. */
export function useLocale(): Locale {
  return usePage().locale;
}
