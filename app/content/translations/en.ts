import { officeConfig } from "~/site/config";

/** Translations page text. English is the source; `es.ts` mirrors every key. */
export const translationsEn = {
  meta: {
    title: `Certified Translations in 15+ Languages | ${officeConfig.officeName}`,
    description:
      "Certified translations for USCIS, courts and schools in Florida: birth certificates, diplomas, medical and legal records in 15+ languages. Request a quote.",
  },
  hero: {
    eyebrow: "Certified translations · 15+ languages",
    title: "Certified translations you can submit with confidence",
    subtitle:
      "Birth certificates, diplomas, court records, medical reports and business documents, translated accurately and certified for USCIS, courts, schools and employers.",
    quote: "Get a quote",
    stats: [
      { value: officeConfig.claims.translationDocuments.value, label: "Documents translated" },
      { value: "15+", label: "Languages" },
      { value: officeConfig.claims.translationAccuracy.value, label: "Accuracy" },
    ],
  },
  notice: {
    title: "Certified for USCIS, courts and schools",
    text: "Every certified translation includes a signed certificate of accuracy stating that the translation is complete and accurate and that the translator is competent in both languages. That is what USCIS requires for any document in another language: a full English translation with the translator's certification. Courts, universities and employers ask for the same format. If the receiving office asks for a notarized translation, the translator signs the certification in front of a Notary Public who is not the translator; we can arrange that, and an apostille if needed, in the same visit.",
  },
  services: {
    title: "Translation services",
    subtitle:
      "Choose the type of document and request a quote. The price depends on the length, the language pair and how soon you need it.",
    quote: "Get a quote",
    detailLabels: {
      languages: "Available in",
      turnaround: "Turnaround",
    },
    languagesValue: "15+ Languages",
    legal: {
      title: "Legal documents",
      description:
        "Court and legal documents translated with precise legal terminology and formatting that mirrors the original.",
      features: [
        "Contracts and agreements",
        "Court orders and judgments",
        "Powers of attorney",
        "Police and criminal records",
      ],
      turnaround: "2-3 business days",
    },
    immigration: {
      title: "Immigration documents",
      description:
        "Civil documents translated and certified in the format USCIS and U.S. consulates require.",
      features: [
        "Birth and marriage certificates",
        "Divorce and death certificates",
        "Passports and national ID cards",
        "Police clearance certificates",
      ],
      turnaround: "1-2 business days",
    },
    academic: {
      title: "Academic records",
      description:
        "School records for admissions, credential evaluations, licensing boards and professional exams.",
      features: [
        "Diplomas and degrees",
        "Transcripts and grade reports",
        "Course descriptions",
        "Letters of recommendation",
      ],
      turnaround: "2-3 business days",
    },
    business: {
      title: "Business documents",
      description:
        "Corporate and financial documents for banks, partners, investors and government agencies.",
      features: [
        "Financial statements and bank letters",
        "Articles of incorporation and bylaws",
        "Business correspondence",
        "Catalogs and marketing materials",
      ],
      turnaround: "3-5 business days",
    },
    medical: {
      title: "Medical records",
      description:
        "Medical records translated carefully for doctors, insurers and immigration medical exams.",
      features: [
        "Medical records and reports",
        "Vaccination records",
        "Lab results and prescriptions",
        "Insurance claims and forms",
      ],
      turnaround: "2-3 business days",
    },
    personal: {
      title: "Personal documents",
      description:
        "Everyday personal documents you need for a license, a bank, a landlord or a new job.",
      features: [
        "Driver's licenses",
        "Bank statements",
        "Personal letters and statements",
        "Proof of address",
      ],
      turnaround: "1-2 business days",
    },
    general: {
      title: "General documents",
      description:
        "Any other document that needs a faithful, well-written translation, certified when you need it.",
      features: [
        "Letters and e-mails",
        "Forms and applications",
        "Instructions and manuals",
        "Brochures and flyers",
      ],
      turnaround: "2-4 business days",
    },
    localization: {
      title: "Localization",
      description:
        "Websites, apps and marketing adapted for Spanish-speaking and international customers, not just translated word for word.",
      features: [
        "Websites and apps",
        "Marketing campaigns and social media",
        "Product descriptions and packaging",
        "A consistent glossary for your brand",
      ],
      turnaround: "Custom",
    },
  },
  languages: {
    title: "Languages we translate",
    subtitle:
      "Translations to and from English in all of these languages. Need another one? Ask us.",
    items: [
      "Spanish",
      "Portuguese",
      "French",
      "Italian",
      "German",
      "Russian",
      "Chinese (Mandarin)",
      "Japanese",
      "Korean",
      "Arabic",
      "Hindi",
      "Tagalog",
      "Vietnamese",
      "Polish",
      "Dutch",
      "Turkish",
      "Thai",
      "Swedish",
      "Norwegian",
      "Danish",
      "Finnish",
    ],
  },
  quality: {
    title: "Our commitment to quality",
    subtitle: "Your documents matter, so every translation goes through the same careful process.",
    points: [
      {
        title: "Qualified translators",
        description:
          "Fluent translators who know the terminology of legal, medical, academic and business documents.",
      },
      {
        title: "Checked before delivery",
        description:
          "Every translation is reviewed line by line against the original: names, dates and numbers included.",
      },
      {
        title: "Faithful formatting",
        description:
          "Layout follows the original, with stamps, seals and signatures clearly noted, so reviewers can compare easily.",
      },
      {
        title: "Confidential handling",
        description:
          "Your documents are handled privately and shared only with the people working on your translation.",
      },
    ],
  },
  cta: {
    title: "Get your translation quote",
    subtitle:
      "Book a quote, then bring your document to our office, or ask us for a safe way to share a copy: please do not send identity documents by ordinary e-mail or social media. We confirm the price and delivery date before we start.",
    button: "Get a quote",
  },
};

export type TranslationsText = typeof translationsEn;
