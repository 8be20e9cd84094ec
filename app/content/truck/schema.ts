import { z } from "zod";
import { callToAction, cards, metaWords, serviceCard, words } from "../page-words";

/**
 * The shape of the Truck Services page's words (content/pages/truck.en.yaml and
 * truck.es.yaml): every text required, lists of cards and steps at the length
 * the page is built for. The build checks both files against it.
 */
export const truckSchema = z.strictObject({
  meta: metaWords,
  hero: z.strictObject({
    eyebrow: words,
    title: words,
    subtitle: words,
    button: words,
  }),
  services: z.strictObject({
    title: words,
    subtitle: words,
    bookingLabel: words,
    ifta: serviceCard,
    ucr: serviceCard,
    dot: serviceCard,
    permits: serviceCard,
    hvut: serviceCard,
    drugTesting: serviceCard,
  }),
  why: z.strictObject({
    title: words,
    subtitle: words,
    points: cards(4),
  }),
  cta: callToAction,
});
