import { officeConfig } from "~/site/config";

/** ITIN Services page text. English is the source; `es.ts` mirrors every key. */
export const itinEn = {
  meta: {
    title: `ITIN Applications & Renewals | ${officeConfig.officeName}`,
    description:
      "New ITIN applications (Form W-7), renewals and family packages with an IRS Acceptance Agent in Florida, in English or Spanish. Book your appointment online.",
  },
  hero: {
    eyebrow: "IRS Acceptance Agent",
    title: "ITIN applications and renewals, prepared with care",
    subtitle:
      "We help you complete Form W-7, check your documents against IRS rules and send a complete application, in English or Spanish, so you can meet your U.S. tax obligations.",
    newButton: "Apply for a new ITIN",
    renewalButton: "Renew my ITIN",
  },
  notice: {
    title: "Important: about your identity documents",
    agent: `${officeConfig.officeName} is an IRS Acceptance Agent. We help you complete Form W-7, review your identity documents and put together a complete application before it is sent.`,
    documents:
      "The IRS requires your original identity documents or copies certified by the agency that issued them. Originals are mailed with the application and returned by the IRS afterward. Only a Certifying Acceptance Agent or an IRS Taxpayer Assistance Center can verify some documents in person so you keep your originals. The IRS alone decides whether an ITIN is issued.",
  },
  services: {
    title: "Our ITIN services",
    subtitle: "Whether it's your first ITIN or a renewal, we prepare your application carefully.",
    new: {
      title: "New ITIN (Form W-7)",
      description:
        "A first-time application for people who need a U.S. taxpayer number but can't get a Social Security number.",
      features: [
        "Form W-7 completed and reviewed with you",
        "Identity documents checked against IRS rules",
        "The right reason for applying, clearly documented",
        "A complete application, ready to send",
      ],
    },
    renewal: {
      title: "ITIN renewal",
      description:
        "Renew an expired ITIN before you file, so your return and refund are not delayed.",
      features: [
        "We check whether your ITIN has expired",
        "Form W-7 renewal prepared",
        "Spouse and dependents renewed together when eligible",
      ],
    },
    family: {
      title: "Family package",
      description:
        "Applications for you, your spouse and your dependents, prepared together in one visit.",
      features: [
        "One appointment for the whole family",
        "A Form W-7 for each family member",
        "Dependents' school or medical records reviewed",
        "Sent together with your tax return",
      ],
    },
    withReturn: {
      title: "ITIN with tax return",
      description:
        "Most first-time applicants must attach Form W-7 to a federal tax return. We prepare both together.",
      features: [
        "Federal return prepared with your W-7",
        "Sent together, as the IRS requires",
        "Exceptions to the tax-return rule reviewed",
        "Your return is processed once the ITIN is assigned",
      ],
    },
  },
  process: {
    title: "How it works",
    subtitle: "Four simple steps from your first call to your ITIN letter.",
    steps: [
      {
        title: "Book your appointment",
        description:
          "Choose a new application or a renewal online, or call us. We'll tell you exactly which documents to bring.",
      },
      {
        title: "Bring your documents",
        description:
          "Your passport or other identity documents, plus your tax documents if you're filing a return with the application.",
      },
      {
        title: "We prepare and review",
        description:
          "We complete Form W-7, and your return if needed, and go over every detail with you before you sign.",
      },
      {
        title: "Send it and follow up",
        description:
          "Your application goes to the IRS. We explain the timing and help you follow up until you receive your ITIN letter.",
      },
    ],
  },
  faq: {
    title: "Frequently asked questions",
    subtitle: "Clear answers to the questions we hear most often.",
    items: [
      {
        question: "How long does it take to get an ITIN?",
        answer:
          "The IRS usually processes an ITIN application in 6 to 10 weeks. During peak tax season, from January to April, it can take up to 12 weeks, so we recommend applying early.",
      },
      {
        question: "When does an ITIN expire?",
        answer:
          "An ITIN expires if it is not used on a federal tax return for three consecutive years. In addition, ITINs with middle digits 70 through 87 (for example, 9XX-70-XXXX) have expired, and so have the other ITINs issued before 2013 that were not renewed, including those with middle digits 88, 90 through 92 and 94 through 99. If yours has expired, renew it before you file your next return to avoid delays.",
      },
      {
        question: "Are you an IRS Acceptance Agent?",
        answer: `Yes. ${officeConfig.officeName} is an IRS Acceptance Agent: we help you complete Form W-7 and review your documents so your application is complete before it is sent. The IRS requires original identity documents or copies certified by the issuing agency, and the IRS makes the final decision on every application.`,
      },
      {
        question: "Who needs an ITIN, and what doesn't it do?",
        answer:
          "An ITIN is for people who must file or be listed on a U.S. federal tax return but can't get a Social Security number, such as some workers, spouses and dependents. It is for tax purposes only: it does not give you permission to work, does not change your immigration status and does not make you eligible for Social Security benefits.",
      },
    ],
  },
  cta: {
    title: "Start your ITIN application today",
    subtitle:
      "Book online in a few minutes or call us with your questions. We'll help you send a complete, carefully reviewed application.",
    button: "Apply for a new ITIN",
  },
};

export type ItinText = typeof itinEn;
