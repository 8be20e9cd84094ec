import { readFileSync, readdirSync, renameSync, statSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { officeConfig } from "~/site/config";
import { createSiteServer } from "../../server/serve.mjs";
import { alternateConfig } from "../fixtures/alternate-config";
import { scratchCopy, type ScratchCopy } from "./scratch-copy";

// The owner replaces every value of app/site/config.ts. This copies the
// project, puts another office's complete config in its place (the fixture),
// builds the copy, and runs on that build what `npm test` runs on the real
// one: the build checks (links, hreflang, the Nu HTML Checker, budgets), the
// unit tests and the browser tests. Any test or page that pins a placeholder
// (the 555 number, example.com, the booking host, the hours, the payment
// methods, the office name) fails here.

let copy: ScratchCopy;

/** Every file of the copy's build. */
function builtFiles(dir = join(copy.dir, "build")): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? builtFiles(path) : [path];
  });
}

beforeAll(() => {
  copy = scratchCopy("alternate-config-");
  // The copy's config module: its types and helpers as shipped, the fixture's values.
  renameSync(join(copy.dir, "app/site/config.ts"), join(copy.dir, "app/site/shipped-config.ts"));
  writeFileSync(
    join(copy.dir, "app/site/config.ts"),
    [
      "// Written by tests/build/alternate-config.test.ts: another office's values.",
      'export * from "./shipped-config";',
      'export { alternateConfig as officeConfig } from "../../tests/fixtures/alternate-config";',
      "",
    ].join("\n"),
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
      for (const script of ["scripts/check-build.mjs", "scripts/check-budgets.mjs"]) {
        const check = copy.run([script], { BUILD_DIR: "build" });
        expect(check.status, `${script}\n${check.output}`).toBe(0);
      }

      const texts = builtFiles()
        .filter((file) =>
          /\.(html|xml|txt|vcf|json|conf)$|_headers|_redirects|Caddyfile|\.toml$/.test(file),
        )
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
      expect(built("self-host/nginx.conf")).toContain(
        "server_name lunaortiz-docs.com www.lunaortiz-docs.com;",
      );
    },
  );

  it("passes the unit tests", { timeout: 180_000 }, () => {
    const run = copy.run(["node_modules/vitest/vitest.mjs", "run", "tests/unit"]);
    expect(run.status, run.output).toBe(0);
    expect(run.output).not.toMatch(/\d+ skipped/);
  });

  it("passes the browser tests", { timeout: 600_000 }, async () => {
    const server = createSiteServer(join(copy.dir, "build"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const run = await copy.runAsync(
        [
          "node_modules/@playwright/test/cli.js",
          "test",
          "--project=chromium",
          "--project=deploy-given",
          "--reporter=list",
          "--workers=2",
          // Every page's axe and link checks, and the first-tap timings, do not read the config.
          "--grep-invert",
          "is complete, accessible and self-contained|on the first tap",
        ],
        { BASE_URL: `http://localhost:${port}` },
      );
      expect(run.status, run.output).toBe(0);
      // Every test ran: none skipped for want of data (the fixture has holidays ahead).
      expect(run.output).toMatch(/\n\s*\d+ passed/);
      expect(run.output).not.toMatch(/\d+ (skipped|did not run)/);
      // The holiday tests ran, not the test of their absence.
      expect(run.output).toContain("holiday closures and special hours › the notice shows");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
