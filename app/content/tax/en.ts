import { officeConfig } from "~/site/config";

/** Tax Services page text. English is the source; `es.ts` mirrors every key. */
export const taxEn = {
  meta: {
    title: `Tax Preparation in Florida | ${officeConfig.officeName}`,
    description:
      "Personal and business tax returns, extensions, amendments, bookkeeping and payroll in Florida, in English or Spanish. ITIN holders welcome. Book online.",
  },
  hero: {
    eyebrow: "Personal & business taxes",
    title: "Tax preparation you can trust, in English and Spanish",
    subtitle:
      "We prepare your personal or business return carefully, explain it in plain language and file it electronically. From a simple W-2 to payroll for your company, one office takes care of it.",
    button: "Book appointment",
    stats: [
      { value: officeConfig.claims.taxAverageRefund.value, label: "Average refund" },
      { value: officeConfig.claims.taxAccuracy.value, label: "Accuracy" },
      { value: "24 hours", label: "Typical turnaround" },
    ],
    statsNote:
      "The average refund reflects our clients' returns; your refund depends on your own situation.",
  },
  season: {
    title: "Tax season reminder",
    /** "{taxYear}", "{filingDeadline}" and "{extendedDeadline}" come from `taxSeason` in the config. */
    deadline:
      "Deadline for federal returns for tax year {taxYear}: {filingDeadline}. Missed a deadline? File as soon as you can: penalties and interest grow over time, and we also prepare late and prior-year returns.",
    extension:
      "We file extensions with Form 4868, which moves the deadline to file to {extendedDeadline}. It is more time to file, not to pay: any tax you owe is still due on {filingDeadline}.",
  },
  services: {
    title: "Our tax services",
    subtitle: "Year-round help for individuals, families and small businesses.",
    personal: {
      title: "Personal tax returns",
      description:
        "Form 1040 returns for employees, families, retirees and self-employed workers, reviewed with you before filing.",
      features: [
        "W-2, 1099 and self-employment income",
        "Credits you qualify for, such as the Child Tax Credit",
        "Electronic filing with direct deposit",
        "ITIN holders welcome",
      ],
    },
    business: {
      title: "Business tax returns",
      description:
        "Returns for sole proprietors, LLCs, partnerships and corporations, prepared from organized books.",
      features: [
        "Schedule C for the self-employed",
        "Partnership (1065) and S corporation (1120-S) returns",
        "C corporation returns (Form 1120)",
        "Business expenses identified and documented",
      ],
    },
    extensions: {
      title: "Tax extensions",
      description:
        "Need more time? We file Form 4868 so you have until October 15 to file your return.",
      features: [
        "Filed electronically before the April deadline",
        "An estimate of any tax due, so you can pay on time",
        "More time to file, not more time to pay",
      ],
    },
    amendments: {
      title: "Amended returns",
      description: "Fix a mistake or claim a credit you missed with Form 1040-X.",
      features: [
        "Form 1040-X prepared and filed",
        "Review of your original return",
        "Missed income, deductions or credits corrected",
        "Refund claims generally within three years of filing",
      ],
    },
    bookkeeping: {
      title: "Bookkeeping",
      description:
        "Monthly bookkeeping that keeps your books clean and your business ready for tax time.",
      features: [
        "Income and expenses categorized every month",
        "Bank and credit card reconciliation",
        "Profit and loss statements",
        "Year-end books ready for your return",
      ],
    },
    payroll: {
      title: "Payroll",
      description: "Payroll for small businesses, from each paycheck to the quarterly filings.",
      features: [
        "Paychecks with direct deposit",
        "Federal payroll filings (Form 941) and Florida reemployment tax",
        "W-2 and 1099 forms at year end",
        "New-hire reporting",
      ],
    },
  },
  /** What to bring to a tax appointment, after the IRS's own "Gather your documents" list. */
  bring: {
    title: "What to bring to your tax appointment",
    subtitle:
      "The documents the IRS asks you to gather before you file. Bring what applies to you.",
    items: [
      "Photo ID for you and, if you file jointly, your spouse",
      "Social Security cards or ITIN letters, and dates of birth, for everyone on the return",
      "Forms W-2 from every employer, and your Forms 1099 (NEC, MISC, K, INT, DIV, G, R) and SSA-1099",
      "Records of income without a form: cash, payment apps, online sales, digital assets",
      "Self-employed: your business income and expenses, and mileage records",
      "Form 1098 for mortgage interest, your property tax bill and receipts for gifts to charity",
      "Child care provider's name, address and tax ID number, and Form 1098-T for tuition",
      "Form 1095-A if you had health insurance from the Marketplace",
      "Estimated tax payments you made during the year",
      "Last year's tax return, any IRS letters, and your IP PIN if the IRS gave you one",
      "Your bank's routing and account numbers for a direct deposit refund",
    ],
  },
  tips: {
    title: "Tax tips from our team",
    subtitle: "Small habits that make tax time easier and protect your refund.",
    points: [
      {
        title: "Keep your records",
        description:
          "Save W-2s, 1099s, receipts and last year's return in one folder, and keep tax records for at least three years.",
      },
      {
        title: "Report all your income",
        description:
          "Include every 1099, plus cash and payment-app income. The IRS gets a copy of your 1099s, and missing income leads to letters and penalties.",
      },
      {
        title: "ITIN holders can file",
        description:
          "No Social Security number? You can file with an ITIN, and we can prepare your ITIN application together with your return.",
      },
      {
        title: "Choose direct deposit",
        description:
          "E-filing with direct deposit is the fastest way to get a refund: the IRS issues most refunds in less than 21 days.",
      },
    ],
  },
  cta: {
    title: "Let's get your taxes done right",
    subtitle:
      "Book your appointment online or call us. Bring your documents and last year's return, and we'll handle the rest.",
    button: "Book appointment",
  },
};

export type TaxText = typeof taxEn;
