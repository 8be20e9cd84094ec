import { z } from "zod";
import {
  callToAction,
  cards,
  itemsCard,
  metaWords,
  serviceCard,
  stats,
  words,
} from "../page-words";

/**
 * The shape of the Notary Public page's words (content/pages/notary.en.yaml and
 * notary.es.yaml): every text required, lists of cards and steps at the length
 * the page is built for. The build checks both files against it.
 */
export const notarySchema = z.strictObject({
  meta: metaWords,
  hero: z.strictObject({
    eyebrow: words,
    title: words,
    subtitle: words,
    button: words,
    stats: stats(3),
  }),
  services: z.strictObject({
    title: words,
    subtitle: words,
    notarization: serviceCard,
    apostille: serviceCard,
    idCertification: serviceCard,
    loanSigning: serviceCard,
  }),
  requirements: z.strictObject({
    title: words,
    subtitle: words,
    identification: itemsCard,
    documents: itemsCard,
    presence: itemsCard,
  }),
  mobile: z.strictObject({
    title: words,
    subtitle: words,
    points: cards(3),
    fees: words,
    button: words,
  }),
  cta: callToAction,
});
