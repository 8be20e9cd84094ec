// The office's hours as pure logic, in its own time zone: the footer, JSON-LD and vCard use it at
// build; the site script, in the browser, for "Open now" and the holiday notices.
import type { HoursException, SiteConfig } from "./config";
import { capitalize, formatClockTime } from "./format";
import type { Locale } from "./locales";
import { weekdays, type Weekday } from "./weekdays";

/** Opening and closing time of one day, 24-hour "HH:MM". */
export type DailyHours = Record<"opens" | "closes", string>;

/**
 * A zone's changes of offset, [instant in ms, minutes ahead of UTC], in time order until `until`,
 * worked out at build: a first `Intl` call with a `timeZone` costs over 100 ms on a slow phone.
 */
type ZoneOffsets = ReturnType<typeof zoneOffsets>;

/** What the site script needs to tell whether the office is open: bundled into it at build. */
export interface OfficeSchedule {
  timeZone: string;
  /** The zone's offsets for the coming years; outside them the clock asks `Intl`. */
  offsets?: ZoneOffsets;
  /** Hours that repeat every week on the listed days (weekday names, checked by the config). */
  weekly: readonly (DailyHours & { days: readonly string[] })[];
  exceptions: readonly Pick<HoursException, "from" | "to" | "hours">[];
}

type Dated = Pick<HoursException, "from" | "to">;

const minuteMs = 60_000;

const zoneFormats: Record<string, Intl.DateTimeFormat> = {};

/** Minutes the zone's wall clock is ahead of UTC at an instant, from `Intl` ("GMT-04:00"). */
function intlOffset(timeZone: string, time: number): number {
  // Made once per zone: the costly `Intl` call.
  const options: Intl.DateTimeFormatOptions = { timeZone, timeZoneName: "longOffset" };
  const format = (zoneFormats[timeZone] ??= new Intl.DateTimeFormat("en-US", options));
  const name = format.formatToParts(time).find((part) => part.type === "timeZoneName")?.value;
  // UTC itself is plain "GMT".
  const [, sign = "+", hours = 0, minutes = 0] = /([+-])(\d+):(\d+)/.exec(name ?? "") ?? [];
  return (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/** The offsets of `timeZone` for `years` years from `fromYear` (UTC), day by day, to the minute. */
export function zoneOffsets(timeZone: string, fromYear: number, years: number) {
  const offsetAt = (time: number) => intlOffset(timeZone, time);
  const start = Date.UTC(fromYear, 0, 1);
  const until = Date.UTC(fromYear + years, 0, 1);
  const changes: [number, number][] = [[start, offsetAt(start)]];
  const dayMs = 24 * 60 * minuteMs;
  for (let time = start; time < until; time += dayMs) {
    const next = Math.min(time + dayMs, until);
    const offset = changes.at(-1)![1];
    if (offsetAt(next) === offset) continue;
    // The change is within the day: halve the span down to the minute.
    let [before, after] = [time, next];
    while (after - before > minuteMs) {
      const mid = before + Math.floor((after - before) / 2 / minuteMs) * minuteMs;
      if (offsetAt(mid) === offset) before = mid;
      else after = mid;
    }
    changes.push([after, offsetAt(after)]);
  }
  return { changes, until };
}

/** The zone's offset at an instant from baked offsets; undefined outside their span. */
export function bakedOffset({ changes, until }: ZoneOffsets, time: number): number | undefined {
  if (time < changes[0]![0] || time >= until) return undefined;
  return changes.findLast(([from]) => from <= time)![1];
}

/** The office's day ("YYYY-MM-DD"), weekday and minutes since its midnight at `now`, DST included. */
export function officeClock(now: Date, timeZone: string, offsets?: ZoneOffsets) {
  const time = now.getTime();
  const offset = (offsets && bakedOffset(offsets, time)) ?? intlOffset(timeZone, time);
  const wall = new Date(Math.floor(time / minuteMs) * minuteMs + offset * minuteMs);
  const day = wall.toISOString().slice(0, 10);
  return { day, weekday: weekdayOf(day), minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
}

// getUTCDay counts from Sunday; `weekdays` starts on Monday.
export const weekdayOf = (day: string): Weekday =>
  weekdays[(new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7]!;

/** The calendar day `days` after (or before, when negative) "YYYY-MM-DD". */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const exceptionOn = <E extends Dated>(exceptions: readonly E[], day: string) =>
  exceptions.find((e) => e.from <= day && day <= e.to);

/** Hours in time order, those that overlap or touch run together: 9–12 and 12–5 are 9–5. */
function mergeHours(hours: readonly DailyHours[]): DailyHours[] {
  const merged: DailyHours[] = [];
  for (const { opens, closes } of [...hours].sort((a, b) => a.opens.localeCompare(b.opens))) {
    const last = merged.at(-1);
    if (last && opens <= last.closes) last.closes = closes > last.closes ? closes : last.closes;
    else merged.push({ opens, closes });
  }
  return merged;
}

/** The office's hours on a day, in time order: its exception's, else the weekly ones; [] closed. */
export function hoursOn(schedule: OfficeSchedule, day: string): DailyHours[] {
  const exception = exceptionOn(schedule.exceptions, day);
  if (exception) return exception.hours ? [exception.hours] : [];
  const weekday = weekdayOf(day);
  return mergeHours(schedule.weekly.filter((slot) => slot.days.includes(weekday)));
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Open until `time` today, or closed until `time` on `day`; null when no opening is near. */
export type OpenStatus = { open: boolean; time: string; day: string; inDays: number } | null;

/** Whether the office is open at `now`, in its time zone, and until when, or when it opens next. */
export function openStatus(schedule: OfficeSchedule, now: Date): OpenStatus {
  const clock = officeClock(now, schedule.timeZone, schedule.offsets);
  for (let inDays = 0; inDays <= 62; inDays++) {
    const day = addDays(clock.day, inDays);
    const minutes = inDays === 0 ? clock.minutes : -1;
    const hours = hoursOn(schedule, day).find(({ closes }) => minutes < minutesOf(closes));
    if (!hours) continue;
    const open = minutes >= minutesOf(hours.opens);
    return { open, time: open ? hours.closes : hours.opens, day, inDays };
  }
  return null;
}

/** The status's words (content/site.<language>.yaml), templates with `{time}` and `{day}`. */
export type OpenStatusText = Record<"open" | "closed" | "opensToday" | "opensTomorrow", string> & {
  opensOn: string;
  oneOClock: string[];
};

/** How the status writes a time ("15:00" → "3 PM"), a weekday ("Monday") and a day ("January 3"):
 * from the page's words in the site script. */
export type ClockWords = Record<"time" | "weekday" | "monthDay", (value: string) => string>;

/** "Open now · closes 3 PM", "Closed now · opens Monday at 9:30 AM", … in the page's language. */
export function describeOpenStatus(status: OpenStatus, text: OpenStatusText, words: ClockWords) {
  if (!status) return text.closed;
  const { open, time, day, inDays } = status;
  let template = open ? text.open : ([text.opensToday, text.opensTomorrow][inDays] ?? text.opensOn);
  const [from = "", to = ""] = text.oneOClock;
  if (/^(01|13):/.test(time) && from) template = template.replace(from, to);
  // Within a week the weekday says it ("Monday"); further off, the date ("January 3").
  const when = open ? "" : inDays < 7 ? words.weekday(day) : words.monthDay(day);
  return template.replaceAll("{time}", words.time(time)).replaceAll("{day}", when);
}

/** Every clock time of a schedule (weekly and exceptions), "HH:MM": those the status may show. */
export function scheduleTimes(schedule: Pick<OfficeSchedule, "weekly" | "exceptions">): string[] {
  const hours = [...schedule.weekly, ...schedule.exceptions.map((e) => e.hours)];
  return [...new Set(hours.flatMap((h) => (h ? [h.opens, h.closes] : [])))].sort();
}

/** Exceptions that have not ended by `today` ("YYYY-MM-DD"), in date order. */
export const upcomingExceptions = <E extends Dated>(exceptions: readonly E[], today: string): E[] =>
  exceptions.filter((e) => e.to >= today).sort((a, b) => a.from.localeCompare(b.from));

/** The days an exception's site-wide notice shows: from `announceDaysBefore` ahead to its end. */
export function noticeWindow(exception: Dated, announceDaysBefore: number) {
  return { showFrom: addDays(exception.from, -announceDaysBefore), showUntil: exception.to };
}

/** Whether an element dated by `showFrom`/`showUntil` is shown on `today`. */
export const shownOn = (today: string, showUntil: string, showFrom = ""): boolean =>
  showFrom <= today && today <= showUntil;

/** The words the weekly rows need: day names, "to", "Closed". */
export type WeekText = { weekdays: Record<Weekday, string>; through: string; closed: string };

/** Days in words, in week order: three or more in a row as a range ("Monday to Friday, Sunday"). */
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

/** A week's rows: days sharing hours, the hours in words and as times; then the days "Closed". */
export function weeklyRows(schedule: OfficeSchedule["weekly"], text: WeekText, locale: Locale) {
  const closed = weekdays.filter((day) => !schedule.some((slot) => slot.days.includes(day)));
  const groups = new Map<string, { days: Weekday[]; hours: DailyHours[] }>();
  for (const slot of schedule) {
    const days = weekdays.filter((day) => slot.days.includes(day));
    groups.set(days.join(), { days, hours: [...(groups.get(days.join())?.hours ?? []), slot] });
  }
  const rows = [...groups.values()]
    .sort((a, b) => weekdays.indexOf(a.days[0]!) - weekdays.indexOf(b.days[0]!))
    .map(({ days, hours }) => {
      const slots = mergeHours(hours);
      const words = slots.map((slot) => formatHours(slot, locale));
      return { days: daysInWords(days, text), hours: words.join(", "), slots };
    });
  if (closed.length > 0)
    rows.push({ days: daysInWords(closed, text), hours: text.closed, slots: [] });
  return rows;
}

/** The footer's and vCard's hours: in the office, then online (if any), each under its label. */
export function hoursGroups(
  hours: SiteConfig["hours"],
  text: Omit<WeekText, "closed"> & { footer: Record<"closed" | "online" | "inOffice", string> },
  locale: Locale,
) {
  const week = { weekdays: text.weekdays, through: text.through, closed: text.footer.closed };
  const online = { label: text.footer.online, rows: weeklyRows(hours.online, week, locale) };
  return [
    { label: text.footer.inOffice, rows: weeklyRows(hours.office, week, locale) },
    ...(hours.online.length > 0 ? [online] : []),
  ];
}

/** A day's hours as shown: "9:30 AM – 12 PM". */
export const formatHours = ({ opens, closes }: DailyHours, locale: Locale): string =>
  `${formatClockTime(opens, locale)} – ${formatClockTime(closes, locale)}`;
