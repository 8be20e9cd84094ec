import { useLocale } from "~/site/locale";
import type { Locale } from "~/site/locales";
import { commonEn, type CommonText } from "./en";
import { commonEs } from "./es";

/** The layout's words (menu, footer, notices), per language; they stay in code. */
export const common: Record<Locale, CommonText> = { en: commonEn, es: commonEs };

/** The layout's words in the page's language. */
export function useCommonText(): CommonText {
  return common[useLocale()];
}
