import { z } from "zod";
import { weekdays } from "./weekdays";

/**
 * The one description of the office's facts (content/office.yaml): their
 * shape and rules. `SiteConfig` is inferred from it, the build checks the
 * file against it, and every problem names the file and its field for the owner:
 * `booking.apostille: expected an https URL, got "www.example"`.
 */

/** The error of a field that fails: what it expects, and the value it got. */
const expected = (what: string) => ({
  error: (issue: { input?: unknown }) => `expected ${what}, got ${JSON.stringify(issue.input)}`,
});

/**
 * A string that passes `test`; anything else is reported as not being `what`.
 * `pattern`, when given, is what the site editor checks as it is typed
 * (app/admin/cms-config.ts); the build checks `test`.
 */
const stringThat = (what: string, test: (value: string) => boolean, pattern?: string) => {
  const schema = z.string(expected(what)).refine(test, expected(what));
  return pattern ? schema.meta({ cms: { pattern: [pattern, `Expected ${what}.`] } }) : schema;
};

const isText = (value: string) => value.trim().length > 0;
const text = (what: string) => stringThat(what, isText);

const time = (example: string) =>
  stringThat(
    `a time like "${example}"`,
    (value) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value),
    "^([01]\\d|2[0-3]):[0-5]\\d$",
  );

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}
const httpsUrl = stringThat("an https URL", isHttpsUrl, "^https://[^\\s/]+\\.[^\\s]+$");

/**
 * The address the site is published at, as canonical and sitemap URLs start:
 * https, a host, nothing after it. Pages are served from the top of the host
 * (paths like /Immigration), so a path there would make every link wrong.
 */
function isSiteAddress(value: string): boolean {
  if (!isHttpsUrl(value)) return false;
  const url = new URL(value);
  return url.origin === value && url.username === "" && url.password === "" && url.pathname === "/";
}

/** A real calendar date written as ISO `YYYY-MM-DD`. */
function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
const isoDate = (what: string) => stringThat(what, isIsoDate, "^\\d{4}-\\d{2}-\\d{2}$");

/** A time zone the browsers' `Intl` knows, like "America/New_York". */
function isTimeZone(value: string): boolean {
  if (!value.includes("/")) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const wholeNumber = (what: string, min: number, max: number) =>
  z.number(expected(what)).int(expected(what)).min(min, expected(what)).max(max, expected(what));

const decimalDegrees = (max: number, example: string) =>
  z
    .number(expected(`decimal degrees from -${max} to ${max}, like ${example}`))
    .min(-max, expected(`decimal degrees from -${max} to ${max}, like ${example}`))
    .max(max, expected(`decimal degrees from -${max} to ${max}, like ${example}`));

/** Both languages of a text the owner writes. */
const bilingual = (what: string) => z.object({ en: text(what), es: text(what) });

/** A run of weekdays with the same opening hours. */
const openingSlot = z
  .object({
    days: z.array(z.enum(weekdays, expected("a weekday name"))).readonly(),
    opens: time("09:30"),
    closes: time("15:00"),
  })
  .superRefine((slot, ctx) => {
    if (slot.opens >= slot.closes)
      ctx.addIssue({
        code: "custom",
        message: `expected opens before closes, got ${JSON.stringify(`${slot.opens}-${slot.closes}`)}`,
      });
  });

/** A week of opening hours; each day in at most one slot, a day in none is closed. */
const weekSchedule = z
  .array(openingSlot)
  .readonly()
  .superRefine((slots, ctx) => {
    const seen = new Set<string>();
    slots.forEach((slot, i) =>
      slot.days.forEach((day, d) => {
        if (seen.has(day))
          ctx.addIssue({
            code: "custom",
            path: [i, "days", d],
            message: `expected each day listed once, got ${JSON.stringify(day)}`,
          });
        seen.add(day);
      }),
    );
  });

/**
 * A day (or run of days) when the office keeps other hours than usual: a
 * holiday closure or special hours. The hours block lists the upcoming ones,
 * and a notice on every page announces each one in the days before it
 * (`specialHours.announceDaysBefore`).
 */
const hoursException = z
  .object({
    /** First day, "YYYY-MM-DD". */
    from: isoDate('a date like "2026-12-25"'),
    /** Last day, included; the same as `from` for a single day. */
    to: isoDate('a date like "2026-12-25" (the same as from for one day)'),
    /** The hours those days, 24-hour "HH:MM"; `null` (or left out) when the office is closed. */
    hours: z
      .object({ opens: time("09:30"), closes: time("13:00") })
      .superRefine((hours, ctx) => {
        if (hours.opens >= hours.closes)
          ctx.addIssue({
            code: "custom",
            message: `expected opens before closes, or null when closed, got ${JSON.stringify(hours)}`,
          });
      })
      .nullable()
      // Left out (the site editor's "no hours") is closed too.
      .default(null),
    /** Optional words shown with it, in both languages: "Thanksgiving Day" / "Día de Acción de Gracias". */
    note: bilingual("a note, or no note at all").optional(),
  })
  .superRefine(({ from, to }, ctx) => {
    if (to < from)
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: `expected a date on or after its start (${from}), got ${JSON.stringify(to)}`,
      });
  });

/** Closures and special hours; no day may fall in two of them. */
const hoursExceptions = z
  .array(hoursException)
  .readonly()
  .superRefine((exceptions, ctx) => {
    const field = (i: number) => `specialHours.exceptions[${i}]`;
    exceptions.forEach((a, i) =>
      exceptions.forEach((b, j) => {
        if (j > i && a.from <= b.to && b.from <= a.to)
          ctx.addIssue({
            code: "custom",
            path: [j],
            message: `overlaps ${field(i)} (${a.from} to ${a.to}); each day may have one exception`,
          });
      }),
    );
  });

/** A booking link's name, as pages and prices name it: "notary", "familyPetition". */
const bookingName = z.string().regex(/^[a-z][A-Za-z0-9]*$/, expected("a name like familyPetition"));
export type BookingKey = string;

/** The social networks the footer and the structured data know. */
export const socialNetworks = ["facebook", "instagram", "tiktok"] as const;

/** The figures the pages advertise, each with the owner's confirmation. */
export const claimKeys = [
  "notaryDocuments",
  "taxAverageRefund",
  "taxAccuracy",
  "translationDocuments",
  "translationAccuracy",
  "businessesFormed",
  "businessSuccessRate",
] as const;

const usPhone = /^\+1[2-9]\d{2}[2-9]\d{6}$/;
/** E.164: "+", a country code that does not start with 0, at most 15 digits in all. */
const e164 = /^\+[1-9]\d{7,14}$/;

export const siteConfigSchema = z
  .strictObject({
    siteUrl: stringThat(
      "the site's https address alone, with no path, query or trailing slash (like https://www.example.com)",
      isSiteAddress,
    ),
    officeName: text("a name"),
    copyrightYear: wholeNumber("a year like 2024", 1900, 9999),
    phoneDisplay: stringThat(
      "a phone number as shown to visitors",
      (value) => isText(value) && /\d{3}.*\d{4}/.test(value),
    ),
    phoneE164: stringThat(
      "a US number like +13055550142",
      (value) => usPhone.test(value),
      usPhone.source,
    ),
    whatsappE164: stringThat(
      'an international (E.164) number like "+13055550142", or null for no WhatsApp',
      (value) => e164.test(value),
      e164.source,
    )
      .nullable()
      // Left out (the site editor leaves an emptied field out) is no WhatsApp.
      .default(null),
    email: stringThat(
      "an e-mail address",
      (value) => /^[^\s@]+@[^\s@]+\.[a-zA-Z]{2,}$/.test(value),
      "^[^\\s@]+@[^\\s@]+\\.[a-zA-Z]{2,}$",
    ),
    address: z.strictObject({
      street: text("a value"),
      city: text("a value"),
      region: text("a value"),
      postalCode: stringThat("a 5-digit ZIP code", (value) => /^\d{5}$/.test(value), "^\\d{5}$"),
      county: text("a value"),
      country: text("a value"),
    }),
    geo: z
      .object({
        latitude: decimalDegrees(90, "25.7751"),
        longitude: decimalDegrees(180, "-80.1947"),
      })
      .nullable()
      .default(null),
    timeZone: stringThat('a time zone like "America/New_York"', isTimeZone),
    social: z.record(z.enum(socialNetworks), httpsUrl),
    hours: z.object({ office: weekSchedule, online: weekSchedule }),
    specialHours: z.object({
      announceDaysBefore: wholeNumber("a whole number of days from 0 to 60", 0, 60),
      exceptions: hoursExceptions,
    }),
    paymentMethods: z.array(text("a name")).min(1, expected("at least one method")).readonly(),
    taxSeason: z
      .object({
        taxYear: wholeNumber("a year like 2026", 2000, 9999),
        filingDeadline: isoDate('a date like "2027-04-15"'),
        extendedDeadline: isoDate('a date like "2027-10-15"'),
      })
      .superRefine(({ taxYear, filingDeadline, extendedDeadline }, ctx) => {
        if (!filingDeadline.startsWith(`${taxYear + 1}-`))
          ctx.addIssue({
            code: "custom",
            path: ["filingDeadline"],
            message: `expected a date in ${taxYear + 1}, the year after the tax year, got ${JSON.stringify(filingDeadline)}`,
          });
        if (extendedDeadline <= filingDeadline)
          ctx.addIssue({
            code: "custom",
            path: ["extendedDeadline"],
            message: `expected a date after the filing deadline, got ${JSON.stringify(extendedDeadline)}`,
          });
      }),
    claims: z.record(
      z.enum(claimKeys),
      z.object({ value: text("a figure"), confirmed: z.boolean(expected("true or false")) }),
    ),
    // A service with no price is left out, or null (as the site editor writes it).
    prices: z
      .record(
        bookingName,
        z
          .object({
            from: wholeNumber("a whole number of dollars from 1 to 100000", 1, 100_000),
            confirmed: z.boolean(expected("true or false")),
          })
          .nullable(),
      )
      // No price at all is left out by the site editor.
      .default({}),
    testimonials: z
      .array(
        z.object({
          name: text("a name"),
          service: bilingual("a service"),
          comment: bilingual("a comment"),
          rating: wholeNumber("a whole number of stars from 1 to 5", 1, 5),
          consent: z.boolean(expected("true or false")),
        }),
      )
      .readonly(),
    booking: z.record(bookingName, httpsUrl),
  })
  .superRefine((config, ctx) => {
    for (const name of Object.keys(config.prices))
      if (!(name in config.booking))
        ctx.addIssue({
          code: "custom",
          path: ["prices", name],
          message: `expected the name of a booking link, got ${JSON.stringify(name)}`,
        });
    const displayDigits = config.phoneDisplay.replace(/\D/g, "");
    if (!config.phoneE164.endsWith(displayDigits))
      ctx.addIssue({
        code: "custom",
        path: ["phoneDisplay"],
        message: `expected the same number as phoneE164 (${config.phoneE164}), got ${JSON.stringify(config.phoneDisplay)}`,
      });
  });

/** Any office's config, whatever its values: what the site and the checks accept. */
export type SiteConfig = z.infer<typeof siteConfigSchema>;
/** A holiday closure or special hours (see `hoursException` above). */
export type HoursException = z.infer<typeof hoursException>;

/** Thrown when the office config holds a value the site cannot publish. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Invalid office facts (content/office.yaml):\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
    this.name = "ConfigError";
  }
}

/** `hours.office[0].opens` from zod's `["hours", "office", 0, "opens"]`. */
const fieldName = (path: readonly PropertyKey[]) =>
  path
    .map((key, i) =>
      typeof key === "number" ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`,
    )
    .join("");

/** Lists every problem in a config, each naming its field; empty when it is valid. */
export function configProblems(config: unknown): string[] {
  const result = siteConfigSchema.safeParse(config);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${fieldName(issue.path)}: ${issue.message}`);
}

/** Throws a ConfigError naming every bad field; used by the build and the tests. */
export function assertValidConfig(config: unknown): void {
  const problems = configProblems(config);
  if (problems.length > 0) throw new ConfigError(problems);
}
