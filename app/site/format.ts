import type { Locale } from "./locales";

/** BCP 47 tag used for dates and numbers per language: Spanish, or US English. */
const intlLocale: Record<Locale, string> = { en: "en-US", es: "es" };

const monthDay: Intl.DateTimeFormatOptions = { month: "long", day: "numeric" };

/** A formatter in a language, in UTC: the site's dates are calendar days, the same everywhere. */
const utcFormat = (locale: Locale, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(intlLocale[locale], { ...options, timeZone: "UTC" });

/** A day `YYYY-MM-DD` as an instant (its noon, in UTC). */
const midday = (day: string) => new Date(`${day}T12:00:00Z`);

/** The text with its first letter in capitals: Spanish dates and days start a line lower case. */
export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A day `YYYY-MM-DD` written long: "November 21, 2026" / "21 de noviembre de 2026". */
export const formatIsoDay = (day: string, locale: Locale) =>
  utcFormat(locale, { year: "numeric", ...monthDay }).format(midday(day));

/** How a language says noon on the dot where its readers avoid "12 p. m." (Miami Spanish). */
const noon: Partial<Record<Locale, string>> = { es: "12 del mediodía" };

/** A time "15:00" as the language shows it: "3 PM" / "3 p. m.", "9:30 AM", "12 del mediodía". */
export function formatClockTime(time: string, locale: Locale): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  if (h === 12 && m === 0 && noon[locale]) return noon[locale];
  return utcFormat(locale, {
    hour: "numeric",
    minute: m === 0 ? undefined : "2-digit",
    // h12, not hour12: Spanish would otherwise say "0 p. m." for noon.
    hourCycle: "h12",
  }).format(Date.UTC(2024, 0, 1, h, m));
}

/** A run of days, "Friday, December 25 – Saturday, December 26"; one day as itself. */
export const formatDays = (from: string, to: string, locale: Locale) =>
  utcFormat(locale, { weekday: "long", ...monthDay }).formatRange(midday(from), midday(to));

/** The weekday of a day `YYYY-MM-DD`, as said mid-sentence: "Monday" / "lunes". */
export const formatWeekday = (day: string, locale: Locale) =>
  utcFormat(locale, { weekday: "long" }).format(midday(day));

/** A price in whole US dollars as both languages show it in Florida: 1200 → "$1,200". */
export const formatPrice = (dollars: number) => `$${dollars.toLocaleString("en-US")}`;

/** The pattern `Intl` writes a date in, with its parts as placeholders: "{month} {day}". */
const datePattern = (locale: Locale, options: Intl.DateTimeFormatOptions): string =>
  utcFormat(locale, options)
    .formatToParts(midday("2024-01-15"))
    .map(({ type, value }) => (["day", "month", "year"].includes(type) ? `{${type}}` : value))
    .join("");

/** The words of dates in a language, carried by the page so the site script needs no `Intl`. */
export const dateWords = (locale: Locale) => ({
  months: Array.from({ length: 12 }, (_, i) =>
    utcFormat(locale, { month: "long" }).format(Date.UTC(2024, i, 15)),
  ),
  /** Monday first (1 January 2024 was a Monday), as said mid-sentence: "Monday" / "lunes". */
  weekdays: Array.from({ length: 7 }, (_, i) => formatWeekday(`2024-01-0${i + 1}`, locale)),
  /** "{month} {day}" / "{day} de {month}". */
  monthDay: datePattern(locale, monthDay),
  /** "{month} {day}, {year}" / "{day} de {month} de {year}". */
  longDate: datePattern(locale, { year: "numeric", ...monthDay }),
});

/** A day `YYYY-MM-DD` written with a pattern of `dateWords`, as the `format…` functions write it. */
export function writeDate(pattern: string, months: readonly string[], day: string): string {
  const [year = "", month = "", date = ""] = day.split("-");
  return pattern
    .replace("{year}", year)
    .replace("{month}", months[Number(month) - 1] ?? "")
    .replace("{day}", String(Number(date)));
}
