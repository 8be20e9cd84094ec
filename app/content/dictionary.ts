import type { Locale } from "~/site/pages";
import { additionalServices } from "./additionalServices";
import { blogList } from "./blogList";
import { business } from "./business";
import { common } from "./common";
import { home } from "./home";
import { translate } from "./i18n";
import { immigration } from "./immigration";
import { itin } from "./itin";
import { marriage } from "./marriage";
import { notary } from "./notary";
import { privacy } from "./privacy";
import { tax } from "./tax";
import { terms } from "./terms";
import { translations } from "./translations";
import { truck } from "./truck";

/**
 * Every text of the site: section → language → key (spec section 3). Pages
 * import only their own section so each page ships only its words; this
 * registry is for lookups by name and for the parity tests.
 */
export const dictionary = {
  common,
  home,
  notary,
  tax,
  itin,
  immigration,
  translations,
  business,
  marriage,
  truck,
  additionalServices,
  blogList,
  privacy,
  terms,
};

export type SectionName = keyof typeof dictionary;

/** A text by section and key; a missing key displays the key itself (spec). */
export function t(section: SectionName, locale: Locale, key: string): string {
  return translate(dictionary[section], locale, key);
}
