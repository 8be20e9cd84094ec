import { formatIsoDay } from "~/site/format";
import { defaultLocale, isLocale } from "~/site/locales";

/** Today as `YYYY-MM-DD` in the visitor's own time zone. */
function localIsoDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Fills every `<time data-today>` with today's date in the page's language (the HTML carries the build date). */
export function showTodayDates(now = new Date()) {
  const lang = document.documentElement.lang;
  const locale = isLocale(lang) ? lang : defaultLocale;
  const day = localIsoDay(now);
  for (const time of document.querySelectorAll("time[data-today]")) {
    time.setAttribute("datetime", day);
    time.textContent = formatIsoDay(day, locale);
  }
}
