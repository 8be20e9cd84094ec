import { z } from "zod";
import { callToAction, cards, metaWords, serviceCard, texts, words } from "../page-words";

/**
 * The shape of the Immigration page's words (content/pages/immigration.en.yaml and
 * immigration.es.yaml): every text required, lists of cards and steps at the length
 * the page is built for. The build checks both files against it.
 */
export const immigrationSchema = z.strictObject({
  meta: metaWords,
  hero: z.strictObject({
    eyebrow: words,
    title: words,
    subtitle: words,
    book: words,
    seeServices: words,
  }),
  services: z.strictObject({
    title: words,
    subtitle: words,
    family: serviceCard,
    adjustment: z.strictObject({
      title: words,
      description: words,
      features: texts,
      options: z.strictObject({
        general: words,
        cuban: words,
      }),
    }),
    asylum: serviceCard,
    citizenship: serviceCard,
    workPermit: serviceCard,
    visas: serviceCard,
    cardReplacement: serviceCard,
    tps: serviceCard,
    certificate: serviceCard,
  }),
  advice: z.strictObject({
    title: words,
    text: words,
  }),
  process: z.strictObject({
    title: words,
    subtitle: words,
    steps: cards(4),
  }),
  cta: callToAction,
});
