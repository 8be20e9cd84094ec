import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { notaryNoticeHaitianCreole } from "~/content/common/notary-notice-ht";
import { immigrationServicesNoticeStatus } from "~/content/common/notice-status";
import { officeConfig, type SiteConfig } from "~/site/config";
import {
  currentLaunchProblems,
  formatLaunchReport,
  isPlaceholderAddress,
  launchProblems,
  type LaunchFacts,
} from "~/site/preflight";
import { alternateConfig } from "../fixtures/alternate-config";

const today = new Date("2026-11-22T12:00:00Z");

/** A config the owner has finished: another office's real-looking values, every figure and testimonial confirmed. */
const completeConfig = (): SiteConfig => structuredClone(alternateConfig);

/**
 * A config still holding the placeholders the site ships with and the README
 * tells the owner to replace: a 555 number, example.com addresses and
 * profiles, the placeholder scheduler, unconfirmed figures, sample testimonials.
 */
function placeholderConfig(): SiteConfig {
  const scheduler = "https://booking.example.com/sol-multiservices";
  const office = completeConfig();
  return {
    ...office,
    siteUrl: "https://www.example.com",
    phoneDisplay: "(305) 555-0142",
    phoneE164: "+13055550142",
    whatsappE164: "+13055550142",
    email: "info@example.com",
    address: { ...office.address, street: "1234 Example Avenue, Suite 100" },
    social: {
      facebook: "https://www.facebook.com/example",
      instagram: "https://www.instagram.com/example",
      tiktok: "https://www.tiktok.com/@example",
    },
    booking: Object.fromEntries(
      Object.keys(office.booking).map((key) => [key, `${scheduler}/${key}`]),
    ) as SiteConfig["booking"],
    claims: Object.fromEntries(
      Object.entries(office.claims).map(([key, claim]) => [key, { ...claim, confirmed: false }]),
    ) as SiteConfig["claims"],
    testimonials: office.testimonials.map((item) => ({ ...item, consent: false })),
  };
}

/** The placeholder config, with the notice not yet checked against the statute. */
const unverifiedCreole = { verified: false, text: notaryNoticeHaitianCreole.text };

const placeholders: LaunchFacts = {
  config: placeholderConfig(),
  notices: { immigrationServices: { verified: false }, notaryHaitianCreole: unverifiedCreole },
  today,
};

/** A finished office outside Miami-Dade (the fixture's county), every notice checked. */
const complete: LaunchFacts = {
  config: completeConfig(),
  notices: {
    immigrationServices: { verified: true },
    notaryHaitianCreole: { ...unverifiedCreole, verified: true },
  },
  today,
};

const fields = (facts: LaunchFacts) => launchProblems(facts).map((p) => p.field);

describe("launch check (npm run preflight)", () => {
  it("fails on the placeholder config, naming each field", () => {
    const named = fields(placeholders).join("\n");
    for (const field of [
      "siteUrl",
      "phoneE164, phoneDisplay",
      "whatsappE164",
      "email",
      "address.street",
      "social.facebook",
      "social.instagram",
      "social.tiktok",
      "s. 501.1391 notice text",
      ...Object.keys(placeholders.config.booking).map((key) => `booking.${key}`),
      ...Object.keys(placeholders.config.claims).map((key) => `claims.${key}`),
      ...placeholders.config.testimonials.map((_, i) => `testimonials[${i}]`),
    ]) {
      expect(named, field).toContain(field);
    }
    const problems = launchProblems(placeholders);
    expect(problems.find((p) => p.field === "claims.taxAverageRefund")?.problem).toContain(
      placeholders.config.claims.taxAverageRefund.value,
    );
    expect(problems.find((p) => p.field === "s. 501.1391 notice text")?.problem).toContain(
      "verify against the statute before launch",
    );
    expect(problems.find((p) => p.field.startsWith("booking."))?.problem).toContain(
      "booking.example.com",
    );
  });

  it("passes on a complete config", () => {
    expect(launchProblems(complete)).toEqual([]);
    // No WhatsApp at all is a complete config too.
    expect(
      launchProblems({ ...complete, config: { ...completeConfig(), whatsappE164: null } }),
    ).toEqual([]);
    expect(formatLaunchReport([])).toMatch(/ready to publish/);
  });

  it.each([
    [
      "one booking link",
      (c: any) => (c.booking.ifta = "https://booking.example.com/x/ifta"),
      "booking.ifta",
    ],
    ["one figure", (c: any) => (c.claims.taxAccuracy.confirmed = false), "claims.taxAccuracy"],
    ["one testimonial", (c: any) => (c.testimonials[1].consent = false), "testimonials[1]"],
    [
      "a passed tax deadline",
      (c: any) =>
        (c.taxSeason = {
          taxYear: 2025,
          filingDeadline: "2026-04-15",
          extendedDeadline: "2026-10-15",
        }),
      "taxSeason",
    ],
    ["an invalid value", (c: any) => (c.email = "info-at-office"), "email"],
    [
      "a fictional phone",
      (c: any) => ((c.phoneE164 = "+13055550199"), (c.phoneDisplay = "(305) 555-0199")),
      "phoneE164, phoneDisplay",
    ],
    ["a fictional WhatsApp number", (c: any) => (c.whatsappE164 = "+13055550142"), "whatsappE164"],
  ])("flags %s left in an otherwise complete config", (_, change, field) => {
    const config = structuredClone(completeConfig()) as any;
    change(config);
    expect(fields({ ...complete, config })).toEqual([field]);
  });

  it("flags the notice until someone has checked it against the statute", () => {
    expect(
      fields({
        ...complete,
        notices: { ...complete.notices, immigrationServices: { verified: false } },
      }),
    ).toEqual(["s. 501.1391 notice text"]);
  });

  it("lists the unverified Haitian Creole notary notice, with its text, for an office in Miami-Dade", () => {
    const miamiDade = (county: string) => ({
      ...complete,
      config: { ...completeConfig(), address: { ...completeConfig().address, county } },
      notices: { ...complete.notices, notaryHaitianCreole: unverifiedCreole },
    });
    for (const county of ["Miami-Dade", "Miami Dade County"]) {
      const problems = launchProblems(miamiDade(county));
      expect(problems.map((p) => p.field)).toEqual(["Haitian Creole notary notice"]);
      expect(problems[0]!.problem).toContain(notaryNoticeHaitianCreole.text);
      expect(problems[0]!.problem).toContain("native speaker");
    }
    // Confirmed by a native speaker: nothing left.
    expect(
      launchProblems({
        ...miamiDade("Miami-Dade"),
        notices: complete.notices,
      }),
    ).toEqual([]);
    // Another county does not show the Creole notice, so nothing to confirm.
    expect(
      fields({
        ...complete,
        notices: { ...complete.notices, notaryHaitianCreole: unverifiedCreole },
      }),
    ).toEqual([]);
  });

  it("the site as it is lists the Creole notice while the config's county is Miami-Dade and the text unverified", () => {
    const listed = currentLaunchProblems(today).some(
      (p) => p.field === "Haitian Creole notary notice",
    );
    expect(listed).toBe(
      /^miami[\s-]*dade/i.test(officeConfig.address.county) && !notaryNoticeHaitianCreole.verified,
    );
  });

  it("recognizes placeholder addresses and leaves real ones alone", () => {
    expect(isPlaceholderAddress("https://www.example.com")).toBe(true);
    expect(isPlaceholderAddress("info@example.com")).toBe(true);
    expect(isPlaceholderAddress("https://booking.example.com/a/b")).toBe(true);
    expect(isPlaceholderAddress("https://www.tiktok.com/@example")).toBe(true);
    expect(isPlaceholderAddress("https://www.facebook.com/examplebakery")).toBe(false);
    expect(isPlaceholderAddress("https://www.solmultiservices-fl.com")).toBe(false);
  });

  it("reports the not-ready site with every problem, one per line", () => {
    const problems = launchProblems(placeholders);
    const report = formatLaunchReport(problems);
    expect(report).toMatch(/^Preflight: NOT ready to publish\. \d+ value\(s\)/);
    expect(report).toContain(
      "  - s. 501.1391 notice text: verify against the statute before launch",
    );
    expect(report.split("\n").filter((line) => line.startsWith("  - "))).toHaveLength(
      problems.length,
    );
  });

  it("checks the site as it is: the office's config, the notice's status, today", () => {
    expect(currentLaunchProblems(today)).toEqual(
      launchProblems({
        config: officeConfig,
        notices: {
          immigrationServices: immigrationServicesNoticeStatus,
          notaryHaitianCreole: notaryNoticeHaitianCreole,
        },
        today,
      }),
    );
  });

  it("npm run preflight prints that report and fails while anything is left", async () => {
    const root = fileURLToPath(new URL("../..", import.meta.url));
    const problems = currentLaunchProblems();
    const run = promisify(execFile)("node", ["scripts/preflight.mjs"], { cwd: root });
    const report = formatLaunchReport(problems);
    if (problems.length > 0)
      await expect(run).rejects.toMatchObject({ code: 1, stdout: `${report}\n` });
    else await expect(run).resolves.toMatchObject({ stdout: `${report}\n` });
  }, 30_000);
});
