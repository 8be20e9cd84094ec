import { writeDate } from "~/site/format";
import { describeOpenStatus, openStatus, weekdayOf, type ClockWords } from "~/site/office-hours";
import { weekdays } from "~/site/weekdays";

/** Keeps the top strip's "Open now · closes 3 PM" right; words from the page (no Intl). */
export function prepareOpenStatus(): () => void {
  const slot = document.querySelector<HTMLElement>("[data-open-status]");
  if (!slot) return () => {};
  const words = slot.dataset;
  const list = (key: string) => words[key]?.split("|") ?? [];
  const { open = "", closed = "", opensToday = "", opensTomorrow = "", opensOn = "" } = words;
  const text = { open, closed, opensToday, opensTomorrow, opensOn, oneOClock: list("oneOClock") };
  const times = JSON.parse(words.times ?? "{}") as Record<string, string>;
  const [dayNames, months] = [list("weekdays"), list("months")];
  const clock: ClockWords = {
    time: (time) => times[time] ?? time,
    weekday: (day) => dayNames[weekdays.indexOf(weekdayOf(day))] ?? "",
    monthDay: (day) => writeDate(words.monthDay ?? "", months, day),
  };
  const prepare = () => {
    const status = openStatus(OFFICE_SCHEDULE, new Date());
    const line = describeOpenStatus(status, text, clock);
    return () => {
      slot.textContent = line;
      slot.dataset.state = status?.open ? "open" : "closed";
    };
  };
  setInterval(() => prepare()(), 60_000);
  return prepare();
}
