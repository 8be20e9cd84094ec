import { describe, expect, it } from "vitest";
import { formatClockTime, formatLongDate } from "~/site/format";

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formatLongDate", () => {
  it.each([
    ["en", "March 5, 2024"],
    ["es", "5 de marzo de 2024"],
  ] as const)("writes a date in %s as %s", (locale, expected) => {
    expect(formatLongDate(new Date("2024-03-05T00:00:00Z"), locale)).toBe(expected);
  });
});

describe("formatClockTime", () => {
  it.each([
    ["09:30", "en", "9:30 AM"],
    ["15:00", "en", "3 PM"],
    ["18:00", "en", "6 PM"],
    ["09:30", "es", "9:30 a. m."],
    ["15:00", "es", "3 p. m."],
    ["12:00", "en", "12 PM"],
    ["12:00", "es", "12 del mediodía"],
    ["12:30", "es", "12:30 p. m."],
    ["13:00", "es", "1 p. m."],
  ] as const)("%s in %s → %s", (time, locale, expected) => {
    expect(nbsp(formatClockTime(time, locale))).toBe(expected);
  });
});
