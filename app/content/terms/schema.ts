import { z } from "zod";
import { blocksOf, legalList, legalSection, metaWords, texts, words } from "../page-words";

/**
 * The shape of the Terms of Service's words (content/pages/terms.en.yaml and
 * terms.es.yaml): every text required, each section at least one block. The build checks both files against it.
 */
export const termsSchema = z.strictObject({
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
  privacyLink: words,
  sections: z.strictObject({
    introduction: legalSection(),
    responsibilities: legalSection({ text: texts, list: legalList.optional() }),
    intellectualProperty: legalSection(),
    disclaimer: z.strictObject({
      title: words,
      notice: z.strictObject({
        title: words,
        text: words,
      }),
      general: blocksOf({ heading: words, text: texts, list: legalList }),
      clarification: blocksOf({ heading: words, text: texts }),
    }),
    limitation: legalSection({ text: texts, list: legalList.optional() }),
    governingLaw: legalSection(),
    contact: legalSection(),
    acceptance: legalSection(),
  }),
});
