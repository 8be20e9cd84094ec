import { z } from "zod";
import { atLeastOne, listOf, words } from "../page-words";

/**
 * The shape of the ITIN Services page's words (content/pages/itin.en.yaml and
 * itin.es.yaml): every text required, lists of cards and steps at the length
 * the page is built for. The build checks both files against it.
 */
export const itinSchema = z.strictObject({
  meta: z.strictObject({
    title: words,
    description: words,
  }),
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
    new: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
    }),
    renewal: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
    }),
    family: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
    }),
    withReturn: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
    }),
  }),
  process: z.strictObject({
    title: words,
    subtitle: words,
    steps: z
      .array(
        z.strictObject({
          title: words,
          description: words,
        }),
      )
      .length(4, listOf(4)),
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
  cta: z.strictObject({
    title: words,
    subtitle: words,
    button: words,
  }),
});
