import { useLocale } from "~/site/locale";
import { common } from "./shared";

/** The shared layout words in the page's language. Apart from shared.ts, which stays plain data for the tests. */
export function useCommonText() {
  return common[useLocale()];
}
