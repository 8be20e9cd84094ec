import { expect, test } from "@playwright/test";
import { homeEn } from "../../app/content/home/en";
import { homeEs } from "../../app/content/home/es";
import { common } from "../../app/content/shared";
import { bookingUrls, hoursRows, literal, officeConfig } from "./office";
import { expectNoProblems, popoverOf, waitForSiteScript, watchForProblems } from "./support";

test.use({ viewport: { width: 1280, height: 900 } });

// Each Home card's "Book now" options, in page order, as the English page names them.
const { services, additional } = homeEn;
const dropdowns = [
  services.notary,
  services.tax,
  services.immigration,
  additional.itin,
  additional.business,
  additional.marriage,
  additional.truck,
].map(({ title, options }) => ({ card: title, options: Object.values(options) }));

test("Home has the hero, 3 service cards, 5 additional cards, 4 reasons, the config's testimonials with their stars and a CTA", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.locator("h1")).toHaveText(homeEn.hero.title);
  await expect(page.getByRole("img", { name: homeEn.hero.logoAlt })).toBeVisible();
  await expect(page.locator("#services article")).toHaveCount(3);
  await expect(page.locator("#more-services article")).toHaveCount(5);
  await expect(page.locator("#why-us li")).toHaveCount(4);
  await expect(page.locator("#why-us h3")).toHaveText(homeEn.why.points.map((p) => p.title));
  const testimonials = page.locator("#testimonials figure");
  await expect(testimonials).toHaveCount(officeConfig.testimonials.length);
  for (const [i, { name, rating, comment }] of officeConfig.testimonials.entries()) {
    const figure = testimonials.nth(i);
    await expect(figure.locator("figcaption")).toContainText(name);
    await expect(figure.locator("blockquote")).toHaveText(comment.en);
    await expect(figure).toContainText(common.en.ratingLabel.replace("{rating}", String(rating)));
    await expect(figure.locator("svg.fill-current")).toHaveCount(rating);
  }
  await expect(page.locator("#cta-title")).toBeVisible();
});

test("the five additional cards link to their pages; Translation has no dropdown", async ({
  page,
}) => {
  await page.goto("/");
  const learnMore = page
    .locator("#more-services")
    .getByRole("link", { name: new RegExp(literal(common.en.learnMore)) });
  await expect(learnMore).toHaveCount(5);
  expect(await learnMore.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
    "/ItinServices",
    "/Translations",
    "/BusinessSetup",
    "/MarriagesDivorces",
    "/TruckServices",
  ]);
  // Link text is descriptive for screen readers and crawlers.
  await expect(learnMore.first()).toHaveAccessibleName(
    `${common.en.learnMore} ${common.en.about} ${additional.itin.title}`,
  );
  const translation = page.locator("#more-services article", {
    hasText: additional.translation.title,
  });
  await expect(translation.getByRole("button")).toHaveCount(0);
});

test("every Home booking list opens with its options and closes on Escape", async ({ page }) => {
  const problems = await watchForProblems(page);
  await page.goto("/");
  await waitForSiteScript(page);
  const triggers = page.locator("main button[popovertarget]");
  await expect(triggers).toHaveCount(dropdowns.length);
  for (const [i, { card, options }] of dropdowns.entries()) {
    const trigger = triggers.nth(i);
    await expect(trigger).toHaveAccessibleName(new RegExp(`^Book now ?: ${card}`));
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const list = await popoverOf(trigger);
    await expect(list).toBeVisible();
    const items = list.getByRole("link");
    await expect(items).toHaveCount(options.length);
    for (const [n, option] of options.entries()) {
      await expect(items.nth(n)).toContainText(option);
      await expect(items.nth(n)).toHaveAttribute("target", "_blank");
      await expect(items.nth(n)).toHaveAttribute("rel", "noopener noreferrer");
      expect([...bookingUrls]).toContain(await items.nth(n).getAttribute("href"));
    }
    // The list sits just under its button, or just above it near the bottom of the screen.
    const [button, box] = [(await trigger.boundingBox())!, (await list.boundingBox())!];
    const gap = Math.min(
      Math.abs(box.y - (button.y + button.height)),
      Math.abs(box.y + box.height - button.y),
    );
    expect(gap).toBeLessThan(16);
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  }
  expectNoProblems(problems);
});

test("a booking list works from the keyboard", async ({ page }) => {
  await page.goto("/");
  for (const [n, key] of ["Enter", "Space"].entries()) {
    const trigger = page.locator("main button[popovertarget]").nth(n);
    const list = await popoverOf(trigger);
    await trigger.focus();
    await page.keyboard.press(key);
    await expect(list).toBeVisible();
    // Tab moves from the button into its list, then through the options.
    await page.keyboard.press("Tab");
    await expect(list.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(list.getByRole("link").nth(1)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(trigger).toBeFocused();
  }
});

test("Spanish Home shows its sections, testimonials and hours in Spanish", async ({ page }) => {
  await page.goto("/es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.locator("h1")).toHaveText(homeEs.hero.title);
  await expect(page.locator("#services h2")).toHaveText(homeEs.services.title);
  await expect(
    page
      .locator("#more-services")
      .getByRole("link", { name: new RegExp(literal(common.es.learnMore)) }),
  ).toHaveCount(5);
  for (const [i, { rating, comment }] of officeConfig.testimonials.entries()) {
    const figure = page.locator("#testimonials figure").nth(i);
    await expect(figure.locator("blockquote")).toHaveText(comment.es);
    await expect(figure).toContainText(common.es.ratingLabel.replace("{rating}", String(rating)));
  }
  await expect(page.locator("footer")).toContainText(hoursRows("office", "es")[0]!.days);
});
