import { describe, expect, it } from "vitest";
import { canonicalPagePath } from "~/site/canonical-path";
import { isArticleId, locales, pageIds, pagePath } from "~/site/pages";

const canonicalPaths = pageIds.flatMap((id) => locales.map((locale) => pagePath(id, locale)));
const article = pageIds.find(isArticleId)!;

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
    [`/${article.toLowerCase()}`, `/${article}`],
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
