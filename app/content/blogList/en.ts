import { officeConfig } from "~/site/config";

/** Blog list text (and the words shared by the articles). English is the source. */
export const blogListEn = {
  meta: {
    title: `Blog: Tax, ITIN, Immigration & Business Guides | ${officeConfig.officeName}`,
    description:
      "Plain-language guides from our bilingual office: 2024 taxes, ITIN, immigration paperwork, forming an LLC, certified translations and notarization in Florida.",
  },
  hero: {
    title: "Guides and news from our office",
    subtitle:
      "Clear, practical articles on taxes, ITIN, immigration paperwork, business and more — written for our community in English and Spanish.",
  },
  featured: "Featured article",
  readMore: "Read more",
  minutesRead: "min read",
  by: "By",
  /** Before the date an article last changed: "Updated November 24, 2026". */
  updated: "Updated",
  publishedOn: "Published",
  allArticles: "All articles",
  filterLabel: "Filter articles by topic",
  filters: {
    all: "All posts",
    immigration: "Immigration",
    taxes: "Taxes",
    business: "Business",
    additional: "Additional services",
  },
  showing: "Showing {count} of {total} articles",
  noResults: "No articles in this topic yet.",
  categories: {
    taxes: "Tax Services",
    itin: "ITIN Services",
    immigration: "Immigration",
    business: "Business Setup",
    translations: "Translation Services",
    notary: "Notary Services",
  },
  backToBlog: "Back to Blog",
  notAdvice:
    "This article is general information, not legal, tax or immigration advice. Our office is not a law firm. For advice on your situation, consult a licensed professional.",
  newsletter: {
    title: "Get our tips by e-mail",
    subtitle:
      "Deadlines, new rules and practical tips, a few times a year. No spam; unsubscribe any time.",
    label: "Your e-mail address",
    placeholder: "you@example.com",
    button: "Subscribe",
    errorEmpty: "Please enter your e-mail address.",
    errorInvalid: "Please enter a valid e-mail address, like name@example.com.",
    mailSubject: "Newsletter subscription",
    mailBody: "Hello, please add {email} to your newsletter list. Thank you!",
    toastTitle: "Almost done!",
    toastText:
      "Your e-mail app opened with your subscription request. Send that message and we'll add you to our list.",
    fallback: "If your e-mail app did not open, send your request to",
    privacy: "We only use your address to send the newsletter. See our",
    privacyLink: "privacy policy",
  },
};

export type BlogListText = typeof blogListEn;
