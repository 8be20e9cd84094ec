import { describe, expect, it } from "vitest";
import { articleOf } from "~/content/blog/articles";
import { dictionary } from "~/content/dictionary";
import type { PageMetaText, Section } from "~/content/i18n";
import { isArticleId, locales, pageIds, type StaticPageId } from "~/site/pages";

/** Every static page's title and description, from the same content the page's head uses. */
const pageMeta: Record<StaticPageId, Section<PageMetaText>> = {
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
};

function meta(section: Section<{ meta: PageMetaText }>): Section<PageMetaText> {
  return { en: section.en.meta, es: section.es.meta };
}

/** An article's title and description come from its front matter. */
const rows = pageIds.flatMap((page) =>
  locales.map((locale) => {
    const { title, description } = isArticleId(page)
      ? articleOf(page)[locale]
      : pageMeta[page][locale];
    return { page, locale, title, description };
  }),
);

describe("page titles and meta descriptions", () => {
  it("covers every page in both languages", () => {
    expect(rows).toHaveLength(pageIds.length * locales.length);
    expect(pageIds.some(isArticleId)).toBe(true);
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
