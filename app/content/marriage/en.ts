import { officeConfig } from "~/site/config";

/** Marriages & Divorces page text. English is the source; `es.ts` mirrors every key. */
export const marriageEn = {
  meta: {
    title: `Wedding Officiant & Simple Divorce | ${officeConfig.officeName}`,
    description:
      "Florida wedding officiant, simplified uncontested divorce forms, name changes and prenuptial agreements, prepared at your direction in English or Spanish.",
  },
  hero: {
    eyebrow: "Weddings · Divorce · Name change",
    title: "Marriage and divorce paperwork, handled with care and respect",
    subtitle:
      "Say “I do” with a Florida Notary Public as your officiant, or let us prepare the forms for your simplified divorce, name change or prenuptial agreement, in English or Spanish.",
    book: "Book your ceremony",
    seeServices: "See all four services",
  },
  services: {
    title: "How we can help",
    subtitle:
      "Four services for life’s big changes. Each one has its own booking page, so you reach the right appointment the first time.",
    officiant: {
      title: "Wedding officiant",
      description:
        "In Florida, a Notary Public may solemnize marriages. We perform simple, heartfelt civil ceremonies at our office or at the place you choose.",
      features: [
        "First get your Florida marriage license from any county Clerk of Court; it is valid for 60 days",
        "Florida residents wait 3 days after the license is issued, unless they completed a premarital course",
        "Ceremony in English, Spanish or both",
        "We sign your license and return it to the Clerk of Court for recording",
      ],
    },
    divorce: {
      title: "Simplified uncontested divorce",
      description:
        "When you both agree on everything, Florida’s simplified dissolution of marriage is the most direct path. We prepare the court forms at your direction; we are not a law firm.",
      features: [
        "Both spouses agree to end the marriage and sign the forms",
        "No minor children together and no alimony requested",
        "Property and debts already divided by agreement",
        "At least one spouse has lived in Florida for 6 months before filing",
      ],
    },
    nameChange: {
      title: "Name change",
      description:
        "Changing your name after a wedding, after a divorce or for personal reasons? We prepare the forms at your direction and help you update your records.",
      features: [
        "Florida petition for an adult name change, prepared at your direction",
        "Social Security card update (Form SS-5)",
        "A checklist for your driver license, passport, bank and other records",
        "Friendly help in English or Spanish",
      ],
    },
    prenup: {
      title: "Prenuptial agreements",
      description:
        "Plan your future together. We can help prepare the agreement forms and notarize your signatures. Each of you should get independent legal advice from your own attorney.",
      features: [
        "Help filling out the agreement forms at your direction",
        "A checklist for each party’s financial disclosure",
        "Notarization of both signatures",
        "Time to review it with your own attorney before you sign",
      ],
    },
  },
  notLawFirm: {
    title: "We are not a law firm",
    text: "For divorces, name changes and prenuptial agreements, we prepare documents at your direction with the information you give us. We cannot give legal advice, choose your forms or represent you in court. For questions about your rights, talk to a licensed Florida attorney.",
  },
  process: {
    title: "How it works",
    subtitle: "Four simple steps, whichever service you choose.",
    steps: [
      {
        title: "Book your appointment",
        description:
          "Choose the service online or call us. We confirm the time and tell you exactly what to bring.",
      },
      {
        title: "Gather your documents",
        description:
          "Photo IDs, your marriage license or certificate, and any financial or court papers the service needs.",
      },
      {
        title: "We prepare the paperwork",
        description:
          "At your direction, we fill in the forms and review every page with you, in English or Spanish.",
      },
      {
        title: "Sign, celebrate or file",
        description:
          "We perform the ceremony or notarize your signatures, and you file any court forms with the Clerk of Court.",
      },
    ],
  },
  cta: {
    title: "Planning a wedding or a fresh start?",
    subtitle:
      "Book your ceremony online in minutes, or call us and we’ll help you choose the right appointment for a divorce, name change or prenup.",
    button: "Book your ceremony",
  },
};

export type MarriageText = typeof marriageEn;
