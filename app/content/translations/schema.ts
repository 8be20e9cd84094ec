import { z } from "zod";
import { callToAction, cards, metaWords, stats, texts, words } from "../page-words";

/**
 * The shape of the Translations page's words (content/pages/translations.en.yaml and
 * translations.es.yaml): every text required, lists of cards and steps at the length
 * the page is built for. The build checks both files against it.
 */
export const translationsSchema = z.strictObject({
  meta: metaWords,
  hero: z.strictObject({
    eyebrow: words,
    title: words,
    subtitle: words,
    quote: words,
    stats: stats(3),
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
      features: texts,
      turnaround: words,
    }),
    immigration: z.strictObject({
      title: words,
      description: words,
      features: texts,
      turnaround: words,
    }),
    academic: z.strictObject({
      title: words,
      description: words,
      features: texts,
      turnaround: words,
    }),
    business: z.strictObject({
      title: words,
      description: words,
      features: texts,
      turnaround: words,
    }),
    medical: z.strictObject({
      title: words,
      description: words,
      features: texts,
      turnaround: words,
    }),
    personal: z.strictObject({
      title: words,
      description: words,
      features: texts,
      turnaround: words,
    }),
    general: z.strictObject({
      title: words,
      description: words,
      features: texts,
      turnaround: words,
    }),
    localization: z.strictObject({
      title: words,
      description: words,
      features: texts,
      turnaround: words,
    }),
  }),
  languages: z.strictObject({
    title: words,
    subtitle: words,
    items: texts,
  }),
  quality: z.strictObject({
    title: words,
    subtitle: words,
    points: cards(4),
  }),
  cta: callToAction,
});
