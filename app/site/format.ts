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

/** A calendar day `YYYY-MM-DD` in the long form of the language. */
export function formatIsoDay(day: string, locale: Locale): string {
  return formatLongDate(new Date(`${day}T00:00:00Z`), locale);
}

/** A clock time "15:00" as shown in the language: "3 PM" / "3 p. m."; "09:30" → "9:30 AM". */
export function formatClockTime(time: string, locale: Locale): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  return new Intl.DateTimeFormat(intlLocale[locale], {
    hour: "numeric",
    minute: m === 0 ? undefined : "2-digit",
    hour12: true,
    timeZone: "UTC",
  }).format(new Date(Date.UTC(2024, 0, 1, h, m)));
}
