import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { absoluteUrl } from "~/site/urls";
import { isArticleId, locales, pageIds, pageModule, pagePath } from "~/site/pages";

/** The route modules, by path; each page's head is what its module's `meta` gives at its path. */
const routeModules = import.meta.glob<{
  meta: (args: { location: { pathname: string } }) => MetaDescriptor[];
}>("/app/routes/*.tsx");

const rows = await Promise.all(
  pageIds.flatMap((page) =>
    locales.map(async (locale) => {
      const load = routeModules[`/app/${pageModule(page)}`];
      if (!load) throw new Error(`${page}: no route module app/${pageModule(page)}`);
      const head = (await load()).meta({ location: { pathname: pagePath(page, locale) } });
      const tag = (key: string, value?: string) =>
        (head as Record<string, string>[]).find((t) => key in t && (!value || t[key] === value));
      const title = tag("title")?.title ?? "";
      const description = tag("name", "description")?.content ?? "";
      const canonical = tag("rel", "canonical")?.href;
      return { page, locale, title, description, canonical };
    }),
  ),
);

describe("page titles and meta descriptions", () => {
  it("covers every page of the route table in every language, articles included", () => {
    expect(rows).toHaveLength(pageIds.length * locales.length);
    expect(pageIds.some(isArticleId)).toBe(true);
  });

  it.each(rows)("$page ($locale): the route module's head is the page's own", (row) => {
    expect(row.canonical).toBe(absoluteUrl(row.page, row.locale));
    expect(row.title).toBeTruthy();
  });

  it.each(rows)("$page ($locale): description of 50 to 160 characters", ({ description }) => {
    expect(description.length).toBeGreaterThanOrEqual(50);
    expect(description.length).toBeLessThanOrEqual(160);
  });

  it.each(locales)("titles and descriptions are unique in %s", (locale) => {
    const mine = rows.filter((row) => row.locale === locale);
    expect(new Set(mine.map((row) => row.title)).size).toBe(mine.length);
    expect(new Set(mine.map((row) => row.description)).size).toBe(mine.length);
  });
});
