import { officeConfig } from "~/site/config";

/** Business setup page text. English is the source; `es.ts` mirrors every key. */
export const businessEn = {
  meta: {
    title: `Business Formation, EIN & Licenses | ${officeConfig.officeName}`,
    description:
      "Start your Florida business: LLC, corporation or DBA filed on Sunbiz, EIN application, local business tax receipts and registered agent service. Bilingual.",
  },
  hero: {
    eyebrow: "Florida business formation · In English and Spanish",
    title: "Start your Florida business on the right foot",
    subtitle:
      "We type your LLC, corporation or fictitious name filing with the information you give us in writing, file it with the Florida Division of Corporations (Sunbiz), apply for your EIN and help with your licenses, in English or Spanish.",
    book: "Book an appointment",
    stats: [
      { value: officeConfig.claims.businessesFormed.value, label: "Businesses formed" },
      { value: "3-5 days", label: "Typical processing" },
      { value: officeConfig.claims.businessSuccessRate.value, label: "Success rate" },
    ],
  },
  services: {
    title: "Business services",
    subtitle: "Everything a new Florida business needs to open its doors, handled in one office.",
    registration: {
      title: "Company registration",
      description:
        "We type your Articles of Organization (LLC) or Articles of Incorporation with the information you give us in writing and file them with the Florida Division of Corporations on Sunbiz.",
      features: [
        "Name availability search on Sunbiz",
        "Articles typed with your information and filed online",
        "Filed documents and certificate of status delivered to you",
        "Reminders for the annual report, due January 1 to May 1",
      ],
    },
    ein: {
      title: "EIN application",
      description:
        "The Employer Identification Number you need to open a business bank account, hire and file taxes. The EIN is free from the IRS; we prepare and submit the application for a service fee.",
      features: [
        "Form SS-4 prepared with your business details",
        "Filed online, by fax or by mail, as the IRS allows for your case",
        "IRS confirmation letter delivered to you",
        "Responsible party and address changes (Form 8822-B)",
      ],
    },
    licenses: {
      title: "Business licenses",
      description:
        "Most Florida businesses need a local business tax receipt from their county and often their city; some trades also need a state license.",
      features: [
        "County and city business tax receipt applications",
        "Florida sales tax registration with the Department of Revenue",
        "Help finding the state agency that licenses your trade",
        "Renewal reminders before local receipts expire on September 30",
      ],
    },
    registeredAgent: {
      title: "Registered agent",
      description:
        "Every Florida LLC and corporation must name a registered agent with a Florida street address to receive legal papers and state notices. Our office can be yours.",
      features: [
        "A Florida street address on record with Sunbiz",
        "Prompt notice and a scan of every document we receive",
        "Change of registered agent filed for existing companies",
        "Keeps your home address out of the registered agent record",
      ],
    },
  },
  entities: {
    title: "Types of business entities",
    subtitle: "The three most common ways to set up a business in Florida, at a glance.",
    llc: {
      title: "LLC",
      description:
        "A limited liability company, the most common choice for small businesses in Florida. It is formed by filing Articles of Organization on Sunbiz.",
      features: [
        "Owners' personal assets are generally protected from business debts",
        "Flexible management with few formalities",
        "Pass-through taxation by default, with other elections available",
        "One annual report keeps it active",
      ],
    },
    corporation: {
      title: "Corporation",
      description:
        "A company owned by shareholders and run by a board of directors, formed by filing Articles of Incorporation. Often chosen by businesses that plan to grow or bring in investors.",
      features: [
        "Limited liability for shareholders",
        "Shares make ownership easy to transfer",
        "Can elect S corporation status with the IRS if eligible",
        "Continues to exist even when owners change",
      ],
    },
    dba: {
      title: "DBA (fictitious name)",
      description:
        'A "doing business as" name registered with the Florida Division of Corporations (Sunbiz), so you can operate under a name other than your own legal name or your company\'s name. It does not create a separate company.',
      features: [
        "Operate under a brand name quickly and affordably",
        "Open a bank account and accept payments under that name",
        "Valid for five years and renewable",
        "Can be added to an existing LLC or corporation",
      ],
    },
  },
  choosing: {
    title: "Choosing your entity",
    text: "We type and file the documents for the entity you choose, but we do not give legal or tax advice about which one is right for you. For that decision, please consult an attorney or a certified public accountant (CPA).",
  },
  process: {
    title: "How it works",
    subtitle:
      "From your idea to a registered business in four simple steps. State fees are paid to Florida and shown to you before we file.",
    steps: [
      {
        title: "Book an appointment",
        description:
          "Book online or call us. Bring the owners' IDs, your business address and a few name ideas.",
      },
      {
        title: "Pick your name and structure",
        description:
          "We check name availability on Sunbiz. You decide the structure, with your attorney or CPA if you need advice.",
      },
      {
        title: "We prepare and file",
        description:
          "We type your articles or fictitious name registration with your information, you review and sign, and we file with the state.",
      },
      {
        title: "EIN, licenses and next steps",
        description:
          "Once you are registered, we apply for your EIN, help with local licenses and add your annual report to our reminders.",
      },
    ],
  },
  why: {
    title: "Why choose us",
    subtitle: "Small business owners across Florida trust us with their paperwork.",
    points: [
      {
        title: "Bilingual service",
        description: "Each step of our process explained in English or Spanish, in plain language.",
      },
      {
        title: "State fees apart from ours",
        description:
          "Florida's filing fees are paid to the state, separately from our fee, and you see both before we file.",
      },
      {
        title: "One office for everything",
        description:
          "Formation, EIN, licenses, taxes, translations and Notary Public services under one roof.",
      },
      {
        title: "We keep you on track",
        description:
          "Reminders for annual reports and license renewals help your business stay in good standing.",
      },
    ],
  },
  cta: {
    title: "Ready to open your business?",
    subtitle:
      "Book an appointment online or call us. Bring your name ideas and the owners' IDs, and we'll take it from there.",
    button: "Book an appointment",
  },
};

export type BusinessText = typeof businessEn;
