import { expect, test, type Locator } from "@playwright/test";
import { isMiamiDade, notaryNoticeHaitianCreole } from "../../app/content/common/notary-notice-ht";
import { homeEn } from "../../app/content/home/en";
import { homeEs } from "../../app/content/home/es";
import { pageNotices, type LegalNoticeKind } from "../../app/content/page-notices";
import { common } from "../../app/content/shared";
import type { Locale, PageId } from "../../app/site/pages";
import { officeConfig } from "./office";
import { pages } from "./site";
import { popoverOf } from "./support";

// Florida s. 117.05(10) (notary) and s. 501.1391 (immigration services): every
// page that advertises either service shows its notice in the page body, in
// English and Spanish (and the notary notice in Haitian Creole when the office
// is in Miami-Dade County), at least at body text size. The pages and the
// words come from app/content/page-notices.ts and the content modules.

/** The notice's paragraphs in each language, as the content modules hold them. */
function noticeTexts(kind: LegalNoticeKind): { lang: string; text: string }[] {
  return pages.locales.flatMap((locale) => {
    const words = common[locale];
    const texts =
      kind === "notary"
        ? [words.notaryNotice.text]
        : [words.immigrationServicesNotice.statement, words.immigrationServicesNotice.explanation];
    return texts.map((text) => ({ lang: locale, text }));
  });
}

const creoleShown = isMiamiDade(officeConfig.address.county);

/** The notice's landmark in `main`, by its title in the page's language. */
function noticeIn(main: Locator, kind: LegalNoticeKind, locale: Locale) {
  const title =
    kind === "notary"
      ? common[locale].notaryNotice.title
      : common[locale].immigrationServicesNotice.title;
  return main.getByRole("complementary", { name: title, exact: true });
}

const cases = Object.entries(pageNotices).flatMap(([page, kinds]) =>
  pages.locales.map((locale) => ({
    page,
    locale,
    kinds,
    path: pages.pagePath(page as PageId, locale),
  })),
);

test.describe("Florida notices in the body of the pages that advertise the services", () => {
  test("the table names real pages, Home among them with both notices", () => {
    for (const page of Object.keys(pageNotices))
      expect(pages.pageIds as readonly string[]).toContain(page);
    expect(pageNotices.Home).toEqual(expect.arrayContaining(["notary", "immigration"]));
    expect(cases.length).toBeGreaterThanOrEqual(2 * 4);
  });

  for (const { page, locale, kinds, path } of cases) {
    test(`${page} (${locale}): ${kinds.join(" and ")} notice in main, ≥ 16 px`, async ({
      page: tab,
    }) => {
      await tab.goto(path);
      const main = tab.locator("main");
      for (const kind of kinds) {
        const notice = noticeIn(main, kind, locale);
        await expect(notice, `${kind} notice`).toHaveCount(1);
        await expect(notice).toBeVisible();
        for (const { lang, text } of noticeTexts(kind)) {
          const paragraph = notice.locator(`p[lang="${lang}"]`, { hasText: text });
          await expect(paragraph, `${kind} notice in ${lang}`).toHaveCount(1);
        }
        const creole = notice.locator('p[lang="ht"]');
        if (kind === "notary" && creoleShown)
          await expect(creole).toHaveText(notaryNoticeHaitianCreole.text);
        else await expect(creole).toHaveCount(0);
        // Every line of the notice, title included, at body size or larger.
        const sizes = await notice
          .locator("p")
          .evaluateAll((ps) => ps.map((p) => parseFloat(getComputedStyle(p).fontSize)));
        expect(sizes.length).toBeGreaterThan(0);
        for (const size of sizes) expect(size).toBeGreaterThanOrEqual(16);
      }
    });
  }

  test("Home: the asylum booking option carries the advice to see a licensed attorney", async ({
    page,
  }) => {
    for (const [locale, text] of [
      ["en", homeEn],
      ["es", homeEs],
    ] as const) {
      await page.goto(pages.pagePath("Home", locale));
      const { immigration } = text.services;
      const card = page.locator("#services article", { hasText: immigration.title });
      const button = card.getByRole("button");
      await button.click();
      const list = await popoverOf(button);
      const option = list.getByRole("listitem").filter({
        has: page.getByRole("link", { name: immigration.options.asylum }),
      });
      await expect(option).toContainText(immigration.asylumNote);
      await page.keyboard.press("Escape");
    }
  });
});
