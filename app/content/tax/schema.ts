import { z } from "zod";
import { callToAction, cards, metaWords, serviceCard, stats, texts, words } from "../page-words";

/**
 * The shape of the Tax Services page's words (content/pages/tax.en.yaml and
 * tax.es.yaml): every text required, lists of cards and steps at the length
 * the page is built for. The build checks both files against it.
 */
export const taxSchema = z.strictObject({
  meta: metaWords,
  hero: z.strictObject({
    eyebrow: words,
    title: words,
    subtitle: words,
    button: words,
    stats: stats(3),
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
    personal: serviceCard,
    business: serviceCard,
    extensions: serviceCard,
    amendments: serviceCard,
    bookkeeping: serviceCard,
    payroll: serviceCard,
  }),
  bring: z.strictObject({
    title: words,
    subtitle: words,
    items: texts,
  }),
  tips: z.strictObject({
    title: words,
    subtitle: words,
    points: cards(4),
  }),
  cta: callToAction,
});
