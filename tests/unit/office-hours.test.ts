import { afterEach, describe, expect, it, vi } from "vitest";
import { weekdays } from "~/site/weekdays";
import { officeSchedule } from "~/site/contact";
import { dateWords, formatClockTime, formatIsoDay, writeDate } from "~/site/format";
import {
  addDays,
  bakedOffset,
  daysInWords,
  describeOpenStatus,
  noticeWindow,
  officeClock,
  openStatus,
  shownOn,
  upcomingExceptions,
  weekdayOf,
  weeklyRows,
  zoneOffsets,
  type OfficeSchedule,
  type WeekText,
} from "~/site/office-hours";
import { alternateConfig } from "../fixtures/alternate-config";

const workdays = weekdays.slice(0, 5);
// A week like the spec's, in Miami, with the 2026 holidays: the clock is tested on it,
// whatever hours the owner puts in the facts file.
const schedule: OfficeSchedule = {
  timeZone: "America/New_York",
  weekly: [
    { days: workdays, opens: "09:30", closes: "15:00" },
    { days: ["Saturday"], opens: "10:00", closes: "18:00" },
  ],
  exceptions: [
    { from: "2026-11-26", to: "2026-11-26", hours: null },
    { from: "2026-12-24", to: "2026-12-24", hours: { opens: "09:30", closes: "12:00" } },
    { from: "2026-12-25", to: "2026-12-26", hours: null },
    { from: "2026-12-31", to: "2026-12-31", hours: { opens: "09:30", closes: "13:00" } },
    { from: "2027-01-01", to: "2027-01-01", hours: null },
  ],
};

// The status line's words, fixed here: the tests hold when the owner rewords app/content/common.
const statusWords = {
  en: {
    open: "Open now · closes {time}",
    closed: "Closed now",
    opensToday: "Closed now · opens today at {time}",
    opensTomorrow: "Closed now · opens tomorrow at {time}",
    opensOn: "Closed now · opens {day} at {time}",
    oneOClock: ["at {time}", "at {time}"],
  },
  es: {
    open: "Abierto ahora · cierra a las {time}",
    closed: "Cerrado ahora",
    opensToday: "Cerrado ahora · abre hoy a las {time}",
    opensTomorrow: "Cerrado ahora · abre mañana a las {time}",
    opensOn: "Cerrado ahora · abre el {day} a las {time}",
    oneOClock: ["a las {time}", "a la {time}"],
  },
};

/** Intl's narrow no-break spaces ("3 PM") as plain ones, for readable expectations. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

/** The status line at an instant (UTC ISO string), in a language. The clock's words as the page
 * gives them to the site script: times written at build, the weekdays' and months' names and the
 * pattern of a day of `dateWords`, filled by `writeDate`. */
function statusAt(instant: string, locale: "en" | "es" = "en", week: OfficeSchedule = schedule) {
  const dates = dateWords(locale);
  return plain(
    describeOpenStatus(openStatus(week, new Date(instant)), statusWords[locale], {
      time: (time) => formatClockTime(time, locale),
      weekday: (day) => dates.weekdays[weekdays.indexOf(weekdayOf(day))]!,
      monthDay: (day) => writeDate(dates.monthDay, dates.months, day),
    }),
  );
}

// The office's day and time in America/New_York, not the visitor's; DST starts March 8 and ends
// November 1, 2026.
it.each([
  ["2026-11-23T03:30:00Z", "2026-11-22", "Sunday", 22 * 60 + 30], // Monday in UTC
  ["2026-03-08T06:59:00Z", "2026-03-08", "Sunday", 1 * 60 + 59],
  ["2026-03-08T07:00:00Z", "2026-03-08", "Sunday", 3 * 60], // jumps from 1:59 to 3:00
  ["2026-11-01T05:30:00Z", "2026-11-01", "Sunday", 90],
  ["2026-11-01T06:30:00Z", "2026-11-01", "Sunday", 90], // 1:30 twice
])("the office clock reads %s as %s (%s), minute %i", (instant, day, weekday, minutes) => {
  expect(officeClock(new Date(instant), "America/New_York")).toEqual({ day, weekday, minutes });
});

// Every three hours, and every minute around each change, reads the same both ways.
it.each(["America/New_York", "America/Chicago", "America/Phoenix", "Pacific/Auckland"])(
  "the office clock gives the same day and time in %s from the offsets baked at build as from Intl",
  (timeZone) => {
    const offsets = zoneOffsets(timeZone, 2026, 3);
    // Two changes a year where the zone keeps DST, none where it does not.
    expect(offsets.changes).toHaveLength(timeZone === "America/Phoenix" ? 1 : 7);
    const instants: number[] = [];
    for (let t = offsets.changes[0]![0]; t < offsets.until; t += 3 * 3_600_000) instants.push(t);
    for (const [change] of offsets.changes.slice(1))
      for (let m = -90; m <= 90; m++) instants.push(change + m * 60_000 + 30_000);
    for (const t of instants)
      expect(officeClock(new Date(t), timeZone, offsets), new Date(t).toISOString()).toEqual(
        officeClock(new Date(t), timeZone),
      );
  },
  60_000,
);

it("the office clock asks Intl past the baked years, and the site script never needs to", () => {
  const offsets = zoneOffsets("America/New_York", 2026, 1);
  expect(bakedOffset(offsets, Date.UTC(2026, 6, 1))).toBe(-240);
  expect(bakedOffset(offsets, Date.UTC(2027, 0, 1))).toBeUndefined();
  expect(bakedOffset(offsets, Date.UTC(2025, 11, 31))).toBeUndefined();
  const later = new Date("2027-07-01T16:00:00Z");
  expect(officeClock(later, "America/New_York", offsets)).toMatchObject({ minutes: 12 * 60 });
  // The schedule bundled into the site script covers ten years from the build.
  expect(officeSchedule(alternateConfig, "2026-11-24").offsets!.until).toBe(Date.UTC(2036, 0, 1));
});

it("the office calendar counts days across months and years, with their weekdays", () => {
  expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  expect(addDays("2026-11-26", -7)).toBe("2026-11-19");
  expect(weekdayOf("2026-11-22")).toBe("Sunday");
  expect(weekdayOf("2026-11-23")).toBe("Monday");
  expect(weekdayOf("2027-01-01")).toBe("Friday");
});

describe("open now", () => {
  // The visitor's time zone is set per case, and put back as it was (left out, if it was).
  afterEach(() => vi.unstubAllEnvs());

  // Other weeks: a holiday of three weeks, no hours at all, and a day in two groups (closed over
  // lunch; on Tuesdays a third group runs into the second).
  const holiday: OfficeSchedule = {
    ...schedule,
    exceptions: [{ from: "2027-01-01", to: "2027-01-20", hours: null }],
  };
  const none: OfficeSchedule = { ...schedule, weekly: [], exceptions: [] };
  const lunch: OfficeSchedule = {
    ...schedule,
    weekly: [
      { days: workdays, opens: "13:00", closes: "17:00" },
      { days: ["Tuesday"], opens: "16:00", closes: "19:00" },
      { days: workdays, opens: "09:00", closes: "12:00" },
    ],
    exceptions: [],
  };

  // Instants in UTC; Miami is UTC-5, UTC-4 from March 8 to November 1, 2026. Nov 26
  // (Thanksgiving) is closed; Christmas Eve and New Year's Eve have special hours.
  it.each<[string, "en" | "es", string, OfficeSchedule?]>([
    // A weekday: open, before opening, at opening, at closing.
    ["2026-11-24T17:00:00Z", "en", "Open now · closes 3 PM"],
    ["2026-11-24T17:00:00Z", "es", "Abierto ahora · cierra a las 3 p. m."],
    ["2026-11-24T19:59:00Z", "en", "Open now · closes 3 PM"],
    ["2026-11-24T13:00:00Z", "en", "Closed now · opens today at 9:30 AM"],
    ["2026-11-24T13:00:00Z", "es", "Cerrado ahora · abre hoy a las 9:30 a. m."],
    ["2026-11-24T14:30:00Z", "en", "Open now · closes 3 PM"],
    ["2026-11-24T20:00:00Z", "en", "Closed now · opens tomorrow at 9:30 AM"],
    ["2026-11-24T20:00:00Z", "es", "Cerrado ahora · abre mañana a las 9:30 a. m."],
    // Saturday, then closed until Monday; Sunday.
    ["2026-11-28T15:00:00Z", "en", "Open now · closes 6 PM"],
    ["2026-11-28T22:59:00Z", "es", "Abierto ahora · cierra a las 6 p. m."],
    ["2026-11-28T23:00:00Z", "en", "Closed now · opens Monday at 9:30 AM"],
    ["2026-11-28T23:00:00Z", "es", "Cerrado ahora · abre el lunes a las 9:30 a. m."],
    ["2026-11-22T17:00:00Z", "en", "Closed now · opens tomorrow at 9:30 AM"],
    ["2026-11-23T03:30:00Z", "en", "Closed now · opens tomorrow at 9:30 AM"], // Monday in UTC
    // The evening before Thanksgiving (closed) the next opening is Friday; on the day, closed.
    ["2026-11-25T21:00:00Z", "en", "Closed now · opens Friday at 9:30 AM"],
    ["2026-11-25T21:00:00Z", "es", "Cerrado ahora · abre el viernes a las 9:30 a. m."],
    ["2026-11-26T16:00:00Z", "en", "Closed now · opens tomorrow at 9:30 AM"],
    // Special hours: Christmas Eve to noon (then closed to Monday), New Year's Eve to 1 ("a la 1").
    ["2026-12-24T16:00:00Z", "en", "Open now · closes 12 PM"],
    ["2026-12-24T17:00:00Z", "en", "Closed now · opens Monday at 9:30 AM"],
    ["2026-12-31T15:00:00Z", "en", "Open now · closes 1 PM"],
    ["2026-12-31T15:00:00Z", "es", "Abierto ahora · cierra a la 1 p. m."],
    // March: Saturday 5:59 PM EST, Sunday either side of the 2 AM jump, Monday 9:30 AM EDT.
    ["2026-03-07T22:59:00Z", "en", "Open now · closes 6 PM"],
    ["2026-03-07T23:00:00Z", "en", "Closed now · opens Monday at 9:30 AM"],
    ["2026-03-08T06:59:00Z", "en", "Closed now · opens tomorrow at 9:30 AM"],
    ["2026-03-08T07:00:00Z", "en", "Closed now · opens tomorrow at 9:30 AM"],
    // 13:29 UTC is 9:29 EDT (8:29 had the offset stayed at -5).
    ["2026-03-09T13:29:00Z", "en", "Closed now · opens today at 9:30 AM"],
    ["2026-03-09T13:30:00Z", "en", "Open now · closes 3 PM"],
    ["2026-03-09T18:59:00Z", "en", "Open now · closes 3 PM"],
    ["2026-03-09T19:00:00Z", "en", "Closed now · opens tomorrow at 9:30 AM"],
    // November: Saturday 5:59 PM EDT, 1:30 twice on Sunday, Monday 9:30 AM EST.
    ["2026-10-31T21:59:00Z", "en", "Open now · closes 6 PM"],
    ["2026-10-31T22:00:00Z", "en", "Closed now · opens Monday at 9:30 AM"],
    ["2026-11-01T05:30:00Z", "en", "Closed now · opens tomorrow at 9:30 AM"],
    ["2026-11-01T06:30:00Z", "en", "Closed now · opens tomorrow at 9:30 AM"],
    // 14:29 UTC is 9:29 EST (10:29 had the offset stayed at -4).
    ["2026-11-02T14:29:00Z", "en", "Closed now · opens today at 9:30 AM"],
    ["2026-11-02T14:30:00Z", "en", "Open now · closes 3 PM"],
    ["2026-11-02T19:59:00Z", "en", "Open now · closes 3 PM"],
    // The date of an opening a week or more away; closed when none is ahead.
    ["2027-01-01T15:00:00Z", "en", "Closed now · opens January 21 at 9:30 AM", holiday],
    ["2027-01-01T15:00:00Z", "es", "Cerrado ahora · abre el 21 de enero a las 9:30 a. m.", holiday],
    ["2026-11-24T17:00:00Z", "en", "Closed now", none],
    ["2026-11-24T17:00:00Z", "es", "Cerrado ahora", none],
    // A day in two groups, Monday 2026-11-23 and Tuesday 2026-11-24: both hours, in time order;
    // on Tuesday, hours that overlap run together (13:00 to 19:00).
    ["2026-11-23T16:59:00Z", "en", "Open now · closes 12 PM", lunch],
    ["2026-11-23T17:00:00Z", "en", "Closed now · opens today at 1 PM", lunch],
    ["2026-11-23T17:00:00Z", "es", "Cerrado ahora · abre hoy a la 1 p. m.", lunch],
    ["2026-11-23T18:00:00Z", "en", "Open now · closes 5 PM", lunch],
    ["2026-11-23T22:00:00Z", "en", "Closed now · opens tomorrow at 9 AM", lunch],
    ["2026-11-24T21:30:00Z", "en", "Open now · closes 7 PM", lunch],
  ])("%s (%s): %s, whatever the visitor's own time zone", (instant, locale, expected, week) => {
    expect(statusAt(instant, locale, week)).toBe(expected);
    for (const tz of ["Europe/Madrid", "America/Los_Angeles", "Asia/Tokyo", "UTC"]) {
      vi.stubEnv("TZ", tz);
      expect(statusAt(instant, locale, week), tz).toBe(expected);
    }
  });
});

it("upcomingExceptions keeps the holiday exceptions not over yet, in date order", () => {
  const { exceptions } = schedule;
  expect(upcomingExceptions(exceptions, "2026-12-25")).toEqual(exceptions.slice(2));
  expect(upcomingExceptions(exceptions, "2027-01-02")).toEqual([]);
  expect(upcomingExceptions([...exceptions].reverse(), "2026-12-31")).toEqual(exceptions.slice(3));
});

it("officeSchedule gives the browser the config's time zone, office hours and the exceptions still ahead", () => {
  expect(officeSchedule(alternateConfig, "2031-12-24")).toEqual({
    timeZone: "America/Chicago",
    offsets: zoneOffsets("America/Chicago", 2031, 10),
    weekly: alternateConfig.hours.office,
    exceptions: [
      { from: "2031-12-24", to: "2031-12-24", hours: { opens: "08:00", closes: "13:00" } },
      { from: "2031-12-25", to: "2031-12-27", hours: null },
    ],
  });
});

it("noticeWindow announces each holiday exception from N days before through its last day", () => {
  const window = noticeWindow({ from: "2026-12-25", to: "2026-12-26" }, 7);
  expect(window).toEqual({ showFrom: "2026-12-18", showUntil: "2026-12-26" });
  const days = ["2026-12-17", "2026-12-18", "2026-12-26", "2026-12-27"];
  const shown = days.filter((day) => shownOn(day, window.showUntil, window.showFrom));
  expect(shown).toEqual(["2026-12-18", "2026-12-26"]);
  // Rows of the hours block have no start: shown until their last day.
  const rows = ["2026-11-01", "2026-11-26", "2026-11-27"];
  expect(rows.filter((day) => shownOn(day, "2026-11-26"))).toEqual(["2026-11-01", "2026-11-26"]);
});

// The footer's words for days, fixed here like the status line's above.
const weekWords = (names: string, through: string, closed: string) => {
  const days = Object.fromEntries(weekdays.map((day, i) => [day, names.split(" ")[i]]));
  return { weekdays: days, through, closed } as unknown as WeekText;
};
const week = {
  en: weekWords(weekdays.join(" "), "to", "Closed"),
  es: weekWords("lunes martes miércoles jueves viernes sábado domingo", "a", "Cerrado"),
};
const rows = (hours: OfficeSchedule["weekly"], locale: "en" | "es") =>
  weeklyRows(hours, week[locale], locale).map((row) => plain(`${row.days}: ${row.hours}`));

it("weekly rows group the days as the footer shows them, in both languages", () => {
  expect(rows(schedule.weekly, "en")).toEqual([
    "Monday to Friday: 9:30 AM – 3 PM",
    "Saturday: 10 AM – 6 PM",
    "Sunday: Closed",
  ]);
  expect(rows(schedule.weekly, "es")).toEqual([
    "Lunes a viernes: 9:30 a. m. – 3 p. m.",
    "Sábado: 10 a. m. – 6 p. m.",
    "Domingo: Cerrado",
  ]);
});

it("weekly rows put a lunch break's two hours on one row, and rows in week order whatever the groups' order", () => {
  const lunch = [
    { days: ["Saturday"], opens: "10:00", closes: "13:00" },
    // The same group twice, and one that runs into the next: each shown once, run together.
    { days: ["Saturday"], opens: "10:00", closes: "13:00" },
    { days: ["Saturday"], opens: "13:00", closes: "14:00" },
    { days: workdays, opens: "13:00", closes: "17:00" },
    { days: workdays, opens: "09:00", closes: "12:00" },
  ];
  expect(rows(lunch, "en")).toEqual([
    "Monday to Friday: 9 AM – 12 PM, 1 PM – 5 PM",
    "Saturday: 10 AM – 2 PM",
    "Sunday: Closed",
  ]);
  expect(rows(lunch, "es")[0]).toBe(
    "Lunes a viernes: 9 a. m. – 12 del mediodía, 1 p. m. – 5 p. m.",
  );
});

// Days that do not follow each other, one by one, never as a range; another office's week
// of them, as rows: the vCard's note (contact.test.ts).
it.each([
  [["Monday", "Wednesday"], "Monday, Wednesday", "Lunes, miércoles"],
  [["Monday", "Tuesday"], "Monday, Tuesday", "Lunes, martes"],
  [["Monday", "Tuesday", "Wednesday"], "Monday to Wednesday", "Lunes a miércoles"],
  [
    ["Monday", "Tuesday", "Wednesday", "Friday", "Saturday"],
    "Monday to Wednesday, Friday, Saturday",
    "Lunes a miércoles, viernes, sábado",
  ],
  [
    ["Saturday", "Thursday", "Friday", "Monday"],
    "Monday, Thursday to Saturday",
    "Lunes, jueves a sábado",
  ],
  [["Sunday"], "Sunday", "Domingo"],
])("weekly rows write %j in words: %s / %s", (days, en, es) => {
  expect(daysInWords(days, week.en)).toBe(en);
  expect(daysInWords(days, week.es)).toBe(es);
});

it("weekly rows put the days no slot lists in one closed row, in words the same way", () => {
  const weekdaysOnly = [{ days: ["Tuesday", "Thursday"], opens: "09:00", closes: "17:00" }];
  expect(rows(weekdaysOnly, "en")).toEqual([
    "Tuesday, Thursday: 9 AM – 5 PM",
    "Monday, Wednesday, Friday to Sunday: Closed",
  ]);
});

// formatClockTime's other hours ("9:30 AM", "3 p. m.", "a la 1 p. m.", "12 del mediodía") are in
// the status lines and the weekly rows above.
it("formatClockTime writes half past noon in Spanish as 12:30 p. m.", () =>
  expect(plain(formatClockTime("12:30", "es"))).toBe("12:30 p. m."));

it.each([
  ["en", "March 5, 2024"],
  ["es", "5 de marzo de 2024"],
] as const)("formatIsoDay writes a date in %s as %s", (locale, expected) => {
  expect(formatIsoDay("2024-03-05", locale)).toBe(expected);
});
