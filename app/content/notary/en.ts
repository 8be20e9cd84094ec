import { officeConfig } from "~/site/config";

/** Notary Public page text. English is the source; `es.ts` mirrors every key. */
export const notaryEn = {
  meta: {
    title: `Notary Public & Apostilles in Florida | ${officeConfig.officeName}`,
    description:
      "Florida Notary Public: document notarization, apostilles, ID certification, loan signings and mobile service with 24-hour emergency help. Book online today.",
  },
  hero: {
    eyebrow: "Commissioned Florida Notary Public",
    title: "Notary Public services, at our office or wherever you are",
    subtitle:
      "Notarizations, apostille requests, certified copies of identity documents and loan signings, handled carefully in English or Spanish. Need us after hours? We offer mobile and 24-hour emergency service.",
    button: "Book a notary appointment",
    stats: [
      { value: officeConfig.claims.notaryDocuments.value, label: "Documents notarized" },
      { value: "Commissioned & bonded", label: "Florida Notary Public" },
      { value: "24 hours", label: "Emergency service" },
    ],
  },
  services: {
    title: "Our notary services",
    subtitle:
      "Choose the service you need and book the time that works for you. A Florida Notary Public is not a lawyer and cannot give legal advice.",
    notarization: {
      title: "Document notarization",
      description:
        "We confirm each signer's identity and witness the signature. Bring your document already completed: a notary cannot draft it or advise you on its content.",
      features: [
        "Acknowledgments and jurats (sworn statements)",
        "Affidavits, powers of attorney and travel consent letters",
        "Contracts, real estate and business documents",
        "Same-day appointments when available",
      ],
    },
    apostille: {
      title: "Apostille",
      description:
        "Need to use a Florida document in another country? Apostilles for Florida documents are issued by the Florida Department of State; we help you prepare and submit the request.",
      features: [
        "For countries in the Hague Apostille Convention",
        "Florida-issued and Florida-notarized documents",
        "Request prepared and submitted with you",
        "Clear instructions on state fees and timing",
      ],
    },
    idCertification: {
      title: "Identity document certification",
      description:
        "A certified copy of your passport or other identity document, made from the original in front of the notary, for banks, schools and agencies that ask for one.",
      features: [
        "Certified copies of passports and identity documents",
        "Copies made from your original, in our presence",
        "Ask the receiving agency first whether it accepts a notary-certified copy",
        "Birth, marriage and death certificates must be ordered from the issuing office",
      ],
    },
    loanSigning: {
      title: "Loan signing agent",
      description:
        "Mortgage closings and refinances guided by a careful signing agent, at our office or at your home, so every page is signed the right way.",
      features: [
        "Purchase, refinance and home equity loan packages",
        "Every page signed, initialed and dated correctly",
        "Signed package returned to the title company on time",
        "Questions about loan terms are answered by your lender",
      ],
    },
  },
  requirements: {
    title: "What to bring",
    subtitle: "A few simple things make your notarization quick and valid under Florida law.",
    identification: {
      title: "Identification",
      description:
        "Each signer needs a valid photo ID that is current or was issued in the last five years.",
      items: [
        "Driver's license or ID card from Florida or another U.S. state",
        "U.S. passport, or a foreign passport stamped by U.S. immigration",
        "Military ID or permanent resident card",
        "Other IDs accepted by Florida law (ask us when you book)",
      ],
    },
    documents: {
      title: "Documents",
      description:
        "Bring the complete document, but wait to sign it until you are in front of the notary.",
      items: [
        "Every page, filled in except for the signature",
        "Any instructions from the office that will receive it",
        "The original of any ID you need copied or certified",
        "We cannot certify copies of vital records (birth, death or marriage certificates) or public records",
      ],
    },
    presence: {
      title: "Presence",
      description: "Florida law requires every signer to appear before the notary.",
      items: [
        "Every signer must be present in person",
        "Signers must be alert and understand what they are signing",
        "Bring witnesses if your document requires them (ask us when you book)",
        "We explain the process in English or Spanish, but cannot give legal advice",
      ],
    },
  },
  mobile: {
    title: "Mobile notary service",
    subtitle: "Can't come to our office? We'll bring the notary to you.",
    points: [
      {
        title: "We come to you",
        description:
          "At your home, workplace, hospital or care facility, so nobody has to travel to sign.",
      },
      {
        title: "Flexible scheduling",
        description:
          "Evenings and weekends are available, plus 24-hour emergency service for urgent signatures.",
      },
      {
        title: "Commissioned Florida notary",
        description:
          "Every appointment is handled by a bonded Notary Public commissioned by the State of Florida.",
      },
    ],
    fees: "Fees for travel and after-hours service are quoted when you book.",
    button: "Book mobile service",
  },
  cta: {
    title: "Need something notarized?",
    subtitle:
      "Book online in a few minutes or call us. Bring your photo ID and your unsigned document, and we'll take care of the rest.",
    button: "Book a notary appointment",
  },
};

export type NotaryText = typeof notaryEn;
