import { useLocation } from "react-router";
import { common } from "~/content/shared";
import { resolvePath, type Locale } from "./pages";

/** The language of the page being shown, from its URL. */
export function useLocale(): Locale {
  return resolvePath(useLocation().pathname).locale;
}

/** The shared layout words in the page's language. */
export function useCommonText() {
  return common[useLocale()];
}
