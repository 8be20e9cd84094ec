import { z } from "zod";
import { cards, metaWords, serviceCard, texts, words } from "../page-words";

/**
 * The shape of the Additional Services page's words (content/pages/additionalServices.en.yaml and
 * additionalServices.es.yaml): every text required, lists of cards and steps at the length
 * the page is built for. The build checks both files against it.
 */
export const additionalServicesSchema = z.strictObject({
  meta: metaWords,
  hero: z.strictObject({
    eyebrow: words,
    title: words,
    subtitle: words,
    seeServices: words,
    call: words,
  }),
  services: z.strictObject({
    title: words,
    subtitle: words,
    administrative: serviceCard,
    financial: z.strictObject({
      title: words,
      description: words,
      features: texts,
      countries: z.strictObject({
        label: words,
        text: words,
      }),
      coverage: z.strictObject({
        label: words,
        text: words,
      }),
    }),
    legal: z.strictObject({
      title: words,
      description: words,
      features: texts,
      bookingLabel: words,
      guidance: z.strictObject({
        label: words,
        text: words,
      }),
    }),
  }),
  why: z.strictObject({
    title: words,
    subtitle: words,
    points: cards(3),
  }),
  cta: z.strictObject({
    title: words,
    subtitle: words,
  }),
});
