import type { Weekday } from "~/site/config";

/** Words the layout and shared components use on every page. English is the source. */
export const commonEn = {
  skipToContent: "Skip to main content",
  mainNavigation: "Main navigation",
  closeMenu: "Close menu",
  menu: "Menu",
  contactUs: "Contact us",
  callUs: "Call us",
  emailUs: "E-mail us",
  followUs: "Follow us",
  language: "Language",
  socialNames: { facebook: "Facebook", instagram: "Instagram", tiktok: "TikTok" },
  opensInNewTab: "(opens in a new tab)",
  /** Before the "Get directions" links (the maps apps open only when tapped). */
  address: {
    directions: "Get directions",
  },
  /** WhatsApp click-to-chat links (shown only when the config has a WhatsApp number). */
  whatsApp: {
    name: "WhatsApp",
    chat: "Chat on WhatsApp",
    /** The first message, pre-filled in the chat; `{office}` is the office name. */
    message: "Hello {office}, I would like some information.",
    /** The same on a page whose registry entry has a `whatsAppTopic` (app/site/page-registry.ts). */
    serviceMessage: "Hello {office}, I would like information about {service}.",
  },
  /**
   * "Open now" in the top strip, filled in by the site script from the
   * office's hours. `{time}` is a time ("3 PM"), `{day}` a weekday or a date.
   * `oneOClock` swaps words before a one o'clock time (Spanish "a la 1").
   */
  openStatus: {
    open: "Open now · closes {time}",
    closed: "Closed now",
    opensToday: "Closed now · opens today at {time}",
    opensTomorrow: "Closed now · opens tomorrow at {time}",
    opensOn: "Closed now · opens {day} at {time}",
    oneOClock: ["at {time}", "at {time}"],
  },
  /** Holiday closures and special hours: the hours block and the notice on every page. */
  specialHours: {
    title: "Holidays and special hours",
    seeHours: "See office hours",
  },
  /** Beside the fees, deadlines and times of a page: when they were checked, and against what. */
  reviewed: "Reviewed {date}",
  sources: "Sources",
  /** The link to the office's reviews (Google Business Profile), when the facts give one. */
  review: "Review us on Google",
  /** The footer link to the office's vCard. */
  saveContact: "Save contact",
  bookNow: "Book now",
  /** A service's price from the config (`prices`): "{price}" becomes "$95". Our fee only. */
  priceFrom: "From {price}",
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
  /** "{rating}" becomes the number of stars. */
  ratingLabel: "Rated {rating} out of 5 stars",
  notaryNotice: {
    title: "Notice required by Florida law",
    text: "I AM NOT AN ATTORNEY LICENSED TO PRACTICE LAW IN THE STATE OF FLORIDA, AND I MAY NOT GIVE LEGAL ADVICE OR ACCEPT FEES FOR LEGAL ADVICE.",
  },
  /**
   * s. 501.1391, F.S. (ch. 2025-82, Laws of Florida): the statement a business
   * offering immigration services must post on its main website, in English and
   * in every language it serves in. `statement` is the statute's wording (English)
   * or its faithful translation; its verification status is in `./notice-status.ts`.
   * Shown site-wide (footer) and on the Immigration page.
   */
  immigrationServicesNotice: {
    title: "Immigration services: notice required by Florida law",
    statement:
      "I AM NOT AN ATTORNEY LICENSED TO PRACTICE LAW AND MAY NOT GIVE LEGAL ADVICE OR ACCEPT FEES FOR LEGAL ADVICE. I AM NOT ACCREDITED TO REPRESENT YOU IN IMMIGRATION MATTERS.",
    explanation:
      "Our office is not a law firm, and our staff are not attorneys. We type forms with the information you give us in writing, and we cannot give legal advice, choose forms for you, or represent you before any agency or court. For legal advice, consult a licensed attorney or a representative accredited by the U.S. Department of Justice.",
  },
  toastRegion: "Notifications",
  dismiss: "Dismiss",
};

export type CommonText = typeof commonEn;
