import { officeConfig } from "./config";
import { pagePath, type Locale, type PageId } from "./pages";

/** The absolute URL of a page in a language, from the configured site origin. */
export function absoluteUrl(page: PageId, locale: Locale): string {
  return officeConfig.siteUrl + pagePath(page, locale);
}
