import { describe, expect, it } from "vitest";
import { locales } from "~/site/locales";
import { contentSections } from "./content-sections";
import { shapeDifferences } from "./shape";

// Language parity. The spec asks that a missing translation show its key
// instead of breaking the page; here no key can be missing: each `es.ts` is
// typed against its `en.ts` (`: XxxText`), so `tsc` refuses a missing or extra
// key, and this test compares every section's shape (keys, list lengths,
// empty texts) in every language. Pages read their texts as typed objects,
// so there is no lookup by key that could fall back.

describe("content sections", () => {
  it("finds the sections on disk: the layout's, the blog's and at least one page's", () => {
    const names = contentSections.map((section) => section.name);
    expect(names).toContain("common");
    expect(names).toContain("blogList");
    expect(names.length).toBeGreaterThan(2);
  });

  it.each(contentSections.map((section) => [section.name, section] as const))(
    "section %s exists in every language with the same keys and lengths",
    (name, { texts }) => {
      for (const locale of locales) {
        expect(texts[locale], `app/content/${name}/${locale}.ts`).toBeDefined();
        expect(shapeDifferences(texts.en, texts[locale])).toEqual([]);
      }
    },
  );

  it("the parity check itself catches a missing key and a shorter list", () => {
    expect(shapeDifferences({ a: "x", b: ["1", "2"] }, { b: ["1"] })).toEqual([
      ".a: missing in es",
      ".b: 2 items in en, 1 in es",
    ]);
  });

  it("never uses 'notario' in Spanish (Florida s. 117.05(11))", () => {
    const spanish = JSON.stringify(contentSections.map((section) => section.texts.es));
    expect(spanish.match(/notari[oa]s?\b/gi) ?? []).toEqual([]);
  });
});
