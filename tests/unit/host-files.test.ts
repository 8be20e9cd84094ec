import { describe, expect, it } from "vitest";
import { adminHeaders, adminPath, securityHeaders } from "~/build/headers";
import { headersFile, redirectsFile } from "~/build/host-files";
import { hostSite } from "~/build/static-host";

// The host files as the build writes them, read back the way Cloudflare Pages and Netlify read
// them; tests/e2e/deploy.spec.ts checks what is then served.
const site = hostSite(["sha256-abc="], ["/contact.vcf", "/es/contact.vcf", "/index.html"]);

/** `_redirects` rules: one per line that is not blank or a comment. */
const rules = redirectsFile(site)
  .split("\n")
  .filter((line) => line.trim() && !line.startsWith("#"))
  .map((line) => {
    const [from = "", to = "", status = ""] = line.trim().split(/\s+/);
    return { from, to, status };
  });

describe("_redirects", () => {
  const pages = new Set(site.pages.map(({ path }) => path));

  it("never redirects a page's own address, and sends each casing, once, to an existing page", () => {
    const casings = rules.filter(({ status }) => status === "301");
    expect(casings.length).toBeGreaterThan(0);
    for (const { from, to } of casings) {
      expect(pages.has(from), `${from} is a page`).toBe(false);
      expect(pages.has(to), `${to} is a page`).toBe(true);
      expect(from.toLowerCase(), from).toBe(to.toLowerCase());
    }
    const froms = rules.map(({ from }) => from);
    expect(new Set(froms).size, "each casing once").toBe(froms.length);
  });

  it("ends with the 404 page of each prefixed language, for Netlify", () => {
    const notFound = rules.filter(({ status }) => status === "404");
    const prefixed = site.notFound.filter(({ prefix }) => prefix !== "");
    expect(notFound).toEqual(
      prefixed.map(({ prefix, file }) => ({ from: `${prefix}/*`, to: file, status: "404" })),
    );
    expect(rules.at(-1)?.status).toBe("404");
  });
});

describe("_headers", () => {
  const text = headersFile(site);
  const blocks = new Map(
    text
      .split(/\n(?=\S)/)
      .filter((block) => !block.startsWith("#"))
      .map((block) => {
        const [path = "", ...lines] = block.trim().split("\n");
        return [path, lines.map((line) => line.trim())];
      }),
  );

  it("sends every security header on every path, with the scripts' hashes in the CSP", () => {
    const all = blocks.get("/*")!;
    for (const [name, value] of Object.entries(securityHeaders(site.scriptHashes)))
      expect(all).toContain(`${name}: ${value}`);
    expect(all.find((line) => line.startsWith("Content-Security-Policy"))).toMatch(/'sha256-abc='/);
  });

  it("gives the editor its own policy in place of the pages' (its sign-in popup answers it), and noindex", () => {
    const admin = blocks.get(`${adminPath}*`)!;
    expect(admin).toEqual(
      expect.arrayContaining([
        "! Content-Security-Policy",
        "! Cross-Origin-Opener-Policy",
        ...Object.entries(adminHeaders()).map(([name, value]) => `${name}: ${value}`),
      ]),
    );
    expect(admin).toContain("Cross-Origin-Opener-Policy: same-origin-allow-popups");
    expect(blocks.get("/*")).toContain("Cross-Origin-Opener-Policy: same-origin");
  });

  it("names the media type of the files hosts may not know", () => {
    for (const path of ["/contact.vcf", "/es/contact.vcf"])
      expect(blocks.get(path)).toEqual(["Content-Type: text/vcard; charset=utf-8"]);
    expect(blocks.has("/index.html")).toBe(false);
  });
});
