import { writeDate } from "~/site/format";

/** Today as `YYYY-MM-DD` in the visitor's own time zone. */
function localIsoDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Fills every `<time data-today>` with today's date (the HTML carries the
 * build date), written with the month names and pattern the element carries.
 */
export function showTodayDates(now = new Date()) {
  const day = localIsoDay(now);
  for (const time of document.querySelectorAll<HTMLElement>("time[data-today]")) {
    const { months = "", pattern = "" } = time.dataset;
    time.setAttribute("datetime", day);
    time.textContent = writeDate(pattern, months.split("|"), day);
  }
}
