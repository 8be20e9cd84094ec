import { officeConfig } from "~/site/config";

/** Immigration page text. English is the source; `es.ts` mirrors every key. */
export const immigrationEn = {
  meta: {
    title: `Immigration Document Preparation | ${officeConfig.officeName}`,
    description:
      "USCIS forms typed with the answers you give us in writing: I-130, I-485, N-400, I-765, TPS. Copies, translations, mailing. We are not attorneys.",
  },
  hero: {
    eyebrow: "Document preparation · In English and Spanish",
    title: "Immigration document preparation, in English and Spanish",
    subtitle:
      "You choose your forms and give us your answers in writing. We type them on your USCIS forms, translate your documents into English, and copy, assemble and mail your package as you direct. We are not attorneys and do not give legal advice.",
    book: "Book an appointment",
    seeServices: "See the forms we prepare",
  },
  services: {
    title: "Forms we prepare",
    subtitle:
      "You choose the application. We type it with the answers you give us in writing, translate your documents and mail the package as you direct; you read and sign every page.",
    family: {
      title: "Family petitions (I-130)",
      description:
        "For U.S. citizens and permanent residents petitioning for a spouse, child, parent or sibling.",
      features: [
        "Form I-130 (and I-130A for spouses) typed with your written answers",
        "Affidavit of Support (Form I-864), if you ask us to type it",
        "Birth and marriage certificates translated into English",
        "Copies of the relationship evidence you select, labeled as you direct",
        "Copies for your records and tracked mailing to USCIS",
      ],
    },
    adjustment: {
      title: "Adjustment of status (I-485)",
      description:
        "For people already in the United States applying for a green card, including natives and citizens of Cuba filing under the Cuban Adjustment Act.",
      features: [
        "Form I-485 typed with the answers you give us in writing",
        "Companion forms you choose, such as I-765 and I-131",
        "Affidavit of Support (Form I-864) typed with the sponsor's written information",
        "Your medical exam (Form I-693) mailed in its sealed envelope with the package",
        "Cuban Adjustment Act packages, with your Cuban documents translated",
      ],
      options: {
        general: "General adjustment of status",
        cuban: "Cuban Adjustment Act",
      },
    },
    asylum: {
      title: "Asylum and humanitarian parole",
      description:
        "Asylum cases are complex and have strict deadlines, so we strongly recommend a licensed attorney or a representative accredited by the U.S. Department of Justice. If you decide to file on your own, we type the forms with your own written answers.",
      features: [
        "Form I-589 typed from your written answers and your own statement",
        "Your declaration and documents translated into English",
        "Humanitarian parole requests (Form I-131) typed with your written answers",
        "Copies of the identity documents and evidence you choose to send",
        "Complete copy of your application kept for you",
      ],
    },
    citizenship: {
      title: "Citizenship (N-400)",
      description:
        "For permanent residents who are ready to apply to become U.S. citizens through naturalization.",
      features: [
        "Form N-400 typed with the residence, travel and work history you give us in writing",
        "Form I-912 fee waiver request, if you ask us to type it",
        "Foreign documents translated into English",
        "Where to find the official USCIS civics and English study materials",
        "Package assembled and mailed, or filed online from your own USCIS account: you sign in and submit, and the account stays in your control",
      ],
    },
    workPermit: {
      title: "Work permit (I-765)",
      description:
        "Employment authorization applications: first-time, renewal and replacement of a lost, stolen or damaged card.",
      features: [
        "Form I-765 with the eligibility category you or your attorney give us in writing",
        "Renewals typed ahead of your card's expiration date",
        "Copies of your current card, I-94 and IDs",
        "Payment form typed with your details: card (G-1450) or bank debit (G-1650)",
      ],
    },
    visas: {
      title: "Visas and consular processing",
      description:
        "Online visa applications and National Visa Center paperwork for relatives and visitors applying at a U.S. embassy or consulate abroad.",
      features: [
        "Form DS-160 for visitor and other nonimmigrant visas, typed with your answers",
        "Form DS-260 immigrant visa application, typed with your answers",
        "Civil documents scanned, translated and uploaded for the NVC as you direct",
        "Affidavit of Support (Form I-864) typed with the sponsor's written information",
        "A printed copy of everything submitted, for your records",
      ],
    },
    cardReplacement: {
      title: "Card replacement and travel documents (I-90, I-131)",
      description:
        "Renew or replace your green card, and apply for a travel document before leaving the country.",
      features: [
        "Form I-90 to renew an expiring or expired green card",
        "Replacement of lost, stolen or damaged cards, or cards with wrong information",
        "Form I-131 for re-entry permits, refugee travel documents and advance parole",
        "Passport-style photos taken at our office, if you need them",
        "Tracked mailing and a copy of everything you send",
      ],
    },
    tps: {
      title: "Temporary Protected Status (TPS)",
      description:
        "Initial registration and re-registration for nationals of countries designated for TPS, within the dates USCIS publishes.",
      features: [
        "Form I-821, initial registration or re-registration",
        "Work permit (Form I-765) filed together, if you ask for it",
        "Copies of the identity, nationality and residence documents you choose to send",
        "The official USCIS page with your country's registration dates",
        "Documents in other languages translated into English",
      ],
    },
    certificate: {
      title: "Certificate of citizenship",
      description:
        "Form N-600, for people who became U.S. citizens through a U.S. citizen parent, at birth abroad or as a child living in the United States.",
      features: [
        "Form N-600 typed with the information you and your parents give us in writing",
        "Copies of your parents' birth and marriage certificates and naturalization certificates",
        "Foreign birth certificates translated into English",
        "Copies of the residence and custody documents you choose to send",
        "Package assembled and mailed with tracking",
      ],
    },
  },
  advice: {
    title: "Have a legal question? Ask a lawyer",
    text: "Deciding which application to file, whether you qualify or how to answer a legal question is legal advice, and we cannot give it. For that, please consult a licensed immigration attorney or a representative accredited by the U.S. Department of Justice (EOIR). This matters most for asylum, cases in immigration court, and anyone with a past arrest or immigration violation.",
  },
  process: {
    title: "How it works",
    subtitle:
      "Simple, transparent and in your language. USCIS filing fees are paid to the government and are separate from our preparation fee; USCIS takes them only by card (Form G-1450) or by debit from a U.S. bank account (Form G-1650).",
    steps: [
      {
        title: "Book an appointment",
        description:
          "Book online or call us, and tell us which application you have decided to file.",
      },
      {
        title: "Bring your answers in writing",
        description:
          "Bring your answers to the form's questions in writing, with the IDs and civil documents you choose to send. We translate anything that is not in English.",
      },
      {
        title: "We type, you review",
        description:
          "We type the forms exactly with the information you gave us. You read every page, confirm it is correct and sign it.",
      },
      {
        title: "We assemble and mail",
        description:
          "We assemble the package in the order you direct, give you a full copy and mail it with tracking. You follow your case with your USCIS receipt number.",
      },
    ],
  },
  cta: {
    title: "Ready to prepare your forms?",
    subtitle:
      "Book an appointment online, or call us. Bring your answers to the form's questions in writing.",
    button: "Book an appointment",
  },
};

export type ImmigrationText = typeof immigrationEn;
