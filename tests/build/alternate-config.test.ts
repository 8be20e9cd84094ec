import { chromium } from "@playwright/test";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { officeConfig, officeFile } from "~/site/config";
import { chromiumArgs, chromiumPath } from "../../scripts/browser.mjs";
import { startSite } from "../../scripts/site-server.mjs";
import { alternateConfig } from "../fixtures/alternate-config";
import { scratchCopy, type ScratchCopy } from "./scratch-copy";

// The owner replaces every value of content/office.yaml. This copies the
// project, writes another office's complete facts file in its place (the fixture),
// builds the copy, runs the build checks on it (links, hreflang, the Nu HTML
// Checker, budgets), looks for the project's own values in every built file,
// and opens a few pages in Chromium, served by Cloudflare's runtime. Any page
// that pins a placeholder (the 555 number, example.com, the booking host, the
// hours, the payment methods, the office name) fails here.

let copy: ScratchCopy;

/** Every file of the copy's build. */
function builtFiles(dir = join(copy.dir, "build")): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

beforeAll(() => {
  copy = scratchCopy("alternate-config-");
  // The copy's facts file, as the owner (or the site editor) would write it.
  writeFileSync(
    join(copy.dir, officeFile),
    `# Written by tests/build/alternate-config.test.ts: another office's facts.\n${stringify(alternateConfig)}`,
  );
});

afterAll(() => copy?.remove());

describe("the site built with another office's config", () => {
  it(
    "builds, passes the build checks and budgets, and shows that office's facts only",
    { timeout: 180_000 },
    () => {
      const build = copy.build();
      expect(build.status, build.output).toBe(0);
      const check = copy.run(["scripts/check-build.mjs"], { BUILD_DIR: "build" });
      expect(check.status, check.output).toBe(0);

      const texts = builtFiles()
        .filter((file) => /\.(html|xml|txt|vcf|json)$|_headers|_redirects/.test(file))
        .map((file) => ({ file: relative(copy.dir, file), text: readFileSync(file, "utf8") }));
      // Nothing of the project's own config reaches a build made with another one.
      const own = [
        officeConfig.officeName,
        officeConfig.phoneDisplay,
        officeConfig.phoneE164,
        officeConfig.email,
        new URL(officeConfig.siteUrl).hostname,
        ...new Set(Object.values(officeConfig.booking).map((url) => new URL(url).hostname)),
        officeConfig.address.street,
      ];
      for (const value of own) {
        const found = texts.filter(({ text }) => text.includes(value)).map(({ file }) => file);
        expect(found, `"${value}" in the build`).toEqual([]);
      }

      // And the other office's facts are where they belong.
      /** A file of the build by its path in build/ ("client/index.html"). */
      const built = (path: string) => texts.find(({ file }) => file === `build/${path}`)!.text;
      const home = built("client/index.html");
      expect(home).toContain(`<link rel="canonical" href="${alternateConfig.siteUrl}/"/>`);
      expect(home).toContain(`href="tel:${alternateConfig.phoneE164}"`);
      expect(home).toContain(`href="mailto:${alternateConfig.email}"`);
      expect(home).toContain("Luna &amp; Ortiz Document Services");
      for (const method of alternateConfig.paymentMethods)
        expect(home).toContain(`>${method}</li>`);
      expect(home).toContain("<dt>Monday, Wednesday, Friday</dt>");
      expect(built("client/es/TaxServices.html")).toContain("18 de abril de 2028");
      expect(built("client/sitemap.xml")).toContain(
        `<loc>${alternateConfig.siteUrl}/es/Immigration</loc>`,
      );
      expect(built("client/robots.txt")).toContain(
        `Sitemap: ${alternateConfig.siteUrl}/sitemap.xml`,
      );
      expect(built("client/contact.vcf")).toContain("TEL;TYPE=CELL:+18504327790");
      const linked = texts.map(({ text }) => text).join("\n");
      for (const url of Object.values(alternateConfig.booking)) expect(linked).toContain(url);
      expect(JSON.parse(built("host-site.json")).siteUrl).toBe(alternateConfig.siteUrl);
    },
  );

  it(
    "serves those facts in the browser, with the holiday notice in both languages",
    { timeout: 180_000 },
    async () => {
      const site = await startSite({ cwd: copy.dir });
      const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
      try {
        const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
        const problems: string[] = [];
        page.on("pageerror", (error) => problems.push(error.message));
        page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
        page.on("request", (request) => {
          if (!/^http:\/\/(localhost|127\.0\.0\.1):/.test(request.url()))
            problems.push(`request to ${request.url()}`);
        });
        // Two days before the fixture's first closure, within its announcement in any time zone.
        const [closure] = alternateConfig.specialHours.exceptions;
        const when = new Date(`${closure!.from}T17:00:00Z`);
        when.setUTCDate(when.getUTCDate() - 2);
        await page.clock.setFixedTime(when);
        for (const [path, locale] of [
          ["/", "en"],
          ["/es/NotaryPublic", "es"],
        ] as const) {
          const answer = await page.goto(`${site.url}${path}`);
          expect(answer?.status(), path).toBe(200);
          await expect
            .poll(() => page.locator(`header a[href="tel:${alternateConfig.phoneE164}"]`).count())
            .toBeGreaterThan(0);
          const notice = page.locator("[data-hours-notice]");
          await notice.waitFor({ state: "visible", timeout: 15_000 });
          expect(await notice.textContent(), path).toContain(closure!.note![locale]);
        }
        expect(problems).toEqual([]);
      } finally {
        await browser.close();
        await site.stop();
      }
    },
  );
});
