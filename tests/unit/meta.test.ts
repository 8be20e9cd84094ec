import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
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
      const description = (head as Record<string, string>[]).find(
        (tag) => tag.name === "description",
      )?.content;
      return { page, locale, description: description ?? "" };
    }),
  ),
);

// Presence, uniqueness, titles and canonical URLs are checked on the built pages
// (scripts/check-build.mjs); the length of a description only here.
describe("meta descriptions", () => {
  it("cover every page of the route table in every language, articles included", () => {
    expect(rows).toHaveLength(pageIds.length * locales.length);
    expect(pageIds.some(isArticleId)).toBe(true);
  });

  it.each(rows)("$page ($locale): description of 50 to 160 characters", ({ description }) => {
    expect(description.length).toBeGreaterThanOrEqual(50);
    expect(description.length).toBeLessThanOrEqual(160);
  });
});
