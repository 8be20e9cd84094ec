import { describe, expect, it } from "vitest";
import { blogPosts } from "~/content/blog";
import { dictionary } from "~/content/dictionary";
import type { PageMetaText, Section } from "~/content/i18n";
import { locales, pageIds, type PageId } from "~/site/pages";

/** Every page's title and description, from the same content the page's head uses. */
const pageMeta: Record<PageId, Section<PageMetaText>> = {
  Home: meta(dictionary.home),
  NotaryPublic: meta(dictionary.notary),
  TaxServices: meta(dictionary.tax),
  ItinServices: meta(dictionary.itin),
  Immigration: meta(dictionary.immigration),
  TruckServices: meta(dictionary.truck),
  Translations: meta(dictionary.translations),
  MarriagesDivorces: meta(dictionary.marriage),
  BusinessSetup: meta(dictionary.business),
  AdditionalServices: meta(dictionary.additionalServices),
  Blog: meta(dictionary.blogList),
  PrivacyPolicy: meta(dictionary.privacy),
  TermsOfService: meta(dictionary.terms),
  BlogPost1: blogPosts.BlogPost1,
  BlogPost2: blogPosts.BlogPost2,
  BlogPost3: blogPosts.BlogPost3,
  BlogPost4: blogPosts.BlogPost4,
  BlogPost5: blogPosts.BlogPost5,
  BlogPost6: blogPosts.BlogPost6,
};

function meta(section: Section<{ meta: PageMetaText }>): Section<PageMetaText> {
  return { en: section.en.meta, es: section.es.meta };
}

const rows = pageIds.flatMap((page) =>
  locales.map((locale) => ({ page, locale, ...pageMeta[page][locale] })),
);

describe("page titles and meta descriptions", () => {
  it("covers all 19 pages in both languages", () => {
    expect(rows).toHaveLength(38);
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
