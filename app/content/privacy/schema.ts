import { z } from "zod";
import { atLeastOne, legalList, words } from "../page-words";

/**
 * The shape of the Privacy Policy's words (content/pages/privacy.en.yaml and
 * privacy.es.yaml): every text required, each section at least one block. The build checks both files against it.
 */
export const privacySchema = z.strictObject({
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
    information: z.strictObject({
      title: words,
      blocks: z
        .array(
          z.strictObject({
            heading: words,
            text: z.array(words).min(1, atLeastOne),
            list: legalList,
          }),
        )
        .min(1, atLeastOne),
    }),
    use: z.strictObject({
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
    sharing: z.strictObject({
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
    cookies: z.strictObject({
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
    retention: z.strictObject({
      title: words,
      blocks: z
        .array(
          z.strictObject({
            text: z.array(words).min(1, atLeastOne),
            list: legalList,
          }),
        )
        .min(1, atLeastOne),
    }),
    security: z.strictObject({
      title: words,
      blocks: z
        .array(
          z.strictObject({
            heading: words,
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
  }),
});
