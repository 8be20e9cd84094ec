import { z } from "zod";
import { atLeastOne, listOf, words } from "../page-words";

/**
 * The shape of the Marriages & Divorces page's words (content/pages/marriage.en.yaml and
 * marriage.es.yaml): every text required, lists of cards and steps at the length
 * the page is built for. The build checks both files against it.
 */
export const marriageSchema = z.strictObject({
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
    officiant: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
    }),
    divorce: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
    }),
    nameChange: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
    }),
    prenup: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
    }),
  }),
  notLawFirm: z.strictObject({
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
