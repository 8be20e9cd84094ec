import { writeDate } from "~/site/format";

function localIsoDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Writes today (not the build day) in each `<time data-today>` in its words, in one frame. */
export function prepareTodayDates(now = new Date()): () => void {
  const day = localIsoDay(now);
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
