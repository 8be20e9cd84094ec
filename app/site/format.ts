import type { Locale } from "./pages";

/** BCP 47 tag used for dates and numbers per language: Spanish, or US English. */
export const intlLocale: Record<Locale, string> = { en: "en-US", es: "es" };

/** A date in the long form of the language: "November 21, 2026" / "21 de noviembre de 2026". */
export function formatLongDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(date);
}

export function formatIsoDay(day: string, locale: Locale): string {
  return formatLongDate(new Date(`${day}T00:00:00Z`), locale);
}

/** How a language says noon on the dot where its readers avoid "12 p. m." (Miami Spanish). */
const noon: Partial<Record<Locale, string>> = { es: "12 del mediodía" };

/** A time "15:00" as the language shows it: "3 PM" / "3 p. m.", "9:30 AM", "12 del mediodía". */
export function formatClockTime(time: string, locale: Locale): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  const noonWords = noon[locale];
  if (h === 12 && m === 0 && noonWords) return noonWords;
  return new Intl.DateTimeFormat(intlLocale[locale], {
    hour: "numeric",
    minute: m === 0 ? undefined : "2-digit",
    // h12, not hour12: Spanish would otherwise say "0 p. m." for noon.
    hourCycle: "h12",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(2024, 0, 1, h, m)));
}

/** A calendar day `YYYY-MM-DD` with its weekday: "Thursday, November 26" / "jueves, 26 de…". */
export function formatDayWithWeekday(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T12:00:00Z`));
}

/** One day, or a run of days as a range: "Friday, December 25 – Saturday, December 26". */
export function formatDays(from: string, to: string, locale: Locale): string {
  if (from === to) return formatDayWithWeekday(from, locale);
  return new Intl.DateTimeFormat(intlLocale[locale], {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).formatRange(new Date(`${from}T12:00:00Z`), new Date(`${to}T12:00:00Z`));
}

/** The weekday of a day `YYYY-MM-DD`, as said mid-sentence: "Monday" / "lunes". */
export function formatWeekday(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], { weekday: "long", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** A day `YYYY-MM-DD` as month and day: "January 3" / "3 de enero". */
export function formatMonthDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], {
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T12:00:00Z`));
}

/** A price in whole US dollars as both languages show it in Florida: 1200 → "$1,200". */
export function formatPrice(dollars: number): string {
  return `$${dollars.toLocaleString("en-US")}`;
}

/** The words of dates in a language, carried by the page so the site script needs no `Intl`. */
export interface DateWords {
  /** January first: "January" / "enero". */
  months: string[];
  /** Monday first, as said mid-sentence: "Monday" / "lunes". */
  weekdays: string[];
  /** "{month} {day}" / "{day} de {month}". */
  monthDay: string;
  /** "{month} {day}, {year}" / "{day} de {month} de {year}". */
  longDate: string;
}

/** The pattern `Intl` writes a date in, with its parts as placeholders. */
function datePattern(locale: Locale, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(intlLocale[locale], { ...options, timeZone: "UTC" })
    .formatToParts(new Date("2024-01-15T12:00:00Z"))
    .map(({ type, value }) => (["day", "month", "year"].includes(type) ? `{${type}}` : value))
    .join("");
}

export function dateWords(locale: Locale): DateWords {
  const dayOf = (month: number, day: number) =>
    `2024-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  return {
    months: Array.from({ length: 12 }, (_, i) =>
      new Intl.DateTimeFormat(intlLocale[locale], { month: "long", timeZone: "UTC" }).format(
        new Date(`${dayOf(i + 1, 15)}T12:00:00Z`),
      ),
    ),
    // 1 January 2024 was a Monday.
    weekdays: Array.from({ length: 7 }, (_, i) => formatWeekday(dayOf(1, i + 1), locale)),
    monthDay: datePattern(locale, { month: "long", day: "numeric" }),
    longDate: datePattern(locale, { year: "numeric", month: "long", day: "numeric" }),
  };
}

/** A day `YYYY-MM-DD` written with a pattern of DateWords, as the `format…` functions write it. */
export function writeDate(pattern: string, months: readonly string[], day: string): string {
  const [year = "", month = "", date = ""] = day.split("-");
  return pattern
    .replace("{year}", year)
    .replace("{month}", months[Number(month) - 1] ?? "")
    .replace("{day}", String(Number(date)));
}
