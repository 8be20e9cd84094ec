/**
 * The office's facts, in one place. The owner edits this file: phone, e-mail,
 * address, social profiles, hours, payment methods and every booking link.
 * The values below are clearly fictional placeholders; replace them with the
 * real ones. `npm run build` checks every value and stops with a message
 * naming the field when one is wrong.
 */

/** Root of the online scheduler account; every booking link below starts with it. */
const scheduler = "https://booking.example.com/sol-multiservices";

/** The general notary booking page, which several services share (spec section 7). */
const notaryDefault = `${scheduler}/notary`;

export const officeConfig = {
  /** The public address of the site, used for canonical links and the sitemap. */
  siteUrl: "https://www.example.com",
  officeName: "Sol Multiservices",
  /** Shown as written; dialled as the digits of `phoneE164`. */
  phoneDisplay: "(305) 555-0142",
  phoneE164: "+13055550142",
  email: "info@example.com",
  address: {
    street: "1234 Example Avenue, Suite 100",
    city: "Miami",
    region: "FL",
    postalCode: "33101",
    country: "US",
  },
  social: {
    facebook: "https://www.facebook.com/example",
    instagram: "https://www.instagram.com/example",
    tiktok: "https://www.tiktok.com/@example",
  },
  /** Opening hours, 24-hour "HH:MM"; a day without hours is closed. */
  hours: {
    office: [
      {
        days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:30",
        closes: "15:00",
      },
      { days: ["Saturday"], opens: "10:00", closes: "18:00" },
    ],
    online: [
      {
        days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "18:00",
      },
      { days: ["Saturday"], opens: "10:00", closes: "18:00" },
    ],
  },
  paymentMethods: [
    "Mastercard",
    "Venmo",
    "Zelle",
    "PayPal",
    "Apple Pay",
    "Afterpay",
    "Klarna",
    "Cash App",
  ],
  /** One booking page per service (spec section 7). Links may be shared. */
  booking: {
    notary: notaryDefault,
    apostille: `${scheduler}/apostille`,
    idCertification: `${scheduler}/id-certification`,
    loanSigning: notaryDefault,
    certifyDocuments: `${scheduler}/certify-documents`,
    taxPersonal: `${scheduler}/personal-tax`,
    taxBusiness: `${scheduler}/business-tax`,
    immigrationGeneral: `${scheduler}/immigration`,
    familyPetition: `${scheduler}/family-petition`,
    adjustmentOfStatus: `${scheduler}/adjustment-of-status`,
    cubanAdjustment: `${scheduler}/cuban-adjustment`,
    asylum: `${scheduler}/asylum`,
    citizenship: `${scheduler}/citizenship`,
    workPermit: `${scheduler}/work-permit`,
    visas: `${scheduler}/visas`,
    cardReplacement: `${scheduler}/card-replacement`,
    tps: `${scheduler}/tps`,
    certificateOfCitizenship: `${scheduler}/certificate-of-citizenship`,
    itinNew: `${scheduler}/itin-new`,
    itinRenewal: `${scheduler}/itin-renewal`,
    translationQuote: `${scheduler}/translation-quote`,
    businessRegistration: notaryDefault,
    ein: `${scheduler}/ein`,
    licenses: notaryDefault,
    registeredAgent: `${scheduler}/registered-agent`,
    officiant: `${scheduler}/officiant`,
    divorce: `${scheduler}/divorce`,
    nameChange: `${scheduler}/name-change`,
    prenup: `${scheduler}/prenup`,
    truckGeneral: `${scheduler}/truck`,
    ifta: `${scheduler}/ifta`,
    ucr: `${scheduler}/ucr`,
    irpFirstTime: `${scheduler}/irp-first-time`,
    irpRenewal: `${scheduler}/irp-renewal`,
    dot: `${scheduler}/dot`,
    permits: `${scheduler}/permits`,
    interstatePermits: `${scheduler}/interstate-permits`,
    specialPermits: `${scheduler}/special-permits`,
    hvut: `${scheduler}/hvut`,
    drugTesting: `${scheduler}/drug-testing`,
  },
} as const;

export type OfficeConfig = typeof officeConfig;
export type BookingKey = keyof OfficeConfig["booking"];
export const weekdays = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;
export type Weekday = (typeof weekdays)[number];
