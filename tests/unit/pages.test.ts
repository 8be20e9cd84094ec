import { expect, it } from "vitest";
import { articles } from "~/blog/articles";
import { footerLinks, navigation, servicePages, sitePage, sitePages } from "~/content/pages";
import { adminPath } from "~/build/headers";
import { canonicalPagePath } from "~/site/canonical-path";
import {
  checkAddresses,
  defaultLocale,
  locales,
  pageIds,
  pageIdsIn,
  pagePath,
  reservedNames,
  resolvePath,
  specPageIds,
  staticPageIds,
} from "~/site/pages";
import { scratchDir } from "./scratch";

/** An article, while the owner keeps one. */
const article = articles.slice(0, 1).map(({ id }) => id);

it("pagePath puts English at the spec's paths and Spanish under /es", () => {
  expect(pagePath("Home", "en")).toBe("/");
  expect(pagePath("Home", "es")).toBe("/es");
  expect(pagePath("NotaryPublic", "en")).toBe("/NotaryPublic");
  for (const id of article) {
    expect(pagePath(id, "en")).toBe(`/${id}`);
    expect(pagePath(id, "es")).toBe(`/es/${id}`);
  }
});

it("pagePath gives every page a distinct URL in each language: each page's files and every article", () => {
  const paths = pageIds.flatMap((id) => locales.map((locale) => pagePath(id, locale)));
  const files = [...sitePages, ...articles].map((page) => page.id);
  expect(pageIds.toSorted()).toEqual(files.toSorted());
  expect(new Set(paths).size).toBe(pageIds.length * locales.length);
});

it.each([
  ["/", "en", "Home", true],
  ["/es", "es", "Home", true],
  ["/es/", "es", "Home", true],
  ["/Home", "en", "Home", true],
  ["/es/Home", "es", "Home", true],
  ["/immigration", "en", "Immigration", true],
  ["/IMMIGRATION/", "en", "Immigration", true],
  ["/ES/taxservices", "es", "TaxServices", true],
  ["/nope", "en", "Home", false],
  ["/es/nope", "es", "Home", false],
  ["/en/Immigration", "en", "Home", false],
  ["/foo/Immigration", "en", "Home", false],
  ["/%E0%A4%A", "en", "Home", false],
  ["/es/%ZZ", "es", "Home", false],
  // An article's path in another casing.
  ...article.map((id) => [`/es/${id.toLowerCase()}`, "es", id, true] as const),
] as const)("resolvePath: %s → %s %s (known: %s)", (path, locale, page, known) => {
  expect(resolvePath(path)).toEqual({ locale, page, known });
});

// Every page in upper, lower and mixed capitals, through the host: deploy.spec.ts.
it.each([
  ["/immigration", "/Immigration"],
  ["/Immigration/", "/Immigration"],
  // An article in another casing too.
  ...article.map((id) => [`/${id.toLowerCase()}`, `/${id}`] as const),
  ["/es/taxservices", "/es/TaxServices"],
  ["/ES/TaxServices/", "/es/TaxServices"],
  ["/Es/immigration", "/es/Immigration"],
  ["/ES", "/es"],
  ["/es/", "/es"],
  ["/home", "/Home"],
  ["/ES/HOME", "/es/Home"],
  ["/ES/no-such-page", "/es/no-such-page"],
] as const)("canonicalPagePath: %s → %s", (path, canonical) => {
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

// The list of pages, read from content/pages/.
const { root, write } = scratchDir("pages-");

// The site's own pages pass it: app/site/pages.ts stops as it loads otherwise.
it("the list of pages holds every page of the spec, each with a file per language; a file missing stops the build", () => {
  for (const id of specPageIds)
    for (const locale of locales) write(`content/pages/${id}.${locale}.yaml`, "");
  write("content/pages/PassportPhotos.en.yaml", "");
  expect(() => pageIdsIn(root)).toThrow(
    "content/pages/PassportPhotos.es.yaml is missing: every page has a file per language",
  );
  write("content/pages/PassportPhotos.es.yaml", "");
  expect(pageIdsIn(root)).toContain("PassportPhotos");
  write("content/pages/Blog.es.yaml", null);
  expect(() => pageIdsIn(root)).toThrow("content/pages/Blog.es.yaml is missing");
  write("content/pages/Blog.es.yaml", "");
  // A file the build would not read as a page is named, never skipped.
  for (const odd of ["content/pages/24h-Notary.en.yaml", "content/pages/Home.fr.yaml"]) {
    write(odd, "");
    expect(() => pageIdsIn(root)).toThrow(
      `${odd}: a page's files are <Page>.<language>.yaml, the page's address starting with a letter and the language one of ${locales.join(", ")}`,
    );
    write(odd, null);
  }
});

it("the list of pages refuses an address taken in any capitals, by a page before it or by the site itself", () => {
  // The site's own addresses pass: app/site/pages.ts checks them as it loads.
  // The editor's door, the scripts' folder and every other language's prefix are the site's.
  const prefixes = locales.filter((locale) => locale !== defaultLocale);
  const admin = adminPath.slice(1, -1);
  expect(reservedNames).toEqual(expect.arrayContaining([admin, "assets", ...prefixes]));
  expect(() => checkAddresses(["Home", "Es"], 2)).toThrow(
    `content/pages/Es.*.yaml: the address "Es" is taken by the site's own /es, in any capitals; rename the page's files`,
  );
  expect(() => checkAddresses(["Home", "Admin"], 1)).toThrow(
    `app/content/blog/articles/Admin.*.md: the address "Admin" is taken by the site's own /admin`,
  );
  expect(() => checkAddresses(["Home", "Tips", "TIPS"], 2)).toThrow(
    `app/content/blog/articles/TIPS.*.md: the address "TIPS" is taken by "Tips", in any capitals; rename the article's files`,
  );
});

it("the list of pages orders the menu and the footer's lists by the places the pages' files give", () => {
  const byPlace = (ids: readonly string[], place: (id: string) => number | undefined) =>
    ids.filter((id) => place(id) !== undefined).toSorted((a, b) => place(a)! - place(b)!);
  const text = (id: string) => sitePage(id).text.en;
  expect(navigation).toEqual(byPlace(staticPageIds, (id) => text(id).menu));
  const legal = staticPageIds.filter((id) => sitePage(id).kind === "legal");
  const others = staticPageIds.filter((id) => !legal.includes(id));
  expect(footerLinks.legal).toEqual(byPlace(legal, (id) => text(id).footer));
  expect(footerLinks.services).toEqual(byPlace(others, (id) => text(id).footer));
  expect(servicePages).toEqual(sitePages.filter((p) => p.kind === "service").map((p) => p.id));
  expect(sitePage("Home").kind).toBe("home");
  expect(sitePage("Blog").kind).toBe("blog");
});
