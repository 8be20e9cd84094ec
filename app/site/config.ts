/**
 * The office's facts, in one place. The owner edits this file: phone, e-mail,
 * address, social profiles, hours, payment methods, every booking link, the
 * tax season, client testimonials and the figures the site advertises.
 * The values below are clearly fictional placeholders; replace them with the
 * real ones. `npm run build` checks every value and stops with a message
 * naming the field when one is wrong; `npm run preflight` lists every value
 * that is still a placeholder or not yet confirmed, and must pass before launch.
 */
import type { HoursException } from "./config-schema";

/** Root of the online scheduler account; every booking link below starts with it. */
const scheduler = "https://booking.example.com/sol-multiservices";

/** The general notary booking page, which several services share. */
const notaryDefault = `${scheduler}/notary`;

/**
 * Closures and special hours, in date order and never overlapping. Past ones
 * can stay: the site hides them. Each has `from` and `to` ("YYYY-MM-DD", the
 * same day for one day), `hours` (24-hour "HH:MM", or `null` when the office
 * is closed) and an optional `note` in both languages.
 */
const hoursExceptions: readonly HoursException[] = [
  {
    from: "2026-11-26",
    to: "2026-11-26",
    hours: null,
    note: { en: "Thanksgiving Day", es: "Día de Acción de Gracias" },
  },
  {
    from: "2026-12-24",
    to: "2026-12-24",
    hours: { opens: "09:30", closes: "12:00" },
    note: { en: "Christmas Eve", es: "Nochebuena" },
  },
  {
    from: "2026-12-25",
    to: "2026-12-26",
    hours: null,
    note: { en: "Christmas", es: "Navidad" },
  },
  {
    from: "2026-12-31",
    to: "2026-12-31",
    hours: { opens: "09:30", closes: "13:00" },
    note: { en: "New Year's Eve", es: "Fin de Año" },
  },
  {
    from: "2027-01-01",
    to: "2027-01-01",
    hours: null,
    note: { en: "New Year's Day", es: "Año Nuevo" },
  },
];

export const officeConfig = {
  /** The public address of the site, used for canonical links and the sitemap. */
  siteUrl: "https://www.example.com",
  officeName: "Sol Multiservices",
  /** The year the footer's copyright line names (the office's choice, not the current year). */
  copyrightYear: 2024,
  /** Shown as written; dialled as the digits of `phoneE164`. */
  phoneDisplay: "(305) 555-0142",
  phoneE164: "+13055550142",
  /**
   * The WhatsApp number for click-to-chat links, in international (E.164)
   * form: "+" then country code and number, e.g. "+13055550142". Set it to
   * `null` and no WhatsApp link appears anywhere.
   */
  whatsappE164: "+13055550142" as string | null,
  email: "info@example.com",
  address: {
    street: "1234 Example Avenue, Suite 100",
    city: "Miami",
    region: "FL",
    postalCode: "33101",
    /** The county of the office: the Terms of Service name its courts for disputes. */
    county: "Miami-Dade",
    country: "US",
  },
  /**
   * Where the office is on the map, in decimal degrees (right-click the pin in
   * a map app to copy them). Search engines get them with the address; `null`
   * leaves them out. Directions links use the address, not these.
   */
  geo: { latitude: 25.7751, longitude: -80.1947 } as { latitude: number; longitude: number } | null,
  /** The office's time zone (IANA name): "Open now" and the holiday notices follow its clock. */
  timeZone: "America/New_York",
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
  /**
   * Holiday closures and special hours of the office (see `HoursException`
   * above for the fields). A notice on every page announces each one from
   * `announceDaysBefore` days ahead until its last day.
   */
  specialHours: {
    announceDaysBefore: 7,
    exceptions: hoursExceptions,
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
  /**
   * The tax season the Tax Services page announces: the tax year being filed and
   * its federal deadlines (ISO dates). Update it every year; `npm run preflight`
   * fails once the filing deadline has passed.
   */
  taxSeason: {
    taxYear: 2026,
    filingDeadline: "2027-04-15",
    extendedDeadline: "2027-10-15",
  },
  /**
   * Figures the site advertises. They are the owner's claims: set `confirmed: true`
   * only for a figure the office can back with its own records.
   */
  claims: {
    notaryDocuments: { value: "5000+", confirmed: false },
    taxAverageRefund: { value: "$2,847", confirmed: false },
    taxAccuracy: { value: "99.5%", confirmed: false },
    translationDocuments: { value: "10,000+", confirmed: false },
    translationAccuracy: { value: "99.9%", confirmed: false },
    businessesFormed: { value: "1000+", confirmed: false },
    businessSuccessRate: { value: "99%", confirmed: false },
  },
  /**
   * Our own fee for a service, shown as "From $95" on its card and in its
   * booking list (government fees are always separate, and the site says so).
   * Optional: a service left out shows no price, and none is set yet. The key
   * is the service's booking link name below, the amount whole US dollars:
   *   prices: { apostille: { from: 95, confirmed: true } },
   * Set `confirmed: true` once the amount is checked; `npm run preflight`
   * lists every price that is not.
   */
  prices: {} as {
    readonly [booking: string]: { readonly from: number; readonly confirmed: boolean };
  },
  /**
   * Client testimonials shown on the Home page, in both languages. Publish only
   * real clients' words, with their written permission: set `consent: true`
   * once you have it. The three below are samples.
   */
  testimonials: [
    {
      name: "María G.",
      service: { en: "ITIN renewal", es: "Renovación de ITIN" },
      comment: {
        en: "They explained everything in Spanish and my ITIN renewal was ready to send the same day. Very professional and kind.",
        es: "Me explicaron todo en español y mi renovación de ITIN quedó lista para enviar el mismo día. Muy profesionales y amables.",
      },
      rating: 5,
      consent: false,
    },
    {
      name: "James T.",
      service: { en: "Notary and apostille", es: "Notary Public y apostilla" },
      comment: {
        en: "I needed a document notarized and apostilled quickly for an overseas job. Fast, clear and fairly priced.",
        es: "Necesitaba notarizar y apostillar un documento rápido para un trabajo en el extranjero. Rápidos, claros y con buen precio.",
      },
      rating: 5,
      consent: false,
    },
    {
      name: "Luis R.",
      service: { en: "Trucking compliance", es: "Trámites para camiones" },
      comment: {
        en: "They handle my IFTA filings and permits every quarter. I never worry about deadlines anymore.",
        es: "Se encargan de mis declaraciones de IFTA y de mis permisos cada trimestre. Ya no me preocupo por las fechas límite.",
      },
      rating: 5,
      consent: false,
    },
  ],
  /** One booking page per service. Several services may share a link. */
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
export type { HoursException, SiteConfig } from "./config-schema";
export { weekdays, type Weekday } from "./weekdays";
