import { expect, it } from "vitest";
import { canonicalPagePath } from "~/site/canonical-path";
import { isArticleId, pageIds } from "~/site/pages";

/** An article in another casing too, while the owner keeps one. */
const article = pageIds.filter(isArticleId).map((id) => [`/${id.toLowerCase()}`, `/${id}`]);

it.each([
  ["/immigration", "/Immigration"],
  ["/IMMIGRATION", "/Immigration"],
  ["/iMmIgRaTiOn", "/Immigration"],
  ["/Immigration/", "/Immigration"],
  ...article.slice(0, 1),
  ["/NOTARYPUBLIC", "/NotaryPublic"],
  ["/es/taxservices", "/es/TaxServices"],
  ["/ES/TaxServices/", "/es/TaxServices"],
  ["/Es/immigration", "/es/Immigration"],
  ["/ES", "/es"],
  ["/es/", "/es"],
  ["/home", "/Home"],
  ["/ES/HOME", "/es/Home"],
  ["/ES/no-such-page", "/es/no-such-page"],
])("canonicalPagePath: %s → %s", (path, canonical) => {
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
])("canonicalPagePath leaves %j alone: no page and no language prefix to correct", (path) => {
  expect(canonicalPagePath(path, pageIds)).toBeNull();
});
