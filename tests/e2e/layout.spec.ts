import { expect, test } from "@playwright/test";
import { common } from "../../app/content/common";
import { footerLinks, navigation, pageName } from "../../app/content/pages";
import { hoursRows, literal, officeConfig } from "./office";
import {
  expandedState,
  expectNoProblems,
  popoverOf,
  waitForSiteScript,
  watchForProblems,
} from "./support";

/** A name that starts with these words (the menu button adds its state). */
const startsWith = (words: string) => new RegExp(`^${literal(words)}`);

/** The English names the header and footer show, in the page registry's order. */
const names = (ids: readonly string[]) => ids.map((id) => pageName(id, "en"));
const navOrder = names(navigation);
/** The outbound links of the mobile menu: the social profiles, WhatsApp if any, two maps apps. */
const menuOutboundLinks =
  Object.keys(officeConfig.social).length + (officeConfig.whatsappE164 ? 1 : 0) + 2;

test.describe("desktop header", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("shows the registry's navigation in order, marks the current page, hides the menu button", async ({
    page,
  }) => {
    await page.goto("/ItinServices");
    const nav = page.getByRole("navigation", { name: common.en.mainNavigation });
    await expect(nav.getByRole("link")).toHaveText(navOrder);
    await expect(nav.locator('[aria-current="page"]')).toHaveText(pageName("ItinServices", "en"));
    await expect(page.getByRole("button", { name: startsWith(common.en.menu) })).toBeHidden();
    // Logo links Home; top strip has phone, e-mail and the social links.
    await expect(
      page.locator("header").getByRole("link", { name: officeConfig.officeName }),
    ).toHaveAttribute("href", "/");
    const strip = page.locator("header").getByRole("list").first();
    await expect(strip.locator('a[href^="tel:"]')).toHaveAttribute(
      "href",
      `tel:${officeConfig.phoneE164}`,
    );
    await expect(strip.locator('a[href^="tel:"]')).toContainText(officeConfig.phoneDisplay);
    await expect(strip.locator('a[href^="mailto:"]')).toHaveAttribute(
      "href",
      `mailto:${officeConfig.email}`,
    );
    for (const network of Object.keys(
      officeConfig.social,
    ) as (keyof typeof officeConfig.social)[]) {
      await expect(
        page
          .locator("header")
          .getByRole("link", { name: new RegExp(common.en.socialNames[network]) })
          .first(),
      ).toHaveAttribute("href", officeConfig.social[network]);
    }
  });

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: common.en.skipToContent });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
    await expect(page.locator("main#main")).toBeFocused();
  });

  test("footer: services, legal links, payment methods, copyright, hours and notices", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(
      footer.getByRole("navigation").getByRole("list").first().getByRole("link"),
    ).toHaveText(names(footerLinks.services));
    await expect(
      footer.getByRole("link", { name: pageName("PrivacyPolicy", "en") }),
    ).toHaveAttribute("href", "/PrivacyPolicy");
    await expect(
      footer.getByRole("link", { name: pageName("TermsOfService", "en") }),
    ).toHaveAttribute("href", "/TermsOfService");
    const payments = footer.getByRole("heading", { name: common.en.footer.paymentMethods });
    await expect(payments.locator("xpath=following-sibling::ul[1]/li")).toHaveText([
      ...officeConfig.paymentMethods,
    ]);
    await expect(footer).toContainText(
      `© ${officeConfig.copyrightYear} ${officeConfig.officeName}`,
    );
    // Rendered text, as the visitor sees it on reaching the footer (the
    // browser renders it as it nears the screen).
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => footer.innerText()).not.toBe("");
    const hours = (await footer.innerText()).replace(/[\u00a0\u202f]/g, " ");
    for (const [label, group] of [
      [common.en.footer.inOffice, "office"],
      [common.en.footer.online, "online"],
    ] as const) {
      const rows = hoursRows(group, "en").flatMap(({ days, hours }) => [days, hours]);
      expect(hours).toMatch(new RegExp([label, ...rows].map(literal).join("\\s+")));
    }
    // The Florida notices: the notary's in English, the immigration one in both languages.
    await expect(footer).toContainText(common.en.notaryNotice.text);
    for (const locale of ["en", "es"] as const) {
      const notice = common[locale].immigrationServicesNotice;
      await expect(footer).toContainText(notice.statement);
      await expect(footer).toContainText(notice.explanation);
    }
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens, lists links with contact and social, closes when a link is chosen", async ({
    page,
  }) => {
    const problems = await watchForProblems(page);
    await page.goto("/es");
    await waitForSiteScript(page);
    await expect(page.getByRole("navigation", { name: common.es.mainNavigation })).toBeHidden();
    const toggle = page.getByRole("button", { name: startsWith(common.es.menu) });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const menu = await popoverOf(toggle);
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("navigation").getByRole("link")).toHaveCount(navigation.length);
    await expect(menu.locator('a[href^="tel:"]')).toBeVisible();
    await expect(menu.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(menu.locator('a[target="_blank"]')).toHaveCount(menuOutboundLinks);
    await expect(menu.locator("address")).toBeVisible();
    await menu.getByRole("link", { name: pageName("Translations", "es") }).click();
    await expect(page).toHaveURL(/\/es\/Translations$/);
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    expectNoProblems(problems);
  });

  test("its close button and Escape close it, and focus returns to the menu button", async ({
    page,
  }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: startsWith(common.en.menu) });
    const menu = await popoverOf(toggle);
    await toggle.click();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("button", { name: common.en.closeMenu })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    await toggle.click();
    await menu.getByRole("button", { name: common.en.closeMenu }).click();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("while the menu is open, the page behind it does not scroll", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: startsWith(common.en.menu) }).click();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      "hidden",
    );
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("every control works natively: menu, language list and booking lists", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("h1")).toBeVisible();
    const toggle = page.getByRole("button", { name: startsWith(common.en.menu) });
    expect(await expandedState(toggle)).toBe(false);
    await toggle.click();
    expect(await expandedState(toggle), "screen readers hear it expanded").toBe(true);
    await expect(
      page.getByRole("navigation", { name: common.en.menu }).getByRole("link"),
    ).toHaveCount(navigation.length);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: common.en.menu })).toBeHidden();
    await expect(toggle).toBeFocused();

    const language = page
      .locator("header")
      .getByRole("button", { name: new RegExp(literal(common.en.language)) });
    await language.click();
    await expect(page.getByRole("link", { name: "Español" })).toBeVisible();
    await page.keyboard.press("Escape");

    const book = page.locator("main button[popovertarget]").first();
    const list = await popoverOf(book);
    await book.click();
    expect(await expandedState(book)).toBe(true);
    await expect(list.getByRole("link").first()).toBeVisible();
    // A tap elsewhere closes it (light dismiss).
    await page.locator("h1").click();
    await expect(list).toBeHidden();
  });

  test("every section's content is visible without script", async ({ page }) => {
    await page.goto("/");
    // Each part, once scrolled to the middle of the screen, is fully shown and in place.
    for (const child of await page.locator("[data-reveal] > *").all()) {
      await child.evaluate((el) => el.scrollIntoView({ block: "center" }));
      await expect.poll(() => child.evaluate(restState)).toEqual(atRest);
    }
  });
});

/** How a part of a section is drawn: its opacity and its vertical offset in px. */
function restState(el: Element) {
  const style = getComputedStyle(el);
  return { opacity: style.opacity, offset: new DOMMatrixReadOnly(style.transform).m42 };
}
const atRest = { opacity: "1", offset: 0 };

test("on a phone, sections sit in place with no scroll-driven animation (it costs a slow phone layout time)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const timelines = await page
    .locator("[data-reveal] > *")
    .evaluateAll((els) => els.map((el) => getComputedStyle(el).animationName));
  expect(timelines.length).toBeGreaterThan(3);
  expect(new Set(timelines)).toEqual(new Set(["none"]));
});

test.describe("entry animation (CSS only)", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  const states = (page: import("@playwright/test").Page) =>
    page.locator("[data-reveal] > *").evaluateAll((els) =>
      els.map((el) => {
        const style = getComputedStyle(el);
        return `${style.opacity} ${new DOMMatrixReadOnly(style.transform).m42}`;
      }),
    );

  test("sections rise into place with the scroll, never translucent", async ({ page }) => {
    await page.goto("/");
    // A part well below the fold: the last of the page.
    const why = page.locator("main [data-reveal] > *").last();
    expect(
      await why.evaluate((el) => getComputedStyle(el).getPropertyValue("animation-timeline")),
    ).toBe("view()");
    // Just entering the screen it is still lower than its place, but fully opaque.
    await why.evaluate((el) =>
      window.scrollBy(0, el.getBoundingClientRect().top - innerHeight + 8),
    );
    // The scroll timeline moves on the next frame: wait for it, then check the opacity.
    await expect.poll(async () => (await why.evaluate(restState)).offset).toBeGreaterThan(16);
    expect((await why.evaluate(restState)).opacity).toBe("1");
    // Well in view, every part is in place.
    await page
      .locator("main [data-reveal]")
      .first()
      .evaluate((el) => el.scrollIntoView());
    const wellInView = () =>
      page.locator("[data-reveal] > *").evaluateAll((els) =>
        els
          .filter((el) => {
            const { top } = el.getBoundingClientRect();
            return top >= 0 && top < innerHeight - 240;
          })
          .map((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).m42),
      );
    // The scroll timeline moves on the next frame.
    await expect.poll(async () => [...new Set(await wellInView())]).toEqual([0]);
    // Nowhere on the page is a part ever translucent.
    expect(new Set((await states(page)).map((state) => state.split(" ")[0]))).toEqual(
      new Set(["1"]),
    );
  });

  test("a full-page screenshot, print and reduced motion show every section in place", async ({
    page,
  }) => {
    await page.goto("/");
    // A full-page screenshot keeps the viewport and scroll position: every part below the
    // fold must already be in place.
    const belowTheFold = () =>
      page.locator("[data-reveal] > *").evaluateAll((els) =>
        els
          .filter(
            (el) =>
              // Where the part sits in the layout, whatever its animation offset.
              el.getBoundingClientRect().top -
                new DOMMatrixReadOnly(getComputedStyle(el).transform).m42 >=
              innerHeight,
          )
          .map((el) => `${getComputedStyle(el).opacity} ${getComputedStyle(el).transform}`),
      );
    expect((await belowTheFold()).length).toBeGreaterThan(3);
    expect(new Set(await belowTheFold())).toEqual(new Set(["1 none"]));
    await page.screenshot({ fullPage: true });
    expect(new Set(await belowTheFold())).toEqual(new Set(["1 none"]));
    await page.emulateMedia({ media: "print" });
    await expect.poll(async () => [...new Set(await states(page))]).toEqual(["1 0"]);
    await page.emulateMedia({ media: "screen", reducedMotion: "reduce" });
    await expect.poll(async () => [...new Set(await states(page))]).toEqual(["1 0"]);
  });
});
