import { z } from "zod";
import { atLeastOne, listOf, words } from "../page-words";

/**
 * The shape of the Notary Public page's words (content/pages/notary.en.yaml and
 * notary.es.yaml): every text required, lists of cards and steps at the length
 * the page is built for. The build checks both files against it.
 */
export const notarySchema = z.strictObject({
  meta: z.strictObject({
    title: words,
    description: words,
  }),
  hero: z.strictObject({
    eyebrow: words,
    title: words,
    subtitle: words,
    button: words,
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
    notarization: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
    }),
    apostille: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
    }),
    idCertification: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
    }),
    loanSigning: z.strictObject({
      title: words,
      description: words,
      features: z.array(words).min(1, atLeastOne),
    }),
  }),
  requirements: z.strictObject({
    title: words,
    subtitle: words,
    identification: z.strictObject({
      title: words,
      description: words,
      items: z.array(words).min(1, atLeastOne),
    }),
    documents: z.strictObject({
      title: words,
      description: words,
      items: z.array(words).min(1, atLeastOne),
    }),
    presence: z.strictObject({
      title: words,
      description: words,
      items: z.array(words).min(1, atLeastOne),
    }),
  }),
  mobile: z.strictObject({
    title: words,
    subtitle: words,
    points: z
      .array(
        z.strictObject({
          title: words,
          description: words,
        }),
      )
      .length(3, listOf(3)),
    fees: words,
    button: words,
  }),
  cta: z.strictObject({
    title: words,
    subtitle: words,
    button: words,
  }),
});
