import { z } from "zod";
import { cards, metaWords, words } from "../page-words";

/**
 * The shape of the Blog page and the words all articles share's words (content/pages/blogList.en.yaml and
 * blogList.es.yaml): every text required, lists of cards and steps at the length
 * the page is built for. The build checks both files against it.
 */
export const blogListSchema = z.strictObject({
  meta: metaWords,
  hero: z.strictObject({
    title: words,
    subtitle: words,
  }),
  featured: words,
  readMore: words,
  minutesRead: words,
  by: words,
  updated: words,
  publishedOn: words,
  allArticles: words,
  filterLabel: words,
  filters: z.strictObject({
    all: words,
    immigration: words,
    taxes: words,
    business: words,
    additional: words,
  }),
  showing: words,
  noResults: words,
  categories: z.strictObject({
    taxes: words,
    itin: words,
    immigration: words,
    business: words,
    translations: words,
    notary: words,
  }),
  backToBlog: words,
  notAdvice: words,
  newsletter: z.strictObject({
    title: words,
    subtitle: words,
    label: words,
    placeholder: words,
    button: words,
    errorEmpty: words,
    errorInvalid: words,
    mailSubject: words,
    mailBody: words,
    toastTitle: words,
    toastText: words,
    fallback: words,
    privacy: words,
    privacyLink: words,
  }),
});
