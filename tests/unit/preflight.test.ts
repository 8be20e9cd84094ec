import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { immigrationServicesNoticeStatus } from "~/content/common/notice-status";
import { officeConfig, type SiteConfig } from "~/site/config";
import {
  currentLaunchProblems,
  formatLaunchReport,
  isPlaceholderAddress,
  launchProblems,
  type LaunchFacts,
} from "~/site/preflight";

const today = new Date("2026-11-22T12:00:00Z");

/** The shipped placeholder config, as `npm run preflight` sees it. */
const placeholders: LaunchFacts = {
  config: officeConfig,
  notices: { immigrationServices: immigrationServicesNoticeStatus },
  today,
};

/** A config the owner has finished: real-looking values, every figure and testimonial confirmed. */
function completeConfig(): SiteConfig {
  const scheduler = "https://book.solmultiservices-fl.com";
  return {
    ...officeConfig,
    siteUrl: "https://www.solmultiservices-fl.com",
    phoneDisplay: "(305) 874-2290",
    phoneE164: "+13058742290",
    whatsappE164: "+13058742291",
    email: "info@solmultiservices-fl.com",
    address: { ...officeConfig.address, street: "2150 SW 8th Street, Suite 3" },
    social: {
      facebook: "https://www.facebook.com/solmultiservicesfl",
      instagram: "https://www.instagram.com/solmultiservicesfl",
      tiktok: "https://www.tiktok.com/@solmultiservicesfl",
    },
    booking: Object.fromEntries(
      Object.keys(officeConfig.booking).map((key) => [key, `${scheduler}/${key}`]),
    ) as SiteConfig["booking"],
    claims: Object.fromEntries(
      Object.entries(officeConfig.claims).map(([key, claim]) => [
        key,
        { ...claim, confirmed: true },
      ]),
    ) as SiteConfig["claims"],
    testimonials: officeConfig.testimonials.map((item) => ({ ...item, consent: true })),
  };
}

const complete: LaunchFacts = {
  config: completeConfig(),
  notices: { immigrationServices: { verified: true } },
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
      ...Object.keys(officeConfig.booking).map((key) => `booking.${key}`),
      ...Object.keys(officeConfig.claims).map((key) => `claims.${key}`),
      "testimonials[0]",
      "testimonials[1]",
      "testimonials[2]",
    ]) {
      expect(named, field).toContain(field);
    }
    const problems = launchProblems(placeholders);
    expect(problems.find((p) => p.field === "claims.taxAverageRefund")?.problem).toContain(
      "$2,847",
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
    expect(fields({ ...complete, notices: { immigrationServices: { verified: false } } })).toEqual([
      "s. 501.1391 notice text",
    ]);
  });

  it("recognizes placeholder addresses and leaves real ones alone", () => {
    expect(isPlaceholderAddress("https://www.example.com")).toBe(true);
    expect(isPlaceholderAddress("info@example.com")).toBe(true);
    expect(isPlaceholderAddress("https://booking.example.com/a/b")).toBe(true);
    expect(isPlaceholderAddress("https://www.tiktok.com/@example")).toBe(true);
    expect(isPlaceholderAddress("https://www.facebook.com/examplebakery")).toBe(false);
    expect(isPlaceholderAddress("https://www.solmultiservices-fl.com")).toBe(false);
  });

  it("reports the shipped site as not ready", () => {
    const report = formatLaunchReport(currentLaunchProblems(today));
    expect(report).toMatch(/^Preflight: NOT ready to publish/);
    expect(report).toContain("s. 501.1391 notice text: verify against the statute before launch");
  });

  it("npm run preflight exits non-zero and prints the list", async () => {
    const root = fileURLToPath(new URL("../..", import.meta.url));
    const run = promisify(execFile)("node", ["scripts/preflight.mjs"], { cwd: root });
    await expect(run).rejects.toMatchObject({
      code: 1,
      stdout: expect.stringContaining("testimonials[0]"),
    });
  }, 30_000);
});
