import { writeDate } from "~/site/format";

/** Writes today (not the build day) in each `<time data-today>` in its words, in one frame. */
export function prepareTodayDates(now = new Date()): () => void {
  // The visitor's own calendar day: their clock's time, read as UTC.
  const day = new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
  const dates = [...document.querySelectorAll<HTMLElement>("time[data-today]")].map((time) => {
    const { months = "", pattern = "" } = time.dataset;
    return { time, text: writeDate(pattern, months.split("|"), day) };
  });
  return () => {
    for (const { time, text } of dates) {
      time.setAttribute("datetime", day);
      time.textContent = text;
    }
  };
}
