import { statSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { common } from "../../app/content/common";
import { footerLinks, navigation, pageName, sitePage, sitePages } from "../../app/content/pages";
import { locales, pagePath } from "../../app/site/pages";
import { addressLines, officeDay } from "../../app/site/contact";
import { bookingUrl, officeConfig } from "../../app/site/config";
import { upcomingExceptions, weeklyRows } from "../../app/site/office-hours";
import { literal, plain, startsWith } from "./office";
import { expandedState, expect, expectOpen, open, popoverOf, test } from "./support";

/** The English names the header and footer show, in the page registry's order. */
const names = (ids: readonly string[]) => ids.map((id) => pageName(id, "en"));

/** A page of the menu, to stand on and to go to (the owner chooses the menu's pages). */
const menuPage = navigation.at(-1);

test("desktop: skip link, header navigation and contacts, footer", async ({ page }) => {
  await page.goto(pagePath(menuPage ?? "Home", "en"));
  // The skip link moves focus to the main content.
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: common.en.skipToContent });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
  await expect(page.locator("main#main")).toBeFocused();
  // The focus ring has two colours (a white band inside the blue), so it shows on the dark strip.
  const phone = page.locator('header a[href^="tel:"]').first();
  await phone.focus();
  await expect(phone).toHaveCSS("outline-style", "solid");
  await expect(phone).toHaveCSS("box-shadow", /rgb\(255, 255, 255\) 0px 0px 0px 2px/);

  // The registry's navigation in order, the current page marked, no menu button.
  const nav = page.getByRole("navigation", { name: common.en.mainNavigation });
  await expect(nav.getByRole("link")).toHaveText(names(navigation));
  await expect(nav.locator('[aria-current="page"]')).toHaveText(names(navigation.slice(-1)));
  await expect(page.getByRole("button", { name: startsWith(common.en.menu) })).toBeHidden();
  // The logo links Home; the top strip has phone, e-mail and the social links; the footer, the
  // services in the registry's order and the legal texts.
  const header = page.locator("header");
  const strip = header.getByRole("list").first();
  const footer = page.locator("footer");
  await expect(strip.locator('a[href^="tel:"]')).toContainText(officeConfig.phoneDisplay);
  const hrefs = new Map<Locator, string>([
    [header.getByRole("link", { name: officeConfig.officeName }), "/"],
    [strip.locator('a[href^="tel:"]'), `tel:${officeConfig.phoneE164}`],
    [strip.locator('a[href^="mailto:"]'), `mailto:${officeConfig.email}`],
    ...Object.entries(officeConfig.social).map(([network, url]) => {
      const name = new RegExp(common.en.socialNames[network as keyof typeof officeConfig.social]);
      return [header.getByRole("link", { name }).first(), url] as const;
    }),
  ]);
  for (const [link, href] of hrefs) await expect(link).toHaveAttribute("href", href);
  // The footer's lists of pages, each under its heading; no heading over an empty one.
  for (const [heading, pages] of [
    [common.en.footer.ourServices, footerLinks.services],
    [common.en.footer.legal, footerLinks.legal],
  ] as const) {
    const title = footer.getByRole("heading", { name: heading, exact: true });
    await expect(title).toHaveCount(pages.length > 0 ? 1 : 0);
    const links = title.locator("xpath=following-sibling::ul[1]").getByRole("link");
    await expect(links).toHaveText(names(pages));
    for (const [i, id] of pages.entries())
      await expect(links.nth(i)).toHaveAttribute("href", pagePath(id, "en"));
  }
  const payments = footer.getByRole("heading", { name: common.en.footer.paymentMethods });
  const methods = payments.locator("xpath=following-sibling::ul[1]/li");
  await expect(methods).toHaveText(officeConfig.paymentMethods);
  await expect(footer).toContainText(`© ${officeConfig.copyrightYear} ${officeConfig.officeName}`);
  // Rendered text, as the visitor sees it on reaching the footer (rendered as it nears the screen).
  await footer.scrollIntoViewIfNeeded();
  await expect.poll(() => footer.innerText()).not.toBe("");
  const shown = plain(await footer.innerText());
  // Each row of the in-office or online hours as "days" and "hours", from the config.
  const week = { ...common.en, closed: common.en.footer.closed };
  for (const [label, group] of [
    [common.en.footer.inOffice, "office"],
    [common.en.footer.online, "online"],
  ] as const) {
    const rows = weeklyRows(officeConfig.hours[group], week, "en");
    const texts = [label, ...rows.flatMap((row) => [row.days, row.hours])].map(plain);
    // Online hours show while the office has some; the office's always do.
    if (group === "office" || officeConfig.hours.online.length > 0)
      expect(shown).toMatch(new RegExp(texts.map(literal).join("\\s+")));
    else expect(shown).not.toContain(label);
  }
  // The Florida notices: the notary's in English, the immigration one in both languages.
  await expect(footer).toContainText(common.en.notaryNotice.text);
  for (const { statement, explanation } of locales.map((l) => common[l].immigrationServicesNotice))
    for (const text of [statement, explanation]) await expect(footer).toContainText(text);
});

/** Home's cards with a choice of booking pages, in page order, as its English file has them. */
const lists = sitePage("Home").text.en.sections.flatMap((section) =>
  section.type === "cards" ? section.cards.filter((card) => card.options) : [],
);

test("each Home booking list opens by mouse or keyboard, shuts on Escape", async ({
  page,
  problems,
}) => {
  // Reduced motion: the entry animation moves a card 2rem the frame after Playwright scrolls to a
  // button and aims, so the press could land on the button and the release on the "Learn more" link
  // below: no list opened (a flake under load). The animation is tested below ("entry animation").
  await page.emulateMedia({ reducedMotion: "reduce" });
  await open(page, "/");
  const triggers = page.locator("main button[popovertarget]");
  await expect(triggers).toHaveCount(lists.length);
  for (const [i, { title, options }] of lists.entries()) {
    const trigger = triggers.nth(i);
    const name = new RegExp(`^${literal(common.en.bookNow)} ?: ${literal(title)}`);
    await expect(trigger).toHaveAccessibleName(name);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    const list = await popoverOf(trigger);
    await trigger.click();
    await expectOpen(trigger, list);
    // Each option's name with its own booking page (pages.spec.ts checks how outbound links open).
    const links = list.getByRole("link");
    await expect(links).toHaveText(options!.map((option) => new RegExp(literal(option.title))));
    for (const [n, option] of options!.entries())
      await expect(links.nth(n)).toHaveAttribute("href", bookingUrl(option.booking));
    // The list sits just under its button, or just above it near the bottom of the screen.
    const [button, box] = [(await trigger.boundingBox())!, (await list.boundingBox())!];
    const gaps = [box.y - (button.y + button.height), box.y + box.height - button.y];
    expect(Math.min(...gaps.map(Math.abs))).toBeLessThan(16);
    // Lined up with its button's left or right edge, or centred on it: never across the page.
    const edges = [box.x - button.x, box.x + box.width - button.x - button.width];
    const centres = box.x + box.width / 2 - (button.x + button.width / 2);
    expect(Math.min(...[...edges, centres].map(Math.abs))).toBeLessThan(2);
    await page.keyboard.press("Escape");
    await expectOpen(trigger, list, false);
    // Again from the keyboard: Enter or Space opens it, Tab goes through its options.
    for (const key of ["Enter", "Space"]) {
      await page.keyboard.press(key);
      await expectOpen(trigger, list);
      for (let n = 0; n < Math.min(2, options!.length); n++) {
        await page.keyboard.press("Tab");
        await expect(links.nth(n)).toBeFocused();
      }
      await page.keyboard.press("Escape");
      await expectOpen(trigger, list, false);
    }
  }
});

// Home's calls to action, then its menu opened and closed every way a visitor closes it.
test("Home on a phone: sections still, address; the menu, with links, contact and social, and its closing", async ({
  page,
  problems,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, "/es");
  // Each call to action, with the office's address where its file asks for it (its WhatsApp
  // link, with the office's number or none: rendered.test.ts).
  for (const section of sitePage("Home").text.es.sections.filter((s) => s.type === "cta")) {
    const cta = page.locator(`section[aria-labelledby="${section.id}-title"]`);
    const address = cta.locator("address");
    if (section.address) {
      await expect(address).toContainText(addressLines(officeConfig.address)[0]);
      await expect(cta.getByRole("link", { name: /^Google Maps/ })).toBeVisible();
    } else await expect(address).toHaveCount(0);
  }
  await expect(page.getByRole("navigation", { name: common.es.mainNavigation })).toBeHidden();
  const toggle = page.getByRole("button", { name: startsWith(common.es.menu) });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  const menu = await popoverOf(toggle);
  await expect(menu).toBeHidden();
  // Nothing has focus at first: the close button's autofocus waits for the menu to open.
  await expect(page.locator("body")).toBeFocused();
  await toggle.click();
  // While the menu is open, the page behind it does not scroll.
  await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
  // Focus moves into the menu, off the Menu button it covers; only that button says "expanded".
  const close = menu.getByRole("button", { name: common.es.closeMenu });
  await expect(close).toBeFocused();
  await expectOpen(toggle, menu);
  await expect(close).not.toHaveAttribute("aria-expanded");
  await expect(menu.getByRole("navigation").getByRole("link")).toHaveCount(navigation.length);
  for (const contact of ['a[href^="tel:"]', 'a[href^="mailto:"]', "address"])
    await expect(menu.locator(contact)).toBeVisible();
  // Outbound (check-build checks how each opens): the social profiles, WhatsApp if the office
  // has it (none without: rendered.test.ts), two maps apps.
  const whatsApp = menu.getByRole("link", { name: startsWith(common.es.whatsApp.name) });
  if (officeConfig.whatsappE164) await expect(whatsApp).toBeVisible();
  await expect(menu.getByRole("link", { name: /^Apple Maps/ })).toBeVisible();
  const newTabs = Object.keys(officeConfig.social).length + (officeConfig.whatsappE164 ? 1 : 0) + 2;
  await expect(menu.locator('a[target="_blank"]')).toHaveCount(newTabs);
  // Back from it to the covered Menu button closes the menu.
  await page.keyboard.press("Shift+Tab");
  await expectOpen(toggle, menu, false);
  await toggle.press("Enter");
  await expect(close).toBeFocused();
  await page.keyboard.press("Escape");
  await expectOpen(toggle, menu, false);
  await toggle.click();
  await close.click();
  await expectOpen(toggle, menu, false);
  // Tabbing past its last link closes it: focus never goes to the page hidden behind it.
  await toggle.click();
  await menu.getByRole("link").last().focus();
  await page.keyboard.press("Tab");
  await expect(menu).toBeHidden();
  // A link of the menu closes it.
  if (menuPage) {
    await toggle.click();
    await menu.getByRole("link", { name: pageName(menuPage, "es"), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${literal(pagePath(menuPage, "es"))}$`));
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  }
  // Sections sit in place: a scroll-driven animation costs a slow phone layout time.
  await page.goto(longest);
  const animations = (await parts(page)).map((part) => part.animation);
  // (Some, all "none": an empty list fails too.)
  expect(new Set(animations)).toEqual(new Set(["none"]));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("controls work natively, every section shows; no open status or notice, the hours block lists what is ahead", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.locator("h1")).toBeVisible();
    const toggle = page.getByRole("button", { name: startsWith(common.en.menu) });
    expect(await expandedState(toggle)).toBe(false);
    await toggle.click();
    expect(await expandedState(toggle), "screen readers hear it expanded").toBe(true);
    const menu = page.getByRole("navigation", { name: common.en.menu });
    await expect(menu.getByRole("link")).toHaveCount(navigation.length);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    // The language list opens and shuts on Escape without JavaScript too: first-tap.spec.ts.

    // A list of booking pages, on the first page whose cards have one.
    const withList = sitePages.find((file) =>
      file.text.en.sections.some((s) => s.type === "cards" && s.cards.some((card) => card.options)),
    );
    if (withList) {
      await page.goto(pagePath(withList.id, "en"));
      const book = page.locator("main button[popovertarget]").first();
      const list = await popoverOf(book);
      await book.click();
      expect(await expandedState(book)).toBe(true);
      await expect(list.getByRole("link").first()).toBeVisible();
      // A tap elsewhere closes it (light dismiss).
      await page.locator("h1").click();
      await expect(list).toBeHidden();
    }

    // Each part of a section, once scrolled to the middle of the screen, is fully shown and in place.
    for (const child of await page.locator("[data-reveal] > *").all()) {
      await child.evaluate((el) => el.scrollIntoView({ block: "center" }));
      await expect.poll(() => child.evaluate(drawn)).toMatchObject({ opacity: "1", offset: 0 });
    }

    // No open status or notice (the site script fills them); the hours block lists what is ahead.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/es");
      const slot = page.locator("[data-open-status]");
      await expect(slot).toHaveText("");
      expect((await slot.boundingBox())?.height ?? 0).toBe(0);
    }
    await expect(page.locator("[data-hours-notice]")).toBeHidden();
    // The closures ahead on the office's day the page was built (a run may cross its midnight).
    const builtOn = officeDay(officeConfig, statSync("build/client/es.html").mtime);
    const ahead = upcomingExceptions(officeConfig.specialHours.exceptions, builtOn);
    const rows = page.locator("footer [data-show-until]");
    await expect(rows).toHaveCount(ahead.length);
    if (ahead.length > 0) {
      await expect(rows.first()).toBeVisible();
      await expect(page.locator("footer")).toContainText(common.es.specialHours.title);
    }
  });
});

/** How a part of a section is drawn: its opacity, vertical offset in px, animation and place. */
function drawn(el: Element) {
  const { opacity, transform, animationName: animation } = getComputedStyle(el);
  const offset = new DOMMatrixReadOnly(transform).m42;
  const { top } = el.getBoundingClientRect();
  // belowTheFold: where it sits in the layout, whatever its animation offset.
  return { opacity, offset, transform, animation, top, belowTheFold: top - offset >= innerHeight };
}

/** The page with the most sections: where the entry animation has the most parts to move. */
const longest = pagePath(
  [...sitePages].sort((a, b) => b.text.en.sections.length - a.text.en.sections.length)[0]!.id,
  "en",
);

/** Every part of the sections that rise into place, as drawn. */
const parts = async (page: Page) =>
  Promise.all((await page.locator("[data-reveal] > *").all()).map((part) => part.evaluate(drawn)));

test("entry animation (CSS only): sections rise into place with the scroll, never translucent; in place in a full-page screenshot, print, reduced motion", async ({
  page,
}) => {
  // Once the site script is done: a holiday notice it shows pads the bottom of the screen.
  await open(page, longest);
  // A full-page screenshot keeps the viewport and scroll position: every
  // part below the fold must already be in place.
  const belowTheFold = async () =>
    (await parts(page)).filter((p) => p.belowTheFold).map((p) => `${p.opacity} ${p.transform}`);
  // (Some, all in place: none below the fold fails too.)
  expect(new Set(await belowTheFold())).toEqual(new Set(["1 none"]));
  await page.screenshot({ fullPage: true });
  expect(new Set(await belowTheFold())).toEqual(new Set(["1 none"]));
  // A part well below the fold: the last of the page.
  const last = page.locator("main [data-reveal] > *").last();
  await expect(last).toHaveCSS("animation-timeline", "view()");
  // Just entering the screen (above a holiday notice, whose height pads the bottom) it is still
  // lower than its place, but fully opaque.
  await last.evaluate((el) => {
    const notice = parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom);
    window.scrollBy(0, el.getBoundingClientRect().top - innerHeight + (notice || 0) + 8);
  });
  // The scroll timeline moves on the next frame: wait for it, then check the opacity.
  await expect.poll(async () => (await last.evaluate(drawn)).offset).toBeGreaterThan(16);
  expect((await last.evaluate(drawn)).opacity).toBe("1");
  // Well in view, every part is in place.
  const firstSection = page.locator("main [data-reveal]").first();
  await firstSection.evaluate((el) => el.scrollIntoView());
  const offsetsInView = async () =>
    (await parts(page)).filter((p) => p.top >= 0 && p.top < 900 - 240).map((p) => p.offset);
  await expect.poll(async () => [...new Set(await offsetsInView())]).toEqual([0]);
  // Nowhere on the page is a part ever translucent.
  expect(new Set((await parts(page)).map((part) => part.opacity))).toEqual(new Set(["1"]));
  // Printed, or with reduced motion, every part is in place.
  const states = async () => new Set((await parts(page)).map((p) => `${p.opacity} ${p.offset}`));
  await page.emulateMedia({ media: "print" });
  await expect.poll(states).toEqual(new Set(["1 0"]));
  await page.emulateMedia({ media: "screen", reducedMotion: "reduce" });
  await expect.poll(states).toEqual(new Set(["1 0"]));
});

// A phone's narrowest screens, and its largest text (which zooms the page: 360 px at 130 % lays it
// out on 277), leave the office's name and long words whole.
test("below 320 px a title is one size smaller, yet larger on the screen than at 100 %", async ({
  page,
}) => {
  // Below 360 px the Menu button is its icon alone, leaving the office's name its row.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/es");
  const menu = page.getByRole("button", { name: common.es.menu });
  expect((await menu.boundingBox())!.width).toBeLessThan(50);
  const size = async () =>
    parseFloat(await page.locator("main h1").evaluate((h1) => getComputedStyle(h1).fontSize));
  const normal = await size();
  // Then a long word ("Traducciones") fits on its line, not broken inside it.
  await page.setViewportSize({ width: 277, height: 640 });
  expect(await size()).toBeLessThan(normal);
  expect(((await size()) * 360) / 277).toBeGreaterThan(normal);
});
