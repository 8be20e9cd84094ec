import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { articles } from "~/blog/articles";
import routes from "~/routes";
import {
  aliasPaths,
  footerLinks,
  locales,
  navigation,
  notFoundPath,
  pageIds,
  pageModule,
  pagePath,
  resolvePath,
  servicePages,
  staticPage,
  staticPageIds,
  staticPages,
  type StaticPageId,
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

  it("gives every page a distinct URL in each language: the static pages and every article", () => {
    const paths = pageIds.flatMap((id) => locales.map((locale) => pagePath(id, locale)));
    expect(pageIds).toHaveLength(staticPages.length + articles.length);
    expect(pageIds).toEqual(expect.arrayContaining(articles.map((article) => article.id)));
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
    ["/BlogPost3", "en", "BlogPost3", true],
    ["/nope", "en", "Home", false],
    ["/es/nope", "es", "Home", false],
    ["/en/Immigration", "en", "Home", false],
    ["/foo/Immigration", "en", "Home", false],
    ["/%E0%A4%A", "en", "Home", false],
    ["/es/%ZZ", "es", "Home", false],
  ] as const)("%s → %s %s (known: %s)", (path, locale, page, known) => {
    expect(resolvePath(path)).toEqual({ locale, page, known });
  });

  it("resolves every page's own path to itself", () => {
    for (const page of pageIds) {
      for (const locale of locales)
        expect(resolvePath(pagePath(page, locale))).toEqual({ locale, page, known: true });
    }
  });
});

describe("route table", () => {
  it("orders the navigation and the footer lists by the places the registry gives", () => {
    const byPlace = (place: (id: StaticPageId) => number | undefined) =>
      staticPageIds
        .filter((id) => place(id) !== undefined)
        .toSorted((a, b) => place(a)! - place(b)!);
    expect(navigation).toEqual(byPlace((id) => staticPage(id).nav));
    expect(navigation[0]).toBe("Home");
    for (const group of ["services", "legal"] as const) {
      const inGroup = (id: StaticPageId) => {
        const footer = staticPage(id).footer;
        return footer?.group === group ? footer.position : undefined;
      };
      expect(footerLinks[group]).toEqual(byPlace(inGroup));
      expect(footerLinks[group].length, group).toBeGreaterThan(0);
    }
    expect(footerLinks.services.every((id) => servicePages.includes(id))).toBe(true);
    expect(footerLinks.legal.every((id) => staticPage(id).kind === "legal")).toBe(true);
  });

  it("gives every registry page a name in every language, its own share card and a route module", () => {
    for (const page of staticPages) {
      for (const locale of locales) expect(page.name[locale].trim(), page.id).not.toBe("");
      expect(existsSync(`app/${page.module}`), page.module).toBe(true);
    }
    const cards = staticPages.map((page) => page.shareCard);
    expect(new Set(cards).size).toBe(cards.length);
  });

  it("gives the router every page in both languages, the /Home aliases and catch-alls", () => {
    const paths = routes.map((route) => route.path);
    for (const page of pageIds)
      for (const locale of locales) expect(paths).toContain(pagePath(page, locale));
    for (const alias of aliasPaths) expect(paths).toContain(alias.path);
    expect(paths).toContain("*");
    expect(paths).toContain("/es/*");
    expect(new Set(routes.map((route) => route.id)).size).toBe(routes.length);
  });

  it("renders every article with one route module, and no other page with it", () => {
    const articleRoutes = routes.filter((route) => route.file === "routes/article.tsx");
    expect(articleRoutes.map((route) => route.path).toSorted()).toEqual(
      articles.flatMap((a) => locales.map((locale) => pagePath(a.id, locale))).toSorted(),
    );
    expect(articles.map((a) => pageModule(a.id))).toEqual(articles.map(() => "routes/article.tsx"));
  });

  it("serves the not-found page per language", () => {
    expect(notFoundPath("en")).toBe("/404");
    expect(notFoundPath("es")).toBe("/es/404");
  });
});
