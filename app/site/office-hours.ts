/**
 * The office's opening hours as logic: which hours apply on a day (weekly
 * hours or a dated exception), whether the office is open at an instant in
 * its own time zone, and the words for it. Pure and typed: the hours block,
 * the JSON-LD and the vCard use it at build time, and the site script uses it
 * in the browser for "Open now" and the holiday notices.
 */
import type { HoursException } from "./config";
import { weekdays, type Weekday } from "./weekdays";
import { formatClockTime, formatMonthDay, formatWeekday } from "./format";
import type { Locale } from "./locales";

/** Opening and closing time of one day, 24-hour "HH:MM". */
export interface DailyHours {
  opens: string;
  closes: string;
}

/** Hours that repeat every week on the listed days (weekday names, checked by the config validator). */
export interface WeeklyHours extends DailyHours {
  days: readonly string[];
}

/** What the browser needs to tell whether the office is open: the page carries it as JSON. */
export interface OfficeSchedule {
  /** IANA time zone of the office, e.g. "America/New_York". */
  timeZone: string;
  weekly: readonly WeeklyHours[];
  exceptions: readonly Pick<HoursException, "from" | "to" | "hours">[];
}

/** The office's own calendar day and time of day at an instant. */
export interface OfficeClock {
  /** "YYYY-MM-DD" in the office's time zone. */
  day: string;
  weekday: Weekday;
  /** Minutes since the office's midnight. */
  minutes: number;
}

/** The office's calendar day and wall-clock time at `now`, whatever the visitor's time zone (DST included). */
export function officeClock(now: Date, timeZone: string): OfficeClock {
  const parts: Record<string, string> = {};
  for (const { type, value } of new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now))
    parts[type] = value;
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  return {
    day,
    weekday: weekdayOf(day),
    minutes: (Number(parts.hour) % 24) * 60 + Number(parts.minute),
  };
}

/** The weekday of a calendar day "YYYY-MM-DD". */
export function weekdayOf(day: string): Weekday {
  // getUTCDay counts from Sunday; `weekdays` starts on Monday.
  return weekdays[(new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7]!;
}

/** The calendar day `days` after (or before, when negative) "YYYY-MM-DD". */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The exception that covers a day, if any. */
export function exceptionOn<E extends Pick<HoursException, "from" | "to">>(
  exceptions: readonly E[],
  day: string,
): E | undefined {
  return exceptions.find((e) => e.from <= day && day <= e.to);
}

/** The hours of the office on a calendar day: its exception's, else the weekly ones; null when closed. */
export function hoursOn(schedule: OfficeSchedule, day: string): DailyHours | null {
  const exception = exceptionOn(schedule.exceptions, day);
  if (exception) return exception.hours;
  const weekday = weekdayOf(day);
  const slot = schedule.weekly.find((s) => s.days.includes(weekday));
  return slot ? { opens: slot.opens, closes: slot.closes } : null;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Open until `closes`, or closed until the next opening (null when none in the coming weeks). */
export type OpenStatus =
  | { open: true; closes: string }
  | { open: false; next: { day: string; opens: string; inDays: number } | null };

/** How far ahead the next opening is looked for. */
const horizonDays = 62;

/** Whether the office is open at `now`, in its time zone, and until when, or when it opens next. */
export function openStatus(schedule: OfficeSchedule, now: Date): OpenStatus {
  const clock = officeClock(now, schedule.timeZone);
  const today = hoursOn(schedule, clock.day);
  if (today && clock.minutes < minutesOf(today.closes)) {
    if (clock.minutes >= minutesOf(today.opens)) return { open: true, closes: today.closes };
    return { open: false, next: { day: clock.day, opens: today.opens, inDays: 0 } };
  }
  for (let inDays = 1; inDays <= horizonDays; inDays++) {
    const day = addDays(clock.day, inDays);
    const hours = hoursOn(schedule, day);
    if (hours) return { open: false, next: { day, opens: hours.opens, inDays } };
  }
  return { open: false, next: null };
}

/**
 * The words of the status, from the page (`common.openStatus`): templates
 * with `{time}` and `{day}`. `oneOClock` swaps words before a time in the
 * one o'clock hour, where a language needs it ("a las" → "a la" in Spanish).
 */
export interface OpenStatusText {
  open: string;
  closed: string;
  opensToday: string;
  opensTomorrow: string;
  opensOn: string;
  /** The words to replace and their replacement; the same twice when the language needs none. */
  oneOClock: readonly string[];
}

/** "Open now · closes 3 PM", "Closed now · opens Monday at 9:30 AM", … in the page's language. */
export function describeOpenStatus(
  status: OpenStatus,
  text: OpenStatusText,
  locale: Locale,
): string {
  const time = status.open ? status.closes : status.next?.opens;
  if (status.open === false && !status.next) return text.closed;
  const inDays = status.open ? 0 : status.next!.inDays;
  let template = status.open
    ? text.open
    : inDays === 0
      ? text.opensToday
      : inDays === 1
        ? text.opensTomorrow
        : text.opensOn;
  const hour = Number(time!.slice(0, 2));
  const [from = "", to = ""] = text.oneOClock;
  if ((hour === 1 || hour === 13) && from) template = template.replace(from, to);
  // Within a week the weekday says it ("Monday"); further off, the date ("January 3").
  const day = status.open
    ? ""
    : inDays < 7
      ? formatWeekday(status.next!.day, locale)
      : formatMonthDay(status.next!.day, locale);
  return template.replace("{time}", formatClockTime(time!, locale)).replace("{day}", day);
}

/** Exceptions that have not ended by `today` ("YYYY-MM-DD"), in date order. */
export function upcomingExceptions<E extends Pick<HoursException, "from" | "to">>(
  exceptions: readonly E[],
  today: string,
): E[] {
  return exceptions.filter((e) => e.to >= today).sort((a, b) => a.from.localeCompare(b.from));
}

/** The days the site-wide notice of an exception shows: from `announceDaysBefore` ahead to its last day. */
export function noticeWindow(
  exception: Pick<HoursException, "from" | "to">,
  announceDaysBefore: number,
): { showFrom: string; showUntil: string } {
  return { showFrom: addDays(exception.from, -announceDaysBefore), showUntil: exception.to };
}

/** Whether an element dated by `showFrom`/`showUntil` is shown on `today`. */
export function shownOn(today: string, showUntil: string, showFrom = ""): boolean {
  return showFrom <= today && today <= showUntil;
}

/** The words the weekly rows need: day names, "to", "Closed". */
export interface WeekText {
  weekdays: Record<Weekday, string>;
  through: string;
  closed: string;
}

/** The text with its first letter in capitals: Spanish dates and days start a line lower case. */
export function capitalize(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Days in words, in week order: a run of three or more days that follow each
 * other as a range ("Monday to Friday" / "Lunes a viernes"), other days one by
 * one ("Monday, Wednesday, Friday"; "Monday to Wednesday, Saturday"). Spanish
 * day names are lower case mid-phrase.
 */
export function daysInWords(days: readonly string[], text: WeekText): string {
  const listed = weekdays.filter((day) => days.includes(day));
  const runs: Weekday[][] = [];
  for (const day of listed) {
    const run = runs.at(-1);
    if (run && weekdays.indexOf(run.at(-1)!) === weekdays.indexOf(day) - 1) run.push(day);
    else runs.push([day]);
  }
  const name = (day: Weekday) => text.weekdays[day];
  const parts = runs.flatMap((run) =>
    run.length >= 3 ? [`${name(run[0]!)} ${text.through} ${name(run.at(-1)!)}`] : run.map(name),
  );
  return capitalize(parts.join(", "));
}

/**
 * A weekly schedule as display rows, one per slot of the config: its days
 * (`daysInWords`) → "9:30 AM – 3 PM"; then one row for the days no slot lists
 * → "Closed".
 */
export function weeklyRows(
  schedule: readonly WeeklyHours[],
  text: WeekText,
  locale: Locale,
): { days: string; hours: string }[] {
  const open = new Set(schedule.flatMap((slot) => slot.days));
  const closed = weekdays.filter((day) => !open.has(day));
  const rows = schedule.map((slot) => ({
    days: daysInWords(slot.days, text),
    hours: `${formatClockTime(slot.opens, locale)} – ${formatClockTime(slot.closes, locale)}`,
  }));
  if (closed.length > 0) rows.push({ days: daysInWords(closed, text), hours: text.closed });
  return rows;
}

/** A day's hours as shown: "9:30 AM – 12 PM", or "Closed". */
export function formatHours(hours: DailyHours | null, closed: string, locale: Locale): string {
  return hours
    ? `${formatClockTime(hours.opens, locale)} – ${formatClockTime(hours.closes, locale)}`
    : closed;
}
