import { officeConfig } from "~/site/config";

/** Additional Services page text. English is the source; `es.ts` mirrors every key. */
export const additionalServicesEn = {
  meta: {
    title: `Forms, Money Transfers & More | ${officeConfig.officeName}`,
    description:
      "Forms, copies, passport photos, mailbox, money transfers, top-ups, bill payment and help requesting apostilles for Argentine documents, in English or Spanish.",
  },
  hero: {
    eyebrow: "Everyday errands, one trusted office",
    title: "Everyday paperwork and payments, all in one place",
    subtitle:
      "Forms, copies, passport photos, money transfers, bill payments and help requesting apostilles for Argentine documents. Stop by or call, and we'll help you in English or Spanish.",
    seeServices: "See our services",
    call: "Call",
  },
  services: {
    title: "What we can do for you",
    subtitle: "Three groups of services to get your errands done in a single visit.",
    administrative: {
      title: "Administrative services",
      description:
        "Help with the everyday paperwork that eats up your time: forms, copies, letters and appointments. We type forms with the information you give us in writing; we do not prepare immigration or court forms here.",
      features: [
        "Forms and applications typed with the information you give us in writing",
        "Printing, copies and scanning",
        "Sending faxes and e-mails",
        "Online appointment scheduling",
        "Government forms (DMV, Social Security and more) typed with the information you give us in writing",
        "Letters and resumes",
        "Passport photos",
        "Postal and virtual mailbox",
        "Business credit building",
      ],
    },
    financial: {
      title: "Financial services",
      description:
        "Send money to your family, top up a phone or pay your bills in one quick visit, with a receipt for every transaction.",
      features: [
        "Money transfers and remittances, as an authorized agent of a licensed money transmitter",
        "Cash pickup or bank deposit abroad",
        "Mobile top-ups (recargas)",
        "Bill payment: electricity, phone, internet and more",
        "Money orders",
        "Prepaid debit card reloads",
        "A receipt with a tracking number for every transfer",
      ],
      countries: {
        label: "Main destinations:",
        text: "Mexico, Central America, the Caribbean and South America.",
      },
      coverage: {
        label: "Coverage:",
        text: "We send money as an authorized agent of a licensed money transmitter. Coverage, fees and exchange rates depend on that company and on the destination. You see the exchange rate and the total cost before you pay.",
      },
    },
    legal: {
      title: "Documents for use abroad",
      description:
        "Get your documents ready to use in another country: we help you request legalizations and apostilles, including for Argentina.",
      features: [
        "Help requesting legalizations and apostilles for Argentine documents",
        "Help requesting apostilles for Florida documents to be used abroad",
        "Certified translations of apostilled documents",
      ],
      bookingLabel: "Book an apostille appointment",
      guidance: {
        label: "Please note:",
        text: "We are not a law firm and do not give legal advice. We help you request legalizations and apostilles; the authorities of each country issue them and set the requirements.",
      },
    },
  },
  why: {
    title: "Why stop by",
    subtitle: "Small errands deserve friendly, careful service too.",
    points: [
      {
        title: "Everything in one visit",
        description: "Print, sign, send and pay in one place instead of three.",
      },
      {
        title: "Help in your language",
        description:
          "Bilingual staff who type your forms with the information you give us in writing and explain each step of our process.",
      },
      {
        title: "A receipt for every payment",
        description:
          "For money transfers you see the exchange rate and the total cost before you pay, and you get a receipt with a tracking number.",
      },
    ],
  },
  cta: {
    title: "Questions before you come in?",
    subtitle: "Call us to check our hours and fees, so your errand takes just one visit.",
  },
};

export type AdditionalServicesText = typeof additionalServicesEn;
