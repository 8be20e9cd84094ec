import { z } from "zod";
import { callToAction, cards, metaWords, words } from "../page-words";

/**
 * The shape of the Home page's words (content/pages/home.en.yaml and
 * home.es.yaml): every text required, lists of cards and steps at the length
 * the page is built for. The build checks both files against it.
 */
export const homeSchema = z.strictObject({
  meta: metaWords,
  hero: z.strictObject({
    eyebrow: words,
    title: words,
    subtitle: words,
    primary: words,
    logoAlt: words,
  }),
  services: z.strictObject({
    title: words,
    subtitle: words,
    governmentFees: words,
    notary: z.strictObject({
      title: words,
      description: words,
      options: z.strictObject({
        general: words,
        certify: words,
        apostille: words,
      }),
    }),
    tax: z.strictObject({
      title: words,
      description: words,
      options: z.strictObject({
        personal: words,
        business: words,
      }),
    }),
    immigration: z.strictObject({
      title: words,
      description: words,
      options: z.strictObject({
        general: words,
        asylum: words,
        citizenship: words,
        adjustment: words,
        tps: words,
      }),
      asylumNote: words,
    }),
  }),
  additional: z.strictObject({
    title: words,
    subtitle: words,
    itin: z.strictObject({
      title: words,
      description: words,
      options: z.strictObject({
        new: words,
        renewal: words,
      }),
    }),
    translation: z.strictObject({
      title: words,
      description: words,
    }),
    business: z.strictObject({
      title: words,
      description: words,
      options: z.strictObject({
        registration: words,
        ein: words,
      }),
    }),
    marriage: z.strictObject({
      title: words,
      description: words,
      options: z.strictObject({
        officiant: words,
        divorce: words,
        nameChange: words,
      }),
    }),
    truck: z.strictObject({
      title: words,
      description: words,
      options: z.strictObject({
        general: words,
        ifta: words,
        irpFirst: words,
        irpRenewal: words,
        interstate: words,
        special: words,
      }),
    }),
  }),
  why: z.strictObject({
    title: words,
    subtitle: words,
    points: cards(4),
  }),
  testimonials: z.strictObject({
    title: words,
  }),
  cta: callToAction,
});
