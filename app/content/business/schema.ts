import { z } from "zod";
import { callToAction, cards, metaWords, serviceCard, stats, words } from "../page-words";

/**
 * The shape of the Business Setup page's words (content/pages/business.en.yaml and
 * business.es.yaml): every text required, lists of cards and steps at the length
 * the page is built for. The build checks both files against it.
 */
export const businessSchema = z.strictObject({
  meta: metaWords,
  hero: z.strictObject({
    eyebrow: words,
    title: words,
    subtitle: words,
    book: words,
    stats: stats(3),
  }),
  services: z.strictObject({
    title: words,
    subtitle: words,
    registration: serviceCard,
    ein: serviceCard,
    licenses: serviceCard,
    registeredAgent: serviceCard,
  }),
  entities: z.strictObject({
    title: words,
    subtitle: words,
    llc: serviceCard,
    corporation: serviceCard,
    dba: serviceCard,
  }),
  choosing: z.strictObject({
    title: words,
    text: words,
  }),
  process: z.strictObject({
    title: words,
    subtitle: words,
    steps: cards(4),
  }),
  why: z.strictObject({
    title: words,
    subtitle: words,
    points: cards(4),
  }),
  cta: callToAction,
});
