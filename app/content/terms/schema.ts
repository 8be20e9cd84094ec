import { z } from "zod";
import { atLeastOne, legalList, words } from "../page-words";

/**
 * The shape of the Terms of Service's words (content/pages/terms.en.yaml and
 * terms.es.yaml): every text required, each section at least one block. The build checks both files against it.
 */
export const termsSchema = z.strictObject({
  meta: z.strictObject({
    title: words,
    description: words,
  }),
  hero: z.strictObject({
    title: words,
    subtitle: words,
  }),
  updated: words,
  toc: words,
  contactLabels: z.strictObject({
    email: words,
    phone: words,
    address: words,
  }),
  privacyLink: words,
  sections: z.strictObject({
    introduction: z.strictObject({
      title: words,
      blocks: z
        .array(
          z.strictObject({
            text: z.array(words).min(1, atLeastOne),
          }),
        )
        .min(1, atLeastOne),
    }),
    responsibilities: z.strictObject({
      title: words,
      blocks: z
        .array(
          z.strictObject({
            text: z.array(words).min(1, atLeastOne),
            list: legalList.optional(),
          }),
        )
        .min(1, atLeastOne),
    }),
    intellectualProperty: z.strictObject({
      title: words,
      blocks: z
        .array(
          z.strictObject({
            text: z.array(words).min(1, atLeastOne),
          }),
        )
        .min(1, atLeastOne),
    }),
    disclaimer: z.strictObject({
      title: words,
      notice: z.strictObject({
        title: words,
        text: words,
      }),
      general: z
        .array(
          z.strictObject({
            heading: words,
            text: z.array(words).min(1, atLeastOne),
            list: legalList,
          }),
        )
        .min(1, atLeastOne),
      clarification: z
        .array(
          z.strictObject({
            heading: words,
            text: z.array(words).min(1, atLeastOne),
          }),
        )
        .min(1, atLeastOne),
    }),
    limitation: z.strictObject({
      title: words,
      blocks: z
        .array(
          z.strictObject({
            text: z.array(words).min(1, atLeastOne),
            list: legalList.optional(),
          }),
        )
        .min(1, atLeastOne),
    }),
    governingLaw: z.strictObject({
      title: words,
      blocks: z
        .array(
          z.strictObject({
            text: z.array(words).min(1, atLeastOne),
          }),
        )
        .min(1, atLeastOne),
    }),
    contact: z.strictObject({
      title: words,
      blocks: z
        .array(
          z.strictObject({
            text: z.array(words).min(1, atLeastOne),
          }),
        )
        .min(1, atLeastOne),
    }),
    acceptance: z.strictObject({
      title: words,
      blocks: z
        .array(
          z.strictObject({
            text: z.array(words).min(1, atLeastOne),
          }),
        )
        .min(1, atLeastOne),
    }),
  }),
});
