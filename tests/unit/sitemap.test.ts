import { describe, expect, it } from "vitest";
import { articles } from "~/content/blog/articles";
import { locales, pageIds } from "~/site/pages";
import { robotsTxt, sitemapXml } from "~/site/sitemap";

describe("sitemap", () => {
  const xml = sitemapXml();
  it("lists every page URL in every language with en, es and x-default alternates", () => {
    expect(xml.match(/<loc>/g)).toHaveLength(pageIds.length * locales.length);
    expect(xml.match(/hreflang="x-default"/g)).toHaveLength(pageIds.length * locales.length);
    expect(xml).toContain("<loc>https://www.example.com/</loc>");
    expect(xml).toContain("<loc>https://www.example.com/es/NotaryPublic</loc>");
    for (const { id } of articles)
      expect(xml).toContain(`hreflang="es" href="https://www.example.com/es/${id}"`);
  });
  it("robots.txt points to it", () => {
    expect(robotsTxt()).toContain("Sitemap: https://www.example.com/sitemap.xml");
  });
});
