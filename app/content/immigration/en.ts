import { officeConfig } from "~/site/config";

/** Immigration page text. English is the source; `es.ts` mirrors every key. */
export const immigrationEn = {
  meta: {
    title: `Immigration Document Preparation | ${officeConfig.officeName}`,
    description:
      "USCIS forms prepared at your direction in Florida: I-130, I-485, N-400, I-765, TPS and more. Translations and mailing included. We are not attorneys.",
  },
  hero: {
    eyebrow: "Document preparation · In English and Spanish",
    title: "Immigration document preparation, in English and Spanish",
    subtitle:
      "We type your USCIS forms with the information you give us, translate your supporting documents into English, organize your evidence and mail your package. We are not attorneys and do not give legal advice.",
    book: "Book an appointment",
    seeServices: "See the forms we prepare",
  },
  services: {
    title: "Forms we prepare",
    subtitle:
      "Choose the application you have decided to file. We prepare it with your answers, translate your documents and send your package; you review and sign every page.",
    family: {
      title: "Family petitions (I-130)",
      description:
        "For U.S. citizens and permanent residents who have decided to petition for a spouse, child, parent or sibling.",
      features: [
        "Form I-130 (and I-130A for spouses) typed with your information",
        "Affidavit of support (Form I-864), if you request it",
        "Birth and marriage certificates translated into English",
        "Relationship evidence you provide, organized and labelled",
        "Copies for your records and tracked mailing to USCIS",
      ],
    },
    adjustment: {
      title: "Adjustment of status (I-485)",
      description:
        "For people already in the United States applying for a green card, including natives and citizens of Cuba filing under the Cuban Adjustment Act.",
      features: [
        "Form I-485 prepared with the information you provide",
        "Companion forms you request, such as I-765 and I-131",
        "Affidavit of support (Form I-864) and financial documents organized",
        "Reminder to include your sealed medical exam (Form I-693)",
        "Cuban Adjustment Act packets with Cuban documents translated",
      ],
      options: {
        general: "General adjustment of status",
        cuban: "Cuban Adjustment Act",
      },
    },
    asylum: {
      title: "Asylum and humanitarian parole",
      description:
        "Asylum cases are complex and have strict deadlines, so we strongly recommend a licensed attorney or DOJ-accredited representative. When you are ready to file, we prepare the forms with your own answers.",
      features: [
        "Form I-589 typed from your answers and your own statement",
        "Your declaration and documents translated into English",
        "Humanitarian parole requests (Form I-131) prepared at your direction",
        "Identity documents and evidence you supply, organized",
        "Complete copy of your application kept for you",
      ],
    },
    citizenship: {
      title: "Citizenship (N-400)",
      description:
        "For permanent residents who are ready to apply to become U.S. citizens through naturalization.",
      features: [
        "Form N-400 with your residence, travel and work history",
        "Form I-912 fee waiver, or a reduced fee request, if you ask for it",
        "Foreign documents translated into English",
        "Official USCIS civics and English study materials",
        "Packet assembled and mailed, or filed online with you",
      ],
    },
    workPermit: {
      title: "Work permit (I-765)",
      description:
        "Employment authorization applications: first-time, renewal and replacement of a lost, stolen or damaged card.",
      features: [
        "Form I-765 with the eligibility category you or your attorney indicate",
        "Renewals prepared ahead of your card's expiration date",
        "Copies of your current card, I-94 and IDs organized",
        "Fee and mailing address checked against current USCIS instructions",
      ],
    },
    visas: {
      title: "Visas and consular processing",
      description:
        "Online visa applications and National Visa Center paperwork for relatives and visitors applying at a U.S. embassy or consulate abroad.",
      features: [
        "Form DS-160 for visitor and other nonimmigrant visas",
        "Form DS-260 immigrant visa application",
        "Civil documents scanned, translated and uploaded for the NVC",
        "Affidavit of support (Form I-864) for the sponsor",
        "Checklist of documents to bring to the interview",
      ],
    },
    cardReplacement: {
      title: "Card replacement and travel documents (I-90, I-131)",
      description:
        "Renew or replace your green card, and apply for the travel document you have decided to request before leaving the country.",
      features: [
        "Form I-90 to renew an expiring or expired green card",
        "Replacement of lost, stolen or damaged cards, or cards with wrong information",
        "Form I-131 for re-entry permits, refugee travel documents and advance parole",
        "Photos and supporting copies checked against the form instructions",
        "Tracked mailing and a copy of everything you send",
      ],
    },
    tps: {
      title: "Temporary Protected Status (TPS)",
      description:
        "Initial registration and re-registration for nationals of countries designated for TPS, within the dates USCIS publishes.",
      features: [
        "Form I-821, initial or re-registration",
        "Work permit (Form I-765) filed together when you request it",
        "Proof of identity, nationality and residence you provide, organized",
        "Registration dates for your country checked on the official USCIS page",
        "Documents in other languages translated into English",
      ],
    },
    certificate: {
      title: "Certificate of citizenship",
      description:
        "Form N-600, for people who became U.S. citizens through a U.S. citizen parent, at birth abroad or as a child living in the United States.",
      features: [
        "Form N-600 prepared with your and your parents' information",
        "Parents' birth, marriage and naturalization records organized",
        "Foreign birth certificates translated into English",
        "Proof of residence and custody you provide, in order",
        "Packet assembled and mailed with tracking",
      ],
    },
  },
  advice: {
    title: "Need legal advice?",
    text: "Deciding which application to file, whether you qualify or how to answer a legal question is legal advice, and we cannot give it. For that, please consult a licensed immigration attorney or a representative accredited by the U.S. Department of Justice (EOIR). This matters most for asylum, cases in immigration court, and anyone with a past arrest or immigration violation.",
  },
  process: {
    title: "How it works",
    subtitle:
      "Simple, transparent and in your language. USCIS filing fees are paid to the government and are separate from our preparation fee.",
    steps: [
      {
        title: "Book an appointment",
        description:
          "Book online or call us, and tell us which application you have decided to file. We'll send you a list of documents to bring.",
      },
      {
        title: "Bring your information",
        description:
          "Bring your IDs, civil documents and the answers the form asks for. We translate anything that is not in English.",
      },
      {
        title: "We prepare, you review",
        description:
          "We type the forms exactly with your information. You read every page, confirm it is correct and sign it.",
      },
      {
        title: "We assemble and mail",
        description:
          "We put the package in order, give you a full copy and mail it with tracking. You follow your case with your USCIS receipt number.",
      },
    ],
  },
  cta: {
    title: "Ready to prepare your forms?",
    subtitle:
      "Book an appointment online, or call us and tell us which application you want to file. We'll let you know what to bring.",
    button: "Book an appointment",
  },
};

export type ImmigrationText = typeof immigrationEn;
