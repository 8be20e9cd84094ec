import { officeConfig } from "~/site/config";

/** Marriages & Divorces page text. English is the source; `es.ts` mirrors every key. */
export const marriageEn = {
  meta: {
    title: `Wedding Officiant & Simplified Divorce | ${officeConfig.officeName}`,
    description:
      "Florida wedding officiant, simplified divorce and name change on Supreme Court-approved forms, and notarization of prenuptial agreements. English or Spanish.",
  },
  hero: {
    eyebrow: "Weddings · Divorce · Name change",
    title: "Marriage and divorce paperwork, handled with care and respect",
    subtitle:
      "Say “I do” with a Florida Notary Public as your officiant, get help filling in the Florida Supreme Court's approved forms for a simplified divorce or a name change, or have your prenuptial agreement notarized, in English or Spanish.",
    book: "Book your ceremony",
    seeServices: "See all four services",
  },
  services: {
    title: "How we can help",
    subtitle:
      "Four services for life's big changes. Each one has its own booking page, so you reach the right appointment the first time.",
    officiant: {
      title: "Wedding officiant",
      description:
        "In Florida, a Notary Public may solemnize marriages. We perform simple, heartfelt civil ceremonies at our office or at the place you choose.",
      features: [
        "First get your Florida marriage license from any county Clerk of Court; it is valid for 60 days",
        "Florida residents must wait 3 days after the license is issued, unless they completed a premarital course",
        "Ceremony in English, Spanish or both",
        "We sign your license and return it to the Clerk of Court for recording",
      ],
    },
    divorce: {
      title: "Simplified uncontested divorce",
      description:
        "Florida's simplified dissolution of marriage is for couples who agree on everything and meet every condition below. We help you fill in the forms the Florida Supreme Court approved for it with the information you give us in writing; we are not a law firm.",
      features: [
        "No minor or dependent children together; the wife has none born during the marriage and is not pregnant",
        "At least one spouse has lived in Florida for at least 6 months before filing",
        "You both agree on how to divide your property and debts, and neither of you seeks alimony",
        "You both agree the marriage is over, sign the forms and attend the final hearing together",
      ],
    },
    nameChange: {
      title: "Name change",
      description:
        "Changing your name after a wedding, after a divorce or for personal reasons? We help you fill in the Florida Supreme Court-approved name change forms with the information you give us in writing and help you update your records.",
      features: [
        "Florida petition for change of name (adult), on the Supreme Court-approved form",
        "Social Security card update (Form SS-5)",
        "Help updating your driver's license, passport, bank and other records",
        "Friendly help in English or Spanish",
      ],
    },
    prenup: {
      title: "Prenuptial agreements",
      description:
        "Already have a prenuptial agreement prepared by the two of you or by your attorneys? We notarize your signatures. We do not draft, fill in or review prenuptial agreements: each of you should have your own attorney.",
      features: [
        "Notarization of agreements prepared by the parties or their attorneys",
        "Every signer identified with a valid photo ID",
        "At our office or, with mobile service, at the place you choose",
        "Questions about the agreement's terms go to your own attorney",
      ],
    },
  },
  notLawFirm: {
    title: "We are not a law firm",
    text: "For simplified divorces and name changes, we help you fill in the forms approved by the Florida Supreme Court with the information you give us in writing. For prenuptial agreements, we only notarize signatures. We cannot give legal advice, choose your forms or represent you in court. For questions about your rights, talk to a licensed Florida attorney.",
  },
  process: {
    title: "How it works",
    subtitle: "Four simple steps, whichever service you choose.",
    steps: [
      {
        title: "Book your appointment",
        description: "Choose the service online or call us, and we confirm the time with you.",
      },
      {
        title: "Gather your documents",
        description:
          "Photo IDs for every signer, plus your marriage license, your finished agreement or the information for your court forms.",
      },
      {
        title: "We fill in the forms",
        description:
          "We fill in the Supreme Court-approved forms with the information you give us in writing, and you read every page before you sign, in English or Spanish.",
      },
      {
        title: "Sign, celebrate or file",
        description:
          "We perform the ceremony or notarize your signatures, and you file your court forms with the Clerk of Court.",
      },
    ],
  },
  cta: {
    title: "Planning a wedding or a fresh start?",
    subtitle:
      "Book your ceremony online in minutes, or call us and we'll help you find the right appointment for a divorce, a name change or a prenup notarization.",
    button: "Book your ceremony",
  },
};

export type MarriageText = typeof marriageEn;
