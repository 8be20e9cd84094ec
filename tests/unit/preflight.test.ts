import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expect, it } from "vitest";
import { notaryNoticeHaitianCreole } from "~/content/common/notary-notice-ht";
import { immigrationServicesNoticeStatus } from "~/content/common/notice-status";
import { officeConfig } from "~/site/config";
import {
  currentLaunchProblems,
  currentOwnerQuestions,
  formatLaunchReport,
  isPlaceholderAddress,
  launchProblems,
  sharedSearchTexts,
  ownerQuestions,
  reviewProblems,
  type LaunchFacts,
} from "~/build/preflight";
import { siteConfigSchema } from "~/site/config-schema";
import { alternateConfig, withChange, type Change } from "../fixtures/alternate-config";

const today = new Date("2026-11-22T12:00:00Z");
const unverifiedCreole = { verified: false, text: notaryNoticeHaitianCreole.text };
const checked = {
  immigrationServices: { verified: true },
  notaryHaitianCreole: { ...unverifiedCreole, verified: true },
};

/** A finished office (the tests' other office, outside Miami-Dade), with one change. */
function facts(change: Change = () => {}, notices = checked): LaunchFacts {
  return { config: withChange(change, alternateConfig), notices, today };
}

// The placeholders the site ships with and the README says to replace: a 555 number,
// example.com addresses, the placeholder scheduler, unconfirmed figures, sample testimonials.
const placeholders: LaunchFacts = {
  config: siteConfigSchema.parse(
    withChange((c) => {
      c.siteUrl = "https://www.example.com";
      delete c.reviewUrl;
      c.phone = "(305) 555-0142";
      c.whatsapp = "+13055550142";
      c.email = "info@example.com";
      c.address.street = "1234 Example Avenue, Suite 100";
      c.social = {
        facebook: "https://www.facebook.com/example",
        instagram: "https://www.instagram.com/example",
        tiktok: "https://www.tiktok.com/@example",
      };
      for (const link of c.booking) link.url = `https://booking.example.com/${link.name}`;
      for (const claim in c.claims) c.claims[claim].confirmed = false;
      for (const item of c.testimonials) item.consent = false;
    }),
  ),
  notices: { immigrationServices: { verified: false }, notaryHaitianCreole: unverifiedCreole },
  today,
};

const fields = (facts: LaunchFacts) => launchProblems(facts).map((p) => p.field);

// The launch check: npm run preflight.
it("the launch check fails on the placeholder config, naming each field, one per line of its report", () => {
  const problems = launchProblems(placeholders);
  const named = problems.map((p) => p.field).join("\n");
  for (const field of [
    ..."siteUrl reviewUrl phone whatsapp email address.street".split(" "),
    "s. 501.1391 notice text",
    ...Object.keys(placeholders.config.social).map((key) => `social.${key}`),
    ...Object.keys(placeholders.config.booking).map((key) => `booking.${key}`),
    ...Object.keys(placeholders.config.claims).map((key) => `claims.${key}`),
    ...placeholders.config.testimonials.map((_, i) => `testimonials[${i}]`),
  ])
    expect(named, field).toContain(field);
  const problem = (field: string) => problems.find((p) => p.field.startsWith(field))?.problem;
  expect(problem("claims.taxAverageRefund")).toContain(
    alternateConfig.claims.taxAverageRefund.value,
  );
  expect(problem("booking.")).toContain("booking.example.com");
  const report = formatLaunchReport(problems);
  expect(report).toMatch(/^Preflight: NOT ready to publish\. \d+ value\(s\)/);
  expect(report).toContain("  - s. 501.1391 notice text: verify against the statute before launch");
  const items = report.split("\n").filter((line) => line.startsWith("  - "));
  expect(items).toHaveLength(problems.length);
});

it("the launch check passes on a complete config, with or without WhatsApp", () => {
  expect(launchProblems(facts())).toEqual([]);
  expect(launchProblems(facts((c) => (c.whatsappE164 = null)))).toEqual([]);
  expect(formatLaunchReport([])).toMatch(/^Preflight: ready to publish/);
  expect(formatLaunchReport([], ["paymentMethods: …?"])).toContain(
    "To confirm with the office's owner:\n  - paymentMethods: …?",
  );
});

it.each([
  [
    "one booking link",
    (c) => (c.booking.ifta = "https://booking.example.com/ifta"),
    "booking.ifta",
  ],
  ["one figure", (c) => (c.claims.taxAccuracy.confirmed = false), "claims.taxAccuracy"],
  ["one testimonial", (c) => (c.testimonials[1].consent = false), "testimonials[1]"],
  ["a passed tax deadline", (c) => (c.taxSeason.filingDeadline = "2026-04-15"), "taxSeason"],
  [
    "a fictional phone",
    (c) => ((c.phoneE164 = "+13055550199"), (c.phoneDisplay = "(305) 555-0199")),
    "phone",
  ],
  ["a fictional WhatsApp number", (c) => (c.whatsappE164 = "+13055550142"), "whatsapp"],
  ["no link to the office's reviews", (c) => delete c.reviewUrl, "reviewUrl"],
] as const satisfies [string, Parameters<typeof facts>[0], string][])(
  "the launch check flags %s left in an otherwise complete config",
  (_, change, field) => expect(fields(facts(change))).toEqual([field]),
);

it("the launch check flags a price until the owner confirms it, with its amount", () =>
  expect(launchProblems(facts((c) => (c.prices[1].confirmed = false)))).toEqual([
    { field: "prices (apostille)", problem: expect.stringContaining("$95") },
  ]));

it("the launch check flags the notice until someone has checked it against the statute", () => {
  const unchecked = { ...checked, immigrationServices: { verified: false } };
  expect(fields(facts(undefined, unchecked))).toEqual(["s. 501.1391 notice text"]);
});

it("the launch check lists the unverified Haitian Creole notary notice, with its text, for an office in Miami-Dade", () => {
  const unchecked = { ...checked, notaryHaitianCreole: unverifiedCreole };
  for (const county of ["Miami-Dade", "Miami Dade County"]) {
    const problems = launchProblems(facts((c) => (c.address.county = county), unchecked));
    expect(problems.map((p) => p.field)).toEqual(["Haitian Creole notary notice"]);
    expect(problems[0]!.problem).toContain(notaryNoticeHaitianCreole.text);
    expect(problems[0]!.problem).toContain("native speaker");
  }
  // Nothing left once a native speaker confirmed it, or in a county that does not show it.
  expect(launchProblems(facts((c) => (c.address.county = "Miami-Dade")))).toEqual([]);
  expect(launchProblems(facts(undefined, unchecked))).toEqual([]);
});

// The placeholders (example.com, @example) are named in the first test; a real site's own
// address and profiles, in the complete config's.
it("isPlaceholderAddress leaves real addresses alone", () =>
  expect(isPlaceholderAddress("https://www.facebook.com/examplebakery")).toBe(false));

it("the launch check checks the site as it is: the office's config, the notice's status, today", () => {
  const isFile = (field: string) => /\.(yaml|md)(:|$)/.test(field);
  const problems = currentLaunchProblems(today);
  expect(problems.filter((p) => !isFile(p.field))).toEqual(
    launchProblems({
      config: officeConfig,
      notices: {
        immigrationServices: immigrationServicesNoticeStatus,
        notaryHaitianCreole: notaryNoticeHaitianCreole,
      },
      today,
    }),
  );
  for (const { field } of problems.filter((p) => isFile(p.field)))
    expect(field).toMatch(/^(content|app)\/.+\.(yaml|md)/);
  // The Creole notice is listed while the county is Miami-Dade and the text unverified.
  expect(problems.some((p) => p.field === "Haitian Creole notary notice")).toBe(
    /^miami[\s-]*dade/i.test(officeConfig.address.county) && !notaryNoticeHaitianCreole.verified,
  );
});

it("npm run preflight prints that report and fails while anything is left", async () => {
  const root = fileURLToPath(new URL("../..", import.meta.url));
  const problems = currentLaunchProblems();
  const run = promisify(execFile)("node", ["scripts/preflight.mjs"], { cwd: root });
  const report = formatLaunchReport(problems, currentOwnerQuestions());
  if (problems.length > 0)
    await expect(run).rejects.toMatchObject({ code: 1, stdout: `${report}\n` });
  else await expect(run).resolves.toMatchObject({ stdout: `${report}\n` });
}, 30_000);

it("the launch check lists a page or article with the search title or description of another, naming both files", () => {
  const head = (file: string, title: string, description: string) => ({
    file,
    text: "",
    search: { title, description },
  });
  const items = [head("a.en.yaml", "A", "One"), head("b.en.yaml", "B", "Two")];
  expect(sharedSearchTexts(items)).toEqual([]);
  expect(sharedSearchTexts([...items, head("c.en.md", "A", "Two")])).toEqual([
    { field: "c.en.md: title", problem: "the same as a.en.yaml's: write one of its own" },
    { field: "c.en.md: description", problem: "the same as b.en.yaml's: write one of its own" },
  ]);
});

it("the launch check asks the owner about hours longer on another day, no cash or Visa, and Creole translations in Miami-Dade", () => {
  const config = structuredClone(alternateConfig);
  /** The fields the owner is asked about, with the Translations page's languages. */
  const asked = (languages: string[]) =>
    ownerQuestions(config, languages).map((question) => question.split(":")[0]);
  config.hours.office = [
    { days: ["Monday", "Friday"], opens: "09:00", closes: "17:00" },
    { days: ["Saturday"], opens: "09:00", closes: "13:00" },
    // A lunch break: the same days again, later in the day.
    { days: ["Monday"], opens: "18:00", closes: "20:00" },
    { days: ["Tuesday"], opens: "09:00", closes: "19:00" },
  ];
  expect(asked(["Spanish"])).toEqual([]);
  config.hours.office = [
    { days: ["Monday"], opens: "09:00", closes: "15:00" },
    { days: ["Saturday"], opens: "09:00", closes: "18:00" },
  ];
  config.paymentMethods = ["Zelle"];
  config.address.county = "Miami-Dade";
  expect(asked(["Spanish"])).toEqual(["hours.office", "paymentMethods", "Translations page"]);
  expect(asked(["Haitian Creole"])).not.toContain("Translations page");
});

// Review dates of the fees, deadlines and times pages and articles state.
const file = "content/pages/X.en.yaml";
const review = (text: string, reviewed?: string, sources?: { url: string }[]) =>
  reviewProblems([{ file, text, reviewed, sources }], today);
const undated =
  "states fees, deadlines or times but says when they were checked (reviewed) nowhere";

it.each(["A $35 fee.", "It takes 6 to 10 weeks.", "Mind the deadline.", "Fecha límite: abril."])(
  "the review check asks for a date where the words state a fee, a deadline or a processing time: %j",
  (text) => expect(review(text)).toMatchObject([{ problem: undated }]),
);

it("the review check asks for none where the words state no such thing", () =>
  expect(review("We prepare tax returns.")).toEqual([]));

it("the review check lists a date over a year old, and a source that is not official", () => {
  expect(review("A $35 fee.", "2025-11-23")).toEqual([]);
  expect(review("A $35 fee.", "2025-11-21")[0]!.problem).toContain("last checked on 2025-11-21");
  const pages = ["www.uscis.gov/i-90", "www.irs.gov/x", "sunbiz.org/a", "blog.example.com/fees"];
  const sources = pages.map((page) => ({ url: `https://${page}` }));
  expect(review("A $35 fee.", "2026-11-01", sources)).toEqual([
    {
      field: `${file}: sources`,
      problem: "https://blog.example.com/fees is not an official source",
    },
  ]);
});
