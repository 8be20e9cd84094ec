import { describe, expect, it } from "vitest";
import { officeConfig, type SiteConfig } from "~/site/config";
import { assertValidConfig, ConfigError, configProblems } from "~/site/config-schema";
import { alternateConfig } from "../fixtures/alternate-config";

/**
 * A copy of a complete config with one change, for breaking it on purpose.
 * The copy is of the test office's config, so the cases below hold whatever
 * the owner puts in app/site/config.ts.
 */
function withChange(change: (config: Record<string, any>) => void): SiteConfig {
  const copy = structuredClone(alternateConfig) as Record<string, any>;
  change(copy);
  return copy as SiteConfig;
}

describe("office config", () => {
  it("is valid as shipped", () => {
    expect(configProblems(officeConfig)).toEqual([]);
    expect(() => assertValidConfig(officeConfig)).not.toThrow();
  });

  it("is valid as the tests' other office has it", () => {
    expect(configProblems(alternateConfig)).toEqual([]);
  });

  it.each([
    ["phoneE164", (c: Record<string, any>) => (c.phoneE164 = "555-0142")],
    ["phoneDisplay", (c: Record<string, any>) => (c.phoneDisplay = "(305) 555-9999")],
    ["email", (c: Record<string, any>) => (c.email = "info-at-example")],
    ["siteUrl", (c: Record<string, any>) => (c.siteUrl = "http://example.com/")],
    ["social.tiktok", (c: Record<string, any>) => (c.social.tiktok = "tiktok")],
    [
      "booking.apostille",
      (c: Record<string, any>) => (c.booking.apostille = "javascript:alert(1)"),
    ],
    ["booking.ifta", (c: Record<string, any>) => (c.booking.ifta = "")],
    ["hours.office[0].opens", (c: Record<string, any>) => (c.hours.office[0].opens = "9:30am")],
    [
      "hours.office[1].days[0]",
      (c: Record<string, any>) => (c.hours.office[1].days = ["Caturday"]),
    ],
    [
      "hours.online[0].days[1]",
      (c: Record<string, any>) => (c.hours.online[0].days = ["Monday", "Monday"]),
    ],
    ["address.postalCode", (c: Record<string, any>) => (c.address.postalCode = "ABC")],
    ["paymentMethods[2]", (c: Record<string, any>) => (c.paymentMethods[2] = " ")],
    ["address.county", (c: Record<string, any>) => (c.address.county = " ")],
    [
      "taxSeason.filingDeadline",
      (c: Record<string, any>) => (c.taxSeason.filingDeadline = "April 15, 2027"),
    ],
    [
      "taxSeason.extendedDeadline",
      (c: Record<string, any>) => (c.taxSeason.extendedDeadline = "2027-02-30"),
    ],
    ["claims.taxAccuracy.value", (c: Record<string, any>) => (c.claims.taxAccuracy.value = "")],
    ["testimonials[0].rating", (c: Record<string, any>) => (c.testimonials[0].rating = 6)],
    ["testimonials[1].comment.es", (c: Record<string, any>) => (c.testimonials[1].comment.es = "")],
    // Issue 12: WhatsApp, address, map pin, time zone, holiday closures and special hours.
    ["whatsappE164", (c: Record<string, any>) => (c.whatsappE164 = "(305) 555-0142")],
    ["whatsappE164", (c: Record<string, any>) => (c.whatsappE164 = "13055550142")],
    ["whatsappE164", (c: Record<string, any>) => (c.whatsappE164 = "+0305555014")],
    ["whatsappE164", (c: Record<string, any>) => (c.whatsappE164 = "+1305555014299999")],
    ["address.postalCode", (c: Record<string, any>) => delete c.address.postalCode],
    ["address.street", (c: Record<string, any>) => (c.address.street = "")],
    ["geo.latitude", (c: Record<string, any>) => (c.geo = { latitude: 125.7, longitude: -87.2 })],
    ["geo.longitude", (c: Record<string, any>) => (c.geo = { latitude: 30.4, longitude: "-87.2" })],
    ["timeZone", (c: Record<string, any>) => (c.timeZone = "Eastern")],
    ["timeZone", (c: Record<string, any>) => (c.timeZone = "America/Miami_Beach")],
    [
      "specialHours.announceDaysBefore",
      (c: Record<string, any>) => (c.specialHours.announceDaysBefore = -1),
    ],
    [
      "specialHours.exceptions[1].to",
      (c: Record<string, any>) => (c.specialHours.exceptions[1].to = "2031-12-23"),
    ],
    [
      "specialHours.exceptions[0].from",
      (c: Record<string, any>) => (c.specialHours.exceptions[0].from = "2031-06-31"),
    ],
    [
      "specialHours.exceptions[2].to",
      (c: Record<string, any>) => (c.specialHours.exceptions[2].to = "Dec 26"),
    ],
    [
      "specialHours.exceptions[1].hours.closes",
      (c: Record<string, any>) => (c.specialHours.exceptions[1].hours.closes = "noon"),
    ],
    [
      "specialHours.exceptions[1].hours",
      (c: Record<string, any>) => (c.specialHours.exceptions[1].hours.closes = "07:30"),
    ],
    [
      "specialHours.exceptions[0].note.es",
      (c: Record<string, any>) => (c.specialHours.exceptions[0].note.es = " "),
    ],
    [
      "specialHours.exceptions[2]",
      // December 25 falls inside special hours that now run from Christmas Eve to New Year's Eve.
      (c: Record<string, any>) => (c.specialHours.exceptions[1].to = "2031-12-31"),
    ],
  ])("names the field when %s is wrong", (field, change) => {
    const config = withChange(change);
    const problems = configProblems(config);
    expect(
      problems.some((p) => p.startsWith(`${field}:`)),
      problems.join("\n"),
    ).toBe(true);
    expect(() => assertValidConfig(config)).toThrow(ConfigError);
    expect(() => assertValidConfig(config)).toThrow(field);
  });

  it("names both exceptions when two overlap, wherever they are listed", () => {
    const config = withChange((c) =>
      c.specialHours.exceptions.push({ from: "2031-07-01", to: "2031-07-04", hours: null }),
    );
    expect(configProblems(config)).toEqual([
      "specialHours.exceptions[3]: overlaps specialHours.exceptions[0] (2031-07-04 to 2031-07-04); each day may have one exception",
    ]);
  });

  it("accepts no WhatsApp number, no map pin and no holiday at all", () => {
    const config = withChange((c) => {
      c.whatsappE164 = null;
      c.geo = null;
      c.specialHours.exceptions = [];
    });
    expect(configProblems(config)).toEqual([]);
  });

  it("accepts a WhatsApp number from another country", () => {
    const config = withChange((c) => (c.whatsappE164 = "+5215512345678"));
    expect(configProblems(config)).toEqual([]);
  });
});
