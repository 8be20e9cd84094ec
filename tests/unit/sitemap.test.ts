import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "~/site/sitemap";

describe("sitemap", () => {
  const xml = sitemapXml();
  it("lists all 38 page URLs with en, es and x-default alternates", () => {
    expect(xml.match(/<loc>/g)).toHaveLength(38);
    expect(xml.match(/hreflang="x-default"/g)).toHaveLength(38);
    expect(xml).toContain("<loc>https://www.example.com/</loc>");
    expect(xml).toContain("<loc>https://www.example.com/es/NotaryPublic</loc>");
    expect(xml).toContain('hreflang="es" href="https://www.example.com/es/BlogPost6"');
  });
  it("robots.txt points to it", () => {
    expect(robotsTxt()).toContain("Sitemap: https://www.example.com/sitemap.xml");
  });
});
