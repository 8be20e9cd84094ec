import { z } from "zod";
import { atLeastOne, listOf, words } from "../page-words";

/**
 * The shape of the Translations page's words (content/pages/translations.en.yaml and
 * translations.es.yaml): every text required, lists of cards and steps at the length
 * the page is built for. The build checks both files against it.
 */
export const translationsSchema = z.strictObject({
  meta: z.strictObject({
    title: words,
    description: words,
  }),
  hero: z.strictObject({
    eyebrow: words,
    title: words,
    subtitle: words,
    quote: words,
    stats: z
      .array(
        z.strictObject({
          value: words,
          label: words,
        }),
      )
      .length(3, listOf(3)),
  }),
  notice: z.strictObject({
    title: words,
    text: words,
  }),
  services: z.strictObject({
    title: words,
    subtitle: words,
    quote: words,
    detailLabels: z.strictObject({
      languages: words,
      turnaround: words,
    }),
    languagesValue: words,
    legal: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
      turnaround: words,
    }),
    immigration: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
      turnaround: words,
    }),
    academic: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
      turnaround: words,
    }),
    business: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
      turnaround: words,
    }),
    medical: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
      turnaround: words,
    }),
    personal: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
      turnaround: words,
    }),
    general: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
      turnaround: words,
    }),
    localization: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
      turnaround: words,
    }),
  }),
  languages: z.strictObject({
    title: words,
    subtitle: words,
    items: z.array(words).min(1, atLeastOne),
  }),
  quality: z.strictObject({
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
