import { expect, it } from "vitest";
import { officeConfig } from "~/site/config";
import { defaultLocale, locales, pageIds, pagePath } from "~/site/pages";
import { robotsTxt, sitemapXml } from "~/build/static-host";

const site = officeConfig.siteUrl;
const url = (page: (typeof pageIds)[number], locale: (typeof locales)[number]) =>
  site + pagePath(page, locale);

const blocks = [...sitemapXml().matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, block]) => block!);

it("the sitemap lists every page URL in every language with en, es and x-default alternates", () => {
  expect(blocks).toHaveLength(pageIds.length * locales.length);
  for (const page of pageIds) {
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
  }
});

it("robots.txt points to the sitemap", () => {
  expect(robotsTxt()).toContain(`Sitemap: ${site}/sitemap.xml`);
});
