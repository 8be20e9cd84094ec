import { officeConfig } from "~/site/config";

/** Home page text. English is the source; `es.ts` mirrors every key. */
export const homeEn = {
  meta: {
    title: `${officeConfig.officeName} | Notary, Taxes, ITIN & Immigration Forms in Florida`,
    description:
      "Bilingual office in Florida: Notary Public, taxes, ITIN, immigration form preparation, certified translations, business setup and trucking. Book online.",
  },
  hero: {
    eyebrow: "Bilingual office in Florida · English and Spanish",
    title: "Your paperwork, handled with care — in English and Spanish",
    subtitle:
      "Notary, taxes, ITIN, immigration document preparation, certified translations and business services under one roof. Book online in minutes or call us.",
    primary: "See our services",
    logoAlt: `${officeConfig.officeName} logo: a rising sun over a document`,
  },
  services: {
    title: "Our main services",
    subtitle: "Choose a service and book the appointment that fits you best.",
    /** Under the service cards. */
    governmentFees:
      "Government fees (USCIS, IRS, the State of Florida and other agencies) are paid to the agency and are separate from our fee. USCIS takes its fees only by card (Form G-1450) or by debit from a U.S. bank account (Form G-1650).",
    notary: {
      title: "Notary Public",
      description:
        "Document notarization, apostille requests and certified copies of identity documents, with mobile and 24-hour emergency service.",
      options: { general: "General notary", certify: "Certify documents", apostille: "Apostille" },
    },
    tax: {
      title: "Tax Services",
      description:
        "Personal and business tax returns prepared accurately, with extensions, amendments, bookkeeping and payroll.",
      options: { personal: "Personal tax return", business: "Business tax return" },
    },
    immigration: {
      title: "Immigration Document Preparation",
      description:
        "We type your USCIS forms with the information you give us in writing, then copy, translate and mail them as you direct: family petitions, citizenship, work permits, TPS and more.",
      options: {
        general: "General immigration",
        asylum: "Asylum",
        citizenship: "Citizenship",
        adjustment: "Adjustment of status",
        tps: "TPS",
      },
      /** Shown under the Asylum booking option. */
      asylumNote:
        "Asylum cases are complex and have strict deadlines: we recommend that you first see a licensed immigration attorney or a representative accredited by the U.S. Department of Justice.",
    },
  },
  additional: {
    title: "More ways we can help",
    subtitle: "From your ITIN to your trucking permits, one trusted office for all your paperwork.",
    itin: {
      title: "ITIN Services",
      description:
        "New ITIN applications and renewals with an IRS Acceptance Agent, who reviews your identity documents before the application is sent.",
      options: { new: "New ITIN application", renewal: "ITIN renewal" },
    },
    translation: {
      title: "Translation Services",
      description:
        "Certified translations for USCIS, courts and schools, in more than 15 languages.",
    },
    business: {
      title: "Business Formation",
      description: "Register your LLC or corporation, get your EIN and start on the right foot.",
      options: { registration: "Company registration", ein: "EIN application" },
    },
    marriage: {
      title: "Marriages & Divorces",
      description:
        "Wedding officiant, simplified divorce on the forms approved by the Florida Supreme Court, and name changes.",
      options: {
        officiant: "Marriage officiant",
        divorce: "Simplified divorce",
        nameChange: "Name change",
      },
    },
    truck: {
      title: "Truck Services",
      description: "IFTA, IRP, permits and DOT compliance so your trucks keep rolling.",
      options: {
        general: "General truck services",
        ifta: "IFTA",
        irpFirst: "IRP first time",
        irpRenewal: "IRP renewal",
        interstate: "Interstate permits",
        special: "Special permits",
      },
    },
  },
  why: {
    title: "Why choose us",
    subtitle:
      "Families and small businesses across Florida trust us with the documents that matter.",
    points: [
      {
        title: "Experienced team",
        description:
          "Experienced, bilingual staff who explain each step of our process in plain language.",
      },
      {
        title: "Secure and confidential",
        description: "Your documents and personal data are handled privately and with care.",
      },
      {
        title: "Fast processing",
        description: "Most paperwork is prepared the same day or within a few business days.",
      },
      {
        title: "Five-star service",
        description: "Friendly, patient attention that our clients rate five stars.",
      },
    ],
  },
  testimonials: {
    title: "What our clients say",
  },
  cta: {
    title: "Ready to get started?",
    subtitle:
      "Book your appointment online in minutes, or call us and we'll help you find the right appointment.",
    button: "Choose your service",
  },
};

export type HomeText = typeof homeEn;
