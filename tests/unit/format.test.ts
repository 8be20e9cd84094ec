import { expect, it } from "vitest";
import { formatClockTime, formatIsoDay } from "~/site/format";

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

it.each([
  ["en", "March 5, 2024"],
  ["es", "5 de marzo de 2024"],
] as const)("formatIsoDay writes a date in %s as %s", (locale, expected) => {
  expect(formatIsoDay("2024-03-05", locale)).toBe(expected);
});

// The other hours ("9:30 AM", "3 p. m.", "a la 1 p. m.") are in the status lines of office-hours.test.ts.
it.each([
  ["12:00", "es", "12 del mediodía"],
  ["12:30", "es", "12:30 p. m."],
] as const)("formatClockTime: %s in %s → %s", (time, locale, expected) => {
  expect(nbsp(formatClockTime(time, locale))).toBe(expected);
});
