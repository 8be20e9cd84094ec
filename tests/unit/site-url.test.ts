import { describe, expect, it } from "vitest";
import { officeConfig, type OfficeConfig } from "~/site/config";
import { assertValidConfig, configProblems } from "~/site/config-schema";

const withSiteUrl = (siteUrl: string) => ({ ...officeConfig, siteUrl }) as OfficeConfig;

describe("siteUrl: the address every canonical, hreflang and sitemap URL starts with", () => {
  it.each(["https://www.example.com", "https://sol-multiservices.com", "https://example.com:8443"])(
    "accepts %s",
    (siteUrl) => {
      expect(configProblems(withSiteUrl(siteUrl))).toEqual([]);
    },
  );

  it.each([
    ["a trailing slash", "https://www.example.com/"],
    ["a path", "https://www.example.com/site"],
    ["a path with a trailing slash", "https://www.example.com/site/"],
    ["a query", "https://www.example.com?ref=1"],
    ["an empty query", "https://www.example.com?"],
    ["a fragment", "https://www.example.com#top"],
    ["credentials", "https://user:pass@www.example.com"],
    ["http", "http://www.example.com"],
    ["no host", "https://"],
    ["upper case letters the browser would rewrite", "https://WWW.Example.com"],
    ["spaces", " https://www.example.com"],
  ])("refuses %s, naming the field", (_, siteUrl) => {
    const problems = configProblems(withSiteUrl(siteUrl));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^siteUrl: expected .*no path, query or trailing slash/);
    expect(problems[0]).toContain(JSON.stringify(siteUrl));
    expect(() => assertValidConfig(withSiteUrl(siteUrl))).toThrow(/siteUrl/);
  });
});
