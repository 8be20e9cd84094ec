// Relative imports: the build config loads this module (vcard.ts), where "~" is not set up.
import { officeConfig } from "../../site/config";
import { checkTemplates, readDataFile } from "../../site/data-file";
import { usePage } from "../../site/pages";
import type { Locale } from "../../site/locales";
import { forbiddenReport } from "../forbidden-terms";
import { siteWords } from "../model";
import { law } from "./law";

/** The layout's words in a language, from its file, with the statutory notices' texts. */
function read(locale: Locale) {
  const file = `content/site.${locale}.yaml`;
  const site = readDataFile(file, siteWords);
  const forbidden = forbiddenReport(file, site, locale, false, officeConfig.editorLanguage);
  if (forbidden.length > 0) throw new Error(forbidden.join("\n"));
  const { notaryNotice, immigrationServicesNotice } = law[locale];
  return {
    ...site,
    notaryNotice: { ...site.notaryNotice, ...notaryNotice },
    immigrationServicesNotice: { ...site.immigrationServicesNotice, ...immigrationServicesNotice },
  };
}

/** The layout's words (menu, footer, notices, open status) in each language. */
export const common: Record<Locale, ReturnType<typeof read>> = { en: read("en"), es: read("es") };
checkTemplates("content/site.es.yaml", common.en, common.es);

export const useCommonText = () => common[usePage().locale];
