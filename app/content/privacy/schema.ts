import { z } from "zod";
import { legalList, legalSection, metaWords, texts, words } from "../page-words";

/**
 * The shape of the Privacy Policy's words (content/pages/privacy.en.yaml and
 * privacy.es.yaml): every text required, each section at least one block. The build checks both files against it.
 */
export const privacySchema = z.strictObject({
  meta: metaWords,
  hero: z.strictObject({
    title: words,
    subtitle: words,
  }),
  updated: words,
  toc: words,
  contactLabels: z.strictObject({
    email: words,
    phone: words,
    address: words,
  }),
  sections: z.strictObject({
    introduction: legalSection(),
    information: legalSection({ heading: words, text: texts, list: legalList }),
    use: legalSection({ text: texts, list: legalList.optional() }),
    sharing: legalSection({ text: texts, list: legalList.optional() }),
    cookies: legalSection({ text: texts, list: legalList.optional() }),
    retention: legalSection({ text: texts, list: legalList }),
    security: legalSection({ heading: words, text: texts }),
    acceptance: legalSection(),
    contact: legalSection(),
  }),
});
