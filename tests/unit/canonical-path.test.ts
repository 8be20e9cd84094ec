import { describe, expect, it } from "vitest";
import { canonicalPagePath } from "~/site/canonical-path";
import { languageBoot } from "~/site/language";
import { locales, pageIds, pagePath } from "~/site/pages";

const canonicalPaths = pageIds.flatMap((id) => locales.map((locale) => pagePath(id, locale)));

describe("canonicalPagePath", () => {
  it("leaves every canonical page path, and the /Home aliases, as they are", () => {
    for (const path of [...canonicalPaths, "/Home", "/es/Home"]) {
      expect(canonicalPagePath(path, pageIds), path).toBeNull();
    }
  });

  it.each([
    ["/immigration", "/Immigration"],
    ["/IMMIGRATION", "/Immigration"],
    ["/iMmIgRaTiOn", "/Immigration"],
    ["/Immigration/", "/Immigration"],
    ["/blogpost2", "/BlogPost2"],
    ["/NOTARYPUBLIC", "/NotaryPublic"],
    ["/es/taxservices", "/es/TaxServices"],
    ["/ES/TaxServices/", "/es/TaxServices"],
    ["/Es/immigration", "/es/Immigration"],
    ["/ES", "/es"],
    ["/es/", "/es"],
    ["/home", "/Home"],
    ["/ES/HOME", "/es/Home"],
    ["/ES/no-such-page", "/es/no-such-page"],
  ])("%s → %s", (path, canonical) => {
    expect(canonicalPagePath(path, pageIds)).toBe(canonical);
    expect(canonicalPagePath(canonical, pageIds), "its result is canonical").toBeNull();
  });

  it.each([
    "/",
    "/no-such-page",
    "/no-such-page/",
    "/es/no-such-page",
    "/assets/Site.js",
    "/en/Blog",
    "//Blog",
    "",
    "Blog",
  ])("leaves %j alone: no page and no language prefix to correct", (path) => {
    expect(canonicalPagePath(path, pageIds)).toBeNull();
  });
});

describe("the language boot in a 404 page", () => {
  const visit = (pathname: string) => ({
    pathname,
    search: "?a=1",
    hash: "#b",
    referrer: "",
    origin: "https://site.test",
  });
  const storage = (language?: string): Storage => {
    const data = new Map(language ? [["language", language]] : []);
    return {
      length: data.size,
      clear: () => data.clear(),
      getItem: (key: string) => data.get(key) ?? null,
      key: () => null,
      removeItem: (key: string) => void data.delete(key),
      setItem: (key: string, value: string) => void data.set(key, value),
    };
  };

  it("replaces a casing no host rule lists with the canonical URL, keeping query and hash", () => {
    expect(languageBoot(visit("/iMMigration"), storage(), pageIds)).toBe("/Immigration?a=1#b");
    expect(languageBoot(visit("/eS/bLoG"), storage(), pageIds)).toBe("/es/Blog?a=1#b");
  });

  it("goes straight to the Spanish page when Spanish is stored", () => {
    expect(languageBoot(visit("/iMMigration"), storage("es"), pageIds)).toBe(
      "/es/Immigration?a=1#b",
    );
  });

  it("does nothing of the sort on a page that does not carry the page names", () => {
    expect(languageBoot(visit("/iMMigration"), storage())).toBeNull();
  });

  it("leaves canonical pages and unknown paths where they are", () => {
    expect(languageBoot(visit("/Immigration"), storage(), pageIds)).toBeNull();
    expect(languageBoot(visit("/no-such-page"), storage(), pageIds)).toBeNull();
    expect(languageBoot(visit("/es/no-existe"), storage(), pageIds)).toBeNull();
  });
});
