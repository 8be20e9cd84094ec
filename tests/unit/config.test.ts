import { describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { officeFile } from "~/site/config";
import { siteConfigSchema } from "~/site/config-schema";
import { readDataFile, schemaProblems } from "~/site/data-file";
import {
  alternateConfig,
  alternateFacts,
  withChange,
  type Change,
} from "../fixtures/alternate-config";
import { dataFileMessage, scratchDir } from "./scratch";

// The facts file broken one field at a time, the build naming the field: another office's facts,
// so the cases hold whatever the owner writes (both offices' facts are checked as they load).

const configProblems = (facts: unknown) => schemaProblems(siteConfigSchema, facts);

describe("the office's facts", () => {
  it("take the phone typed once: shown as typed, dialled in E.164; WhatsApp optional", () => {
    // That office's numbers dialled: its vCard's (contact.test.ts).
    expect(alternateConfig.phoneDisplay).toBe("850-432-7781");
    const parse = (change: Change) => siteConfigSchema.parse(withChange(change));
    expect(parse((c) => (c.phone = "(305) 555-0142")).phoneE164).toBe("+13055550142");
    expect(parse((c) => (c.whatsapp = "+52 55 1234 5678")).whatsappE164).toBe("+525512345678");
    expect(parse((c) => delete c.whatsapp).whatsappE164).toBeNull();
  });

  it("read a closure as no hours and special hours as their times", () => {
    const independenceDay = { en: "Independence Day", es: "Día de la Independencia" };
    const christmasEve = { en: "Christmas Eve", es: "Nochebuena" };
    const morning = { opens: "08:00", closes: "13:00" };
    expect(alternateConfig.specialHours.exceptions).toEqual([
      { from: "2031-07-04", to: "2031-07-04", hours: null, note: independenceDay },
      { from: "2031-12-24", to: "2031-12-24", hours: morning, note: christmasEve },
      { from: "2031-12-25", to: "2031-12-27", hours: null },
    ]);
  });

  // The checks across fields (hours that close before they open, a closure that ends before it
  // starts, a booking link's name twice, a price of no service) are the editor's too: their rows
  // are in editor-checks.test.ts, which finds each problem at its field in the schema's answer.
  it.each<[string, Change]>([
    ["phone", (c) => (c.phone = "555-0142")],
    ["phone", (c) => (c.phone = "(305) 055-9999")],
    ["email", (c) => (c.email = "info-at-example")],
    ["editorLanguage", (c) => (c.editorLanguage = "fr")],
    ["social.tiktok", (c) => (c.social.tiktok = "tiktok")],
    ["booking[0].url", (c) => (c.booking[0].url = "javascript:alert(1)")],
    ["booking[0].url", (c) => (c.booking[0].url = "")],
    ["booking[0].name", (c) => (c.booking[0].name = "Bad Name")],
    ["hours.office[0].opens", (c) => (c.hours.office[0].opens = "9:30am")],
    ["hours.office[1].days[0]", (c) => (c.hours.office[1].days = ["Caturday"])],
    ["hours.office", (c) => (c.hours.office = [])],
    ["address.postalCode", (c) => (c.address.postalCode = "ABC")],
    ["address.postalCode", (c) => delete c.address.postalCode],
    ["address.street", (c) => (c.address.street = "")],
    ["address.county", (c) => (c.address.county = " ")],
    ["paymentMethods[2]", (c) => (c.paymentMethods[2] = " ")],
    ["taxSeason.filingDeadline", (c) => (c.taxSeason.filingDeadline = "April 15, 2027")],
    ["taxSeason.extendedDeadline", (c) => (c.taxSeason.extendedDeadline = "2027-02-30")],
    ["claims.taxAccuracy.value", (c) => (c.claims.taxAccuracy.value = "")],
    ["testimonials[0].rating", (c) => (c.testimonials[0].rating = 6)],
    ["testimonials[1].comment.es", (c) => (c.testimonials[1].comment.es = "")],
    ["whatsapp", (c) => (c.whatsapp = "+0305555014")],
    ["whatsapp", (c) => (c.whatsapp = "+1305555014299999")],
    ["geo.latitude", (c) => (c.geo = { latitude: 125.7, longitude: -87.2 })],
    ["geo.longitude", (c) => (c.geo = { latitude: 30.4, longitude: "-87.2" })],
    ["timeZone", (c) => (c.timeZone = "Eastern")],
    ["timeZone", (c) => (c.timeZone = "America/Miami_Beach")],
    ["specialHours.announceDaysBefore", (c) => (c.specialHours.announceDaysBefore = -1)],
    ["specialHours.exceptions[0].from", (c) => (c.specialHours.exceptions[0].from = "2031-06-31")],
    ["specialHours.exceptions[2].to", (c) => (c.specialHours.exceptions[2].to = "Dec 26")],
    ["specialHours.exceptions[1].closes", (c) => (c.specialHours.exceptions[1].closes = "noon")],
    ["specialHours.exceptions[0].note.es", (c) => (c.specialHours.exceptions[0].note.es = " ")],
    ["specialHours.exceptions[0].type", (c) => (c.specialHours.exceptions[0].type = "holiday")],
    ["prices[0].from", (c) => (c.prices[0].from = "95")],
    ["prices[1].from", (c) => (c.prices[1].from = 9.5)],
    ["prices[1].service", (c) => (c.prices[1].service = "constructor")],
  ])("names the field when %s is wrong", (field, change) => {
    expect(configProblems(withChange(change)).map((p) => p.split(":")[0])).toContain(field);
  });

  it.each([
    ["a trailing slash", "https://www.example.com/"],
    ["a path", "https://www.example.com/site"],
    ["a path with a trailing slash", "https://www.example.com/site/"],
    ["a query", "https://www.example.com?ref=1"],
    ["an empty query", "https://www.example.com?"],
    ["a fragment", "https://www.example.com#top"],
    ["credentials", "https://user:pass@www.example.com"],
    ["http", "http://www.example.com"],
    ["no host", "https://"],
    ["upper case letters the browser would rewrite", "https://WWW.Example.com"],
    ["spaces", " https://www.example.com"],
  ])("refuses a site address with %s: every canonical URL starts with it", (_, siteUrl) => {
    const problems = configProblems(withChange((c) => (c.siteUrl = siteUrl)));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^siteUrl: expected .*no path, query or trailing slash/);
    expect(problems[0]).toContain(JSON.stringify(siteUrl));
  });

  it.each(["https://www.example.com", "https://sol-multiservices.com", "https://example.com:8443"])(
    "accepts the site address %s",
    (siteUrl) => expect(configProblems(withChange((c) => (c.siteUrl = siteUrl)))).toEqual([]),
  );

  it("refuses a second entry for a day an earlier one has, naming it: the site shows one a day", () => {
    const twice = withChange((c) =>
      c.specialHours.exceptions.push({ type: "closed", from: "2031-07-04", to: "2031-07-05" }),
    );
    const at = alternateConfig.specialHours.exceptions.length;
    expect(configProblems(twice)).toEqual([
      `specialHours.exceptions[${at}].from: expected dates apart from entry 1's, got "2031-07-04"`,
    ]);
  });

  // No WhatsApp number: the first test; no map pin: that office has none.
  it("accepts no holiday, price or social profile, and a day in two groups", () => {
    const facts = withChange((c) => {
      c.specialHours.exceptions = [];
      delete c.prices;
      c.social = { facebook: c.social.facebook };
      // A lunch break: the first group's days again, later in the day.
      c.hours.office.push({ ...c.hours.office[0], opens: "20:00", closes: "21:00" });
    });
    expect(configProblems(facts)).toEqual([]);
    expect(siteConfigSchema.parse(facts).prices).toEqual([]);
    expect(siteConfigSchema.parse({ ...facts, social: undefined }).social).toEqual({});
  });
});

const { root, write } = scratchDir("facts-");

/** The message the build shows for a facts file with this text (null: no file). */
function problemWith(text: string | null): string {
  write(officeFile, text);
  return dataFileMessage(() => readDataFile(officeFile, siteConfigSchema, root));
}

it("content/office.yaml: the build names the file and the field of a bad value, a missing one and a typo in a name", () => {
  expect(problemWith(stringify(alternateFacts))).toBe("");
  const broken = withChange((c) => {
    c.booking[0].url = "www.example";
    delete c.email;
    c.officeNmae = "typo";
  });
  const message = problemWith(stringify(broken));
  expect(message).toContain(
    `${officeFile}: booking[0].url: expected an https URL, got "www.example"`,
  );
  expect(message).toMatch(new RegExp(`${officeFile}: email: `));
  expect(message).toContain("officeNmae");
});

it("content/office.yaml: the build says when the file is missing or is not YAML", () => {
  expect(problemWith(null)).toContain(`${officeFile}: the file is missing`);
  expect(problemWith("phone: [unclosed")).toContain(`${officeFile}: not valid YAML`);
});
