import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { blogPosts, postFacts, postIds, posts } from "~/content/blog";
import {
  blogFilterNames,
  blogFilters,
  filtersOf,
  validatePostFacts,
  type PostBlock,
} from "~/content/blog/schema";
import { shapeDifferences } from "./shape";

const allText = (id: (typeof postIds)[number], locale: "en" | "es") =>
  JSON.stringify(blogPosts[id][locale]);

describe("blog posts", () => {
  it("has six posts, BlogPost1 to BlogPost6, in list order", () => {
    expect(postIds).toEqual([
      "BlogPost1",
      "BlogPost2",
      "BlogPost3",
      "BlogPost4",
      "BlogPost5",
      "BlogPost6",
    ]);
    expect(posts.map((p) => p.id)).toEqual(postIds);
  });

  it.each(postIds)("%s has valid facts and the same fields and blocks in both languages", (id) => {
    expect(validatePostFacts(id, postFacts[id])).toEqual([]);
    const { en, es } = blogPosts[id];
    expect(shapeDifferences(en, es)).toEqual([]);
    expect(es.body.map((b: PostBlock) => b.type)).toEqual(en.body.map((b: PostBlock) => b.type));
    expect(en.description.length).toBeLessThanOrEqual(160);
    expect(es.description.length).toBeLessThanOrEqual(160);
  });

  it("the mirror check fails when a language lacks a field or a block", () => {
    const { en } = blogPosts.BlogPost1;
    const broken = { ...en, body: en.body.slice(1) } as Partial<typeof en>;
    delete broken.excerpt;
    expect(shapeDifferences(en, broken).length).toBeGreaterThan(0);
  });

  it("links each call to action to its service page", () => {
    expect(postIds.map((id) => postFacts[id].ctaPage)).toEqual([
      "TaxServices",
      "ItinServices",
      "Immigration",
      "BusinessSetup",
      "Translations",
      "NotaryPublic",
    ]);
  });

  it.each(["en", "es"] as const)("post 1 (%s) gives the exact 2024 figures", (locale) => {
    const text = allText("BlogPost1", locale);
    for (const figure of ["14,600", "29,200", "21,900", "23,000", "7,000", "10,000", "7.5%"]) {
      expect(text, figure).toContain(figure);
    }
  });

  it.each(["en", "es"] as const)("post 2 (%s) has the ITIN alert facts", (locale) => {
    const alert = blogPosts.BlogPost2[locale].body.find((b) => b.type === "alert");
    expect(alert).toBeDefined();
    const text = JSON.stringify(blogPosts.BlogPost2[locale]);
    expect(text).toMatch(/\b6\D{1,5}10 (weeks|semanas)/);
    expect(text).toContain("12");
    expect(text).toMatch(/70\D{1,10}87/);
  });

  it("post 4 has six steps, post 6 four, post 5 an alert", () => {
    const steps = (id: (typeof postIds)[number]) =>
      blogPosts[id].en.body.find(
        (b): b is Extract<PostBlock, { type: "steps" }> => b.type === "steps",
      )?.items.length;
    expect(steps("BlogPost4")).toBe(6);
    expect(steps("BlogPost6")).toBe(4);
    expect(blogPosts.BlogPost5.en.body.some((b) => b.type === "alert")).toBe(true);
  });

  it("never says 'notario' in Spanish", () => {
    for (const id of postIds) expect(allText(id, "es")).not.toMatch(/notari[oa]s?\b/i);
  });
});

describe("blog filters", () => {
  it("put each post under 'all' and under the filters that list its category", () => {
    expect(filtersOf("taxes")).toEqual(["all", "taxes"]);
    expect(filtersOf("itin")).toEqual(["all", "taxes"]);
    expect(filtersOf("notary")).toEqual(["all", "additional"]);
  });

  it("every filter shows at least one post, and every post is under a filter besides 'all'", () => {
    for (const [name, categories] of Object.entries(blogFilters)) {
      const shown = posts.filter((p) =>
        (categories as readonly string[]).includes(p.facts.category),
      );
      expect(shown.length, name).toBeGreaterThan(0);
    }
    for (const post of posts)
      expect(filtersOf(post.facts.category).length, post.id).toBeGreaterThan(1);
  });

  it("blog.css has the :target rules of every filter, and of no other", () => {
    const css = readFileSync("app/routes/blog.css", "utf8");
    const targeted = new Set([...css.matchAll(/#([\w-]+):target/g)].map((m) => m[1]));
    expect([...targeted].sort()).toEqual(blogFilterNames.filter((n) => n !== "all").sort());
    for (const name of blogFilterNames.filter((n) => n !== "all")) {
      expect(css, name).toContain(`[data-blog-filter-count="${name}"]`);
      expect(css, name).toContain(`:not([data-filters~="${name}"])`);
      expect(css, name).toContain(`.blog-filter[href="#${name}"]`);
    }
  });
});
