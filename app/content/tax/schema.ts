import { z } from "zod";
import { atLeastOne, listOf, words } from "../page-words";

/**
 * The shape of the Tax Services page's words (content/pages/tax.en.yaml and
 * tax.es.yaml): every text required, lists of cards and steps at the length
 * the page is built for. The build checks both files against it.
 */
export const taxSchema = z.strictObject({
  meta: z.strictObject({
    title: words,
    description: words,
  }),
  hero: z.strictObject({
    eyebrow: words,
    title: words,
    subtitle: words,
    button: words,
    stats: z
      .array(
        z.strictObject({
          value: words,
          label: words,
        }),
      )
      .length(3, listOf(3)),
    statsNote: words,
  }),
  season: z.strictObject({
    title: words,
    deadline: words,
    extension: words,
  }),
  services: z.strictObject({
    title: words,
    subtitle: words,
    personal: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
    }),
    business: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
    }),
    extensions: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
    }),
    amendments: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
    }),
    bookkeeping: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
    }),
    payroll: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
    }),
  }),
  bring: z.strictObject({
    title: words,
    subtitle: words,
    items: z.array(words).min(1, atLeastOne),
  }),
  tips: z.strictObject({
    title: words,
    subtitle: words,
    points: z
      .array(
        z.strictObject({
          title: words,
          description: words,
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
