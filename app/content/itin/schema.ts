import { z } from "zod";
import { callToAction, cards, listOf, metaWords, serviceCard, words } from "../page-words";

/**
 * The shape of the ITIN Services page's words (content/pages/itin.en.yaml and
 * itin.es.yaml): every text required, lists of cards and steps at the length
 * the page is built for. The build checks both files against it.
 */
export const itinSchema = z.strictObject({
  meta: metaWords,
  hero: z.strictObject({
    eyebrow: words,
    title: words,
    subtitle: words,
    newButton: words,
    renewalButton: words,
  }),
  notice: z.strictObject({
    title: words,
    agent: words,
    documents: words,
  }),
  services: z.strictObject({
    title: words,
    subtitle: words,
    new: serviceCard,
    renewal: serviceCard,
    family: serviceCard,
    withReturn: serviceCard,
  }),
  process: z.strictObject({
    title: words,
    subtitle: words,
    steps: cards(4),
  }),
  faq: z.strictObject({
    title: words,
    subtitle: words,
    items: z
      .array(
        z.strictObject({
          question: words,
          answer: words,
        }),
      )
      .length(4, listOf(4)),
  }),
  cta: callToAction,
});
