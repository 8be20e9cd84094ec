import { z } from "zod";
import { atLeastOne, listOf, words } from "../page-words";

/**
 * The shape of the Business Setup page's words (content/pages/business.en.yaml and
 * business.es.yaml): every text required, lists of cards and steps at the length
 * the page is built for. The build checks both files against it.
 */
export const businessSchema = z.strictObject({
  meta: z.strictObject({
    title: words,
    description: words,
  }),
  hero: z.strictObject({
    eyebrow: words,
    title: words,
    subtitle: words,
    book: words,
    stats: z
      .array(
        z.strictObject({
          value: words,
          label: words,
        }),
      )
      .length(3, listOf(3)),
  }),
  services: z.strictObject({
    title: words,
    subtitle: words,
    registration: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
    }),
    ein: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
    }),
    licenses: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
    }),
    registeredAgent: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
    }),
  }),
  entities: z.strictObject({
    title: words,
    subtitle: words,
    llc: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
    }),
    corporation: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
    }),
    dba: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
    }),
  }),
  choosing: z.strictObject({
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
  why: z.strictObject({
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
