import { expect, it } from "vitest";
import { headersFile, redirectsFile } from "~/build/host-files";
import { cmsRepository, hostSite, robotsTxt, sitemapXml } from "~/build/static-host";
import { officeConfig } from "~/site/config";
import { defaultLocale, locales, pageIds, pagePath, type Locale, type PageId } from "~/site/pages";

// The host files as the build writes them, read back the way Cloudflare Pages and Netlify read
// them; tests/e2e/deploy.spec.ts checks what is then served, every header included.
const site = hostSite([], ["/contact.vcf", "/es/contact.vcf", "/index.html"]);

/** `_redirects` rules: one per line that is not blank or a comment. */
const rules = redirectsFile(site)
  .split("\n")
  .filter((line) => line.trim() && !line.startsWith("#"))
  .map((line) => line.trim().split(/\s+/))
  .map(([from = "", to = "", status = ""]) => ({ from, to, status }));

const pages = new Set(site.pages.map(({ path }) => path));

it("_redirects never redirects a page's own address, and sends each casing, once, to an existing page", () => {
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

it("_redirects ends with the 404 page of each prefixed language, for Netlify", () => {
  const notFound = rules.filter(({ status }) => status === "404");
  const prefixed = site.notFound.filter(({ prefix }) => prefix !== "");
  expect(notFound).toEqual(
    prefixed.map(({ prefix, file }) => ({ from: `${prefix}/*`, to: file, status: "404" })),
  );
  expect(rules.at(-1)?.status).toBe("404");
});

it("_headers names the media type and charset of each file hosts may not know, and of no page", () => {
  const text = headersFile(site);
  for (const path of ["/contact.vcf", "/es/contact.vcf"])
    expect(text).toMatch(
      new RegExp(`\n${path}\n  Content-Type: text/vcard; charset=utf-8\n(\n|$)`),
    );
  expect(text).not.toMatch(/^\/index\.html$/m);
});

it.each([
  ["https://github.com/owner/my.site", "owner/my.site"],
  ["https://github.com/owner/site.git", "owner/site"],
  ["git@github.com:owner/site.git", "owner/site"],
  ["https://github.com/owner/site/", "owner/site"],
])("the editor commits to Netlify's repository %s as %s", (url, repo) => {
  expect(cmsRepository({ REPOSITORY_URL: url })).toBe(repo);
  expect(cmsRepository({ REPOSITORY_URL: url, CMS_REPO: "office/site" })).toBe("office/site");
});

// The files search engines read.
const url = (page: PageId, locale: Locale) => officeConfig.siteUrl + pagePath(page, locale);

it("the sitemap lists every page URL in every language with en, es and x-default alternates", () => {
  const blocks = [...sitemapXml().matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, block]) => block!);
  expect(blocks).toHaveLength(pageIds.length * locales.length);
  for (const page of pageIds)
    for (const locale of locales) {
      const block = blocks.find((b) => b.includes(`<loc>${url(page, locale)}</loc>`));
      expect(block, `${page} (${locale})`).toBeDefined();
      const alternates = [...block!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
        ([, lang, href]) => [lang, href],
      );
      expect(alternates).toEqual([
        ...locales.map((l) => [l, url(page, l)]),
        ["x-default", url(page, defaultLocale)],
      ]);
    }
});

it("robots.txt points to the sitemap", () =>
  expect(robotsTxt()).toContain(`Sitemap: ${officeConfig.siteUrl}/sitemap.xml`));
