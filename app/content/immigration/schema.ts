import { z } from "zod";
import { atLeastOne, listOf, words } from "../page-words";

/**
 * The shape of the Immigration page's words (content/pages/immigration.en.yaml and
 * immigration.es.yaml): every text required, lists of cards and steps at the length
 * the page is built for. The build checks both files against it.
 */
export const immigrationSchema = z.strictObject({
  meta: z.strictObject({
    title: words,
    description: words,
  }),
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
    family: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
    }),
    adjustment: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
      options: z.strictObject({
        general: words,
        cuban: words,
      }),
    }),
    asylum: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
    }),
    citizenship: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
    }),
    workPermit: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
    }),
    visas: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
    }),
    cardReplacement: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
    }),
    tps: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
    }),
    certificate: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
    }),
  }),
  advice: z.strictObject({
    title: words,
    text: words,
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
  cta: z.strictObject({
    title: words,
    subtitle: words,
    button: words,
  }),
});
