import { officeConfig } from "~/site/config";

/** Truck Services page text. English is the source; `es.ts` mirrors every key. */
export const truckEn = {
  meta: {
    title: `Truck Services: IFTA, IRP, DOT & 2290 | ${officeConfig.officeName}`,
    description:
      "Quarterly IFTA, UCR and IRP, DOT number and MC authority, permits, Form 2290 and drug testing consortium for Florida truckers, in English or Spanish.",
  },
  hero: {
    eyebrow: "For owner-operators and small fleets",
    title: "Trucking compliance that keeps you on the road",
    subtitle:
      "IFTA, UCR and IRP, DOT and MC authority, permits, Form 2290 and drug testing, handled by one bilingual office that keeps an eye on your deadlines.",
    button: "Request service",
  },
  services: {
    title: "Trucking services",
    subtitle: "Tell us what you need. We take care of the filings, the forms and the reminders.",
    bookingLabel: "Request service",
    ifta: {
      title: "IFTA fuel tax",
      description:
        "Quarterly International Fuel Tax Agreement returns, prepared from your mileage and fuel receipts and filed on time.",
      features: [
        "Quarterly returns covering every jurisdiction you drove in",
        "Due the last day of the month after each quarter: April 30, July 31, October 31 and January 31",
        "Mileage and fuel records organized by state",
        "New IFTA license and yearly decals",
      ],
    },
    ucr: {
      title: "UCR and IRP",
      description:
        "Your annual Unified Carrier Registration and your International Registration Plan apportioned plates, handled together.",
      features: [
        "Annual UCR registration, with the fee based on your fleet size",
        "IRP apportioned plates and cab card, first time or renewal",
        "Adding or removing trucks and jurisdictions",
        "Reminders before each renewal",
      ],
    },
    dot: {
      title: "DOT number and MC authority",
      description:
        "Start your operation, or keep it in good standing, with the FMCSA: USDOT number, operating authority and the updates that follow.",
      features: [
        "New USDOT number registration",
        "MC operating authority for interstate for-hire carriers",
        "Biennial MCS-150 updates",
        "Help coordinating your BOC-3 and insurance filings",
      ],
    },
    permits: {
      title: "Permits",
      description:
        "The right permit before the load moves, for oversize and overweight hauls or trips through states your plates don't cover.",
      features: [
        "Oversize and overweight permits",
        "Trip and fuel permits",
        "Interstate permits for every state on your route",
        "Quick requests when a load can't wait",
      ],
    },
    hvut: {
      title: "Form 2290 (HVUT)",
      description:
        "The federal heavy highway vehicle use tax, e-filed with the IRS: the fastest way to get your stamped Schedule 1.",
      features: [
        "For vehicles with a taxable gross weight of 55,000 lbs or more",
        "Tax period July 1 to June 30; due by August 31 for vehicles in use in July",
        "Stamped Schedule 1 to register your truck and get IRP plates",
        "Trucks first used later in the year: due by the end of the following month",
      ],
    },
    drugTesting: {
      title: "Drug and alcohol consortium",
      description:
        "The FMCSA requires CDL drivers to be in a random drug and alcohol testing program. We enroll you in a consortium and keep your records in order.",
      features: [
        "Enrollment in a random testing consortium, ideal for owner-operators",
        "Pre-employment tests for new drivers",
        "Drug and Alcohol Clearinghouse registration and queries",
        "Records ready for a DOT audit",
      ],
    },
  },
  why: {
    title: "Why truckers choose us",
    subtitle: "You drive. We handle the paperwork.",
    points: [
      {
        title: "We track your deadlines",
        description:
          "IFTA quarters, UCR, IRP, Form 2290 and biennial updates on one calendar, with a reminder before each date.",
      },
      {
        title: "One office for everything",
        description:
          "Taxes, permits, authority and testing in one place, so nothing falls through the cracks between providers.",
      },
      {
        title: "Bilingual service",
        description: "We explain every form in English or Spanish, by phone or in person.",
      },
      {
        title: "Ready for audits",
        description:
          "Organized copies of all your filings, so you can answer a DOT or IFTA audit with confidence.",
      },
    ],
  },
  cta: {
    title: "Keep your trucks rolling",
    subtitle:
      "Request a service online or call us. Tell us your DOT number and what you need, and we'll take it from there.",
    button: "Request service",
  },
};

export type TruckText = typeof truckEn;
