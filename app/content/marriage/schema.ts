import { z } from "zod";
import { callToAction, cards, metaWords, serviceCard, words } from "../page-words";

/**
 * The shape of the Marriages & Divorces page's words (content/pages/marriage.en.yaml and
 * marriage.es.yaml): every text required, lists of cards and steps at the length
 * the page is built for. The build checks both files against it.
 */
export const marriageSchema = z.strictObject({
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
    officiant: serviceCard,
    divorce: serviceCard,
    nameChange: serviceCard,
    prenup: serviceCard,
  }),
  notLawFirm: z.strictObject({
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
