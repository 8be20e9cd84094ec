import { weekdays, type SiteConfig } from "./config";

/** Thrown when the office config holds a value the site cannot publish. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Invalid site config (app/site/config.ts):\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
    this.name = "ConfigError";
  }
}

const time = /^([01]\d|2[0-3]):[0-5]\d$/;
const email = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;

function httpsUrl(value: unknown): boolean {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/**
 * The address the site is published at, as canonical and sitemap URLs start:
 * https, a host, nothing after it. Pages are served from the top of the host
 * (paths like /Immigration), so a path there would make every link wrong.
 */
function siteAddress(value: unknown): boolean {
  if (!httpsUrl(value)) return false;
  const url = new URL(value as string);
  return url.origin === value && url.username === "" && url.password === "" && url.pathname === "/";
}

function text(value: unknown): boolean {
  return typeof value === "string" && value.trim().length > 0;
}

/** A real calendar date written as ISO `YYYY-MM-DD`. */
function isoDate(value: unknown): boolean {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A time zone the browsers' `Intl` knows, like "America/New_York". */
function timeZone(value: unknown): boolean {
  if (typeof value !== "string" || !value.includes("/")) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** E.164: "+", a country code that does not start with 0, at most 15 digits in all. */
const e164 = /^\+[1-9]\d{7,14}$/;

/** Every part of the postal address the site, the vCard and the maps links need. */
const addressFields = ["street", "city", "region", "postalCode", "county", "country"] as const;

/** Problems in the holiday closures and special hours: dates, hours, notes, overlaps. */
function specialHoursProblems(specialHours: SiteConfig["specialHours"]): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, field: string, expected: string, value: unknown) => {
    if (!ok) problems.push(`${field}: expected ${expected}, got ${JSON.stringify(value)}`);
  };
  const days = specialHours?.announceDaysBefore;
  check(
    Number.isInteger(days) && days >= 0 && days <= 60,
    "specialHours.announceDaysBefore",
    "a whole number of days from 0 to 60",
    days,
  );
  const exceptions = specialHours?.exceptions ?? [];
  const valid: { from: string; to: string; field: string }[] = [];
  exceptions.forEach((exception, i) => {
    const field = `specialHours.exceptions[${i}]`;
    const { from, to, hours, note } = exception;
    const fromOk = isoDate(from);
    const toOk = isoDate(to);
    check(fromOk, `${field}.from`, 'a date like "2026-12-25"', from);
    check(toOk, `${field}.to`, 'a date like "2026-12-25" (the same as from for one day)', to);
    if (fromOk && toOk) {
      check(to >= from, `${field}.to`, `a date on or after its start (${from})`, to);
      if (to >= from) valid.push({ from, to, field });
    }
    if (hours !== null) {
      check(time.test(hours?.opens), `${field}.hours.opens`, 'a time like "09:30"', hours?.opens);
      check(
        time.test(hours?.closes),
        `${field}.hours.closes`,
        'a time like "13:00"',
        hours?.closes,
      );
      check(
        hours?.opens < hours?.closes,
        `${field}.hours`,
        "opens before closes, or null when closed",
        hours,
      );
    }
    if (note !== undefined) {
      check(text(note.en), `${field}.note.en`, "a note, or no note at all", note.en);
      check(text(note.es), `${field}.note.es`, "a note, or no note at all", note.es);
    }
  });
  valid.forEach((a, i) => {
    for (const b of valid.slice(i + 1)) {
      if (a.from <= b.to && b.from <= a.to)
        problems.push(
          `${b.field}: overlaps ${a.field} (${a.from} to ${a.to}); each day may have one exception`,
        );
    }
  });
  return problems;
}

/** Lists every problem in a config, each naming its field; empty when it is valid. */
export function configProblems(config: SiteConfig): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, field: string, expected: string, value: unknown) => {
    if (!ok) problems.push(`${field}: expected ${expected}, got ${JSON.stringify(value)}`);
  };

  check(
    siteAddress(config.siteUrl),
    "siteUrl",
    "the site's https address alone, with no path, query or trailing slash (like https://www.example.com)",
    config.siteUrl,
  );
  check(text(config.officeName), "officeName", "a name", config.officeName);
  check(
    text(config.phoneDisplay) && /\d{3}.*\d{4}/.test(config.phoneDisplay),
    "phoneDisplay",
    "a phone number as shown to visitors",
    config.phoneDisplay,
  );
  check(
    /^\+1[2-9]\d{2}[2-9]\d{6}$/.test(config.phoneE164),
    "phoneE164",
    "a US number like +13055550142",
    config.phoneE164,
  );
  const displayDigits = config.phoneDisplay.replace(/\D/g, "");
  check(
    config.phoneE164.endsWith(displayDigits),
    "phoneDisplay",
    `the same number as phoneE164 (${config.phoneE164})`,
    config.phoneDisplay,
  );
  check(
    config.whatsappE164 === null || e164.test(String(config.whatsappE164)),
    "whatsappE164",
    'an international (E.164) number like "+13055550142", or null for no WhatsApp',
    config.whatsappE164,
  );
  check(email.test(config.email), "email", "an e-mail address", config.email);
  for (const key of addressFields) {
    check(text(config.address?.[key]), `address.${key}`, "a value", config.address?.[key]);
  }
  check(
    /^\d{5}$/.test(config.address.postalCode),
    "address.postalCode",
    "a 5-digit ZIP code",
    config.address.postalCode,
  );
  if (config.geo !== null) {
    const { latitude, longitude } = config.geo ?? {};
    check(
      Number.isFinite(latitude) && Math.abs(latitude) <= 90,
      "geo.latitude",
      "decimal degrees from -90 to 90, like 25.7751",
      latitude,
    );
    check(
      Number.isFinite(longitude) && Math.abs(longitude) <= 180,
      "geo.longitude",
      "decimal degrees from -180 to 180, like -80.1947",
      longitude,
    );
  }
  check(
    timeZone(config.timeZone),
    "timeZone",
    'a time zone like "America/New_York"',
    config.timeZone,
  );
  for (const [key, value] of Object.entries(config.social)) {
    check(httpsUrl(value), `social.${key}`, "an https URL", value);
  }
  for (const [group, schedule] of Object.entries(config.hours)) {
    const seen = new Set<string>();
    schedule.forEach((slot, i) => {
      const field = `hours.${group}[${i}]`;
      for (const day of slot.days) {
        check((weekdays as readonly string[]).includes(day), `${field}.days`, "weekday names", day);
        check(!seen.has(day), `${field}.days`, "each day listed once", day);
        seen.add(day);
      }
      check(time.test(slot.opens), `${field}.opens`, 'a time like "09:30"', slot.opens);
      check(time.test(slot.closes), `${field}.closes`, 'a time like "15:00"', slot.closes);
      check(
        slot.opens < slot.closes,
        `${field}`,
        "opens before closes",
        `${slot.opens}-${slot.closes}`,
      );
    });
  }
  problems.push(...specialHoursProblems(config.specialHours));
  check(
    config.paymentMethods.length > 0,
    "paymentMethods",
    "at least one method",
    config.paymentMethods,
  );
  config.paymentMethods.forEach((method, i) =>
    check(text(method), `paymentMethods[${i}]`, "a name", method),
  );
  for (const [key, value] of Object.entries(config.booking)) {
    check(httpsUrl(value), `booking.${key}`, "an https URL", value);
  }

  const { taxYear, filingDeadline, extendedDeadline } = config.taxSeason;
  check(
    Number.isInteger(taxYear) && taxYear >= 2000,
    "taxSeason.taxYear",
    "a year like 2026",
    taxYear,
  );
  check(
    isoDate(filingDeadline),
    "taxSeason.filingDeadline",
    'a date like "2027-04-15"',
    filingDeadline,
  );
  check(
    isoDate(extendedDeadline),
    "taxSeason.extendedDeadline",
    'a date like "2027-10-15"',
    extendedDeadline,
  );
  check(
    filingDeadline.startsWith(`${taxYear + 1}-`),
    "taxSeason.filingDeadline",
    `a date in ${taxYear + 1}, the year after the tax year`,
    filingDeadline,
  );
  check(
    extendedDeadline > filingDeadline,
    "taxSeason.extendedDeadline",
    "a date after the filing deadline",
    extendedDeadline,
  );

  for (const [key, claim] of Object.entries(config.claims)) {
    check(text(claim.value), `claims.${key}.value`, "a figure", claim.value);
  }

  config.testimonials.forEach((item, i) => {
    const field = `testimonials[${i}]`;
    check(text(item.name), `${field}.name`, "a name", item.name);
    for (const locale of ["en", "es"] as const) {
      check(
        text(item.service[locale]),
        `${field}.service.${locale}`,
        "a service",
        item.service[locale],
      );
      check(
        text(item.comment[locale]),
        `${field}.comment.${locale}`,
        "a comment",
        item.comment[locale],
      );
    }
    check(
      Number.isInteger(item.rating) && item.rating >= 1 && item.rating <= 5,
      `${field}.rating`,
      "a whole number of stars from 1 to 5",
      item.rating,
    );
  });
  return problems;
}

/** Throws a ConfigError naming every bad field; used by the build and the tests. */
export function assertValidConfig(config: SiteConfig): void {
  const problems = configProblems(config);
  if (problems.length > 0) throw new ConfigError(problems);
}
