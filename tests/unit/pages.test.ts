import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { articles } from "~/blog/articles";
import { footerLinks, navigation, servicePages, sitePage, sitePages } from "~/content/pages";
import routes from "~/routes";
import {
  aliasPaths,
  locales,
  notFoundPath,
  pageIds,
  pageIdsIn,
  pageModule,
  pagePath,
  resolvePath,
  specPageIds,
  staticPageIds,
} from "~/site/pages";

describe("pagePath", () => {
  it("puts English at the spec's paths and Spanish under /es", () => {
    expect(pagePath("Home", "en")).toBe("/");
    expect(pagePath("Home", "es")).toBe("/es");
    expect(pagePath("NotaryPublic", "en")).toBe("/NotaryPublic");
    const article = articles[0]!.id;
    expect(pagePath(article, "en")).toBe(`/${article}`);
    expect(pagePath(article, "es")).toBe(`/es/${article}`);
  });

  it("gives every page a distinct URL in each language: each page's files and every article", () => {
    const paths = pageIds.flatMap((id) => locales.map((locale) => pagePath(id, locale)));
    const files = [...sitePages, ...articles].map((page) => page.id);
    expect(pageIds.toSorted()).toEqual(files.toSorted());
    expect(new Set(paths).size).toBe(pageIds.length * locales.length);
  });
});

describe("resolvePath", () => {
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
  ] as const)("%s → %s %s (known: %s)", (path, locale, page, known) => {
    expect(resolvePath(path)).toEqual({ locale, page, known });
  });

  it("resolves every page's own path, and an article's in another casing, to the page", () => {
    for (const page of pageIds)
      for (const locale of locales)
        expect(resolvePath(pagePath(page, locale))).toEqual({ locale, page, known: true });
    const article = articles[0]!.id;
    expect(resolvePath(`/es/${article.toLowerCase()}`)).toEqual({
      locale: "es",
      page: article,
      known: true,
    });
  });
});

describe("the list of pages (content/pages/)", () => {
  it("holds every page of the spec, each with a file per language; a file missing stops the build", () => {
    expect(staticPageIds).toEqual(expect.arrayContaining(specPageIds));
    const root = mkdtempSync(join(tmpdir(), "pages-"));
    try {
      mkdirSync(join(root, "content/pages"), { recursive: true });
      for (const id of specPageIds)
        for (const locale of locales)
          writeFileSync(join(root, `content/pages/${id}.${locale}.yaml`), "");
      writeFileSync(join(root, "content/pages/PassportPhotos.en.yaml"), "");
      expect(() => pageIdsIn(root)).toThrow(
        "content/pages/PassportPhotos.es.yaml is missing: every page has a file per language",
      );
      writeFileSync(join(root, "content/pages/PassportPhotos.es.yaml"), "");
      expect(pageIdsIn(root)).toContain("PassportPhotos");
      rmSync(join(root, "content/pages/Blog.es.yaml"));
      expect(() => pageIdsIn(root)).toThrow("content/pages/Blog.es.yaml is missing");
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("orders the menu and the footer's lists by the places the pages' files give", () => {
    const byPlace = (ids: readonly string[], place: (id: string) => number | undefined) =>
      ids.filter((id) => place(id) !== undefined).toSorted((a, b) => place(a)! - place(b)!);
    const text = (id: string) => sitePage(id).text.en;
    expect(navigation).toEqual(byPlace(staticPageIds, (id) => text(id).menu));
    const legal = staticPageIds.filter((id) => sitePage(id).kind === "legal");
    const others = staticPageIds.filter((id) => !legal.includes(id));
    expect(footerLinks.legal).toEqual(byPlace(legal, (id) => text(id).footer));
    expect(footerLinks.services).toEqual(byPlace(others, (id) => text(id).footer));
    expect(servicePages).toEqual(
      sitePages.filter((page) => page.kind === "service").map((page) => page.id),
    );
    expect(sitePage("Home").kind).toBe("home");
    expect(sitePage("Blog").kind).toBe("blog");
  });

  it("gives the router every page in both languages, the /Home aliases and catch-alls", () => {
    const paths = routes.map((route) => route.path);
    for (const page of pageIds)
      for (const locale of locales) expect(paths).toContain(pagePath(page, locale));
    for (const alias of aliasPaths) expect(paths).toContain(alias.path);
    expect(paths).toContain("*");
    expect(paths).toContain("/es/*");
    expect(new Set(routes.map((route) => route.id)).size).toBe(routes.length);
    expect(notFoundPath("en")).toBe("/404");
    expect(notFoundPath("es")).toBe("/es/404");
  });

  it("draws the articles with the article route, and every other page with the page route", () => {
    const routeOf = (path: string) => routes.find((route) => route.path === path)?.file;
    for (const locale of locales) {
      for (const article of articles)
        expect(routeOf(pagePath(article.id, locale))).toBe("routes/article.tsx");
      for (const id of staticPageIds) expect(routeOf(pagePath(id, locale))).toBe("routes/page.tsx");
    }
    expect(articles.map((a) => pageModule(a.id))).toEqual(articles.map(() => "routes/article.tsx"));
  });
});
