import type { PageId } from "~/site/pages";
import type { Weekday } from "~/site/config";

/** Words the layout and shared components use on every page. English is the source. */
export const commonEn = {
  skipToContent: "Skip to main content",
  /** Short page names for navigation and breadcrumbs. */
  pageNames: {
    Home: "Home",
    NotaryPublic: "Notary Public",
    TaxServices: "Taxes",
    ItinServices: "ITIN",
    Immigration: "Immigration",
    TruckServices: "Trucking",
    Translations: "Translations",
    MarriagesDivorces: "Marriages & Divorces",
    BusinessSetup: "Business Setup",
    AdditionalServices: "More Services",
    Blog: "Blog",
    PrivacyPolicy: "Privacy Policy",
    TermsOfService: "Terms of Service",
    BlogPost1: "Article 1",
    BlogPost2: "Article 2",
    BlogPost3: "Article 3",
    BlogPost4: "Article 4",
    BlogPost5: "Article 5",
    BlogPost6: "Article 6",
  } satisfies Record<PageId, string>,
  mainNavigation: "Main navigation",
  homeLinkLabel: "home page",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  menu: "Menu",
  contactUs: "Contact us",
  callUs: "Call us",
  emailUs: "E-mail us",
  followUs: "Follow us",
  language: "Language",
  languageButtonLabel: "Language: English. Change language",
  socialNames: { facebook: "Facebook", instagram: "Instagram", tiktok: "TikTok" },
  opensInNewTab: "(opens in a new tab)",
  bookNow: "Book now",
  bookingOptions: "booking options",
  /** Joins "Learn more" and the service for screen readers: "Learn more about ITIN Services". */
  about: "about",
  learnMore: "Learn more",
  footer: {
    tagline:
      "Notary, taxes, ITIN, immigration document preparation, certified translations and more, in English and Spanish.",
    ourServices: "Our Services",
    legal: "Legal",
    paymentMethods: "Payment methods we accept",
    officeHours: "Office hours",
    inOffice: "In office",
    online: "Online services",
    closed: "Closed",
    copyright: "All rights reserved.",
    notAttorneyTitle: "We are not attorneys",
    notAttorney:
      "Our office is not a law firm, and our staff are not attorneys licensed to practice law in Florida. We prepare documents at your direction and cannot give legal advice, choose forms for you, or represent you before any agency or court. If you need legal advice, consult a licensed attorney.",
  },
  weekdays: {
    Monday: "Monday",
    Tuesday: "Tuesday",
    Wednesday: "Wednesday",
    Thursday: "Thursday",
    Friday: "Friday",
    Saturday: "Saturday",
    Sunday: "Sunday",
  } satisfies Record<Weekday, string>,
  through: "to",
  ratingLabel: "Rated 5 out of 5 stars",
  notaryNotice: {
    title: "Notice required by Florida law",
    text: "I AM NOT AN ATTORNEY LICENSED TO PRACTICE LAW IN THE STATE OF FLORIDA, AND I MAY NOT GIVE LEGAL ADVICE OR ACCEPT FEES FOR LEGAL ADVICE.",
  },
  immigrationNotice: {
    title: "Not a law firm",
    text: "We are not attorneys and cannot give legal advice. We prepare immigration forms with the information you give us; only a licensed attorney or an accredited representative can advise you on your case.",
  },
  toastRegion: "Notifications",
  dismiss: "Dismiss",
};

export type CommonText = typeof commonEn;
