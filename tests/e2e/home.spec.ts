import { expect, test } from "@playwright/test";
import { common } from "../../app/content/common";
import { sitePage } from "../../app/content/pages";
import { bookingUrl } from "../../app/site/config";
import { literal } from "./office";
import { expectNoProblems, popoverOf, waitForSiteScript, watchForProblems } from "./support";

// Reduced motion: at desktop widths the sections' entry animation (a scroll
// timeline) moves a card 2rem in the frame after a scroll. Playwright scrolls
// a button into view and aims at it in that same frame, a frame before the
// card moves; its hit-target check tests the press only, so the press could
// land on the button and the release on the "Learn more" link below it: the
// click then goes to their common parent and no list opens (the flake seen
// under load). The animation is tested in layout.spec.ts.
test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });

/** Home's cards with a choice of booking pages, in page order, as its English file has them. */
const lists = sitePage("Home").text.en.sections.flatMap((section) =>
  section.type === "cards" ? section.cards.filter((card) => card.options) : [],
);

test("every Home booking list opens with its options and closes on Escape", async ({ page }) => {
  const problems = await watchForProblems(page);
  await page.goto("/");
  await waitForSiteScript(page);
  const triggers = page.locator("main button[popovertarget]");
  await expect(triggers).toHaveCount(lists.length);
  for (const [i, { title, options }] of lists.entries()) {
    const trigger = triggers.nth(i);
    await expect(trigger).toHaveAccessibleName(
      new RegExp(`^${literal(common.en.bookNow)} ?: ${literal(title)}`),
    );
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const list = await popoverOf(trigger);
    await expect(list).toBeVisible();
    const items = list.getByRole("link");
    await expect(items).toHaveCount(options!.length);
    for (const [n, option] of options!.entries()) {
      await expect(items.nth(n)).toContainText(option.title);
      await expect(items.nth(n)).toHaveAttribute("href", bookingUrl(option.booking));
      await expect(items.nth(n)).toHaveAttribute("target", "_blank");
      await expect(items.nth(n)).toHaveAttribute("rel", "noopener noreferrer");
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
    const trigger = page.locator("main button[popovertarget]").nth(n % lists.length);
    const list = await popoverOf(trigger);
    await trigger.focus();
    await page.keyboard.press(key);
    await expect(list).toBeVisible();
    // Tab moves from the button into its list, then through the options.
    const links = list.getByRole("link");
    for (let i = 0; i < Math.min(2, lists[n % lists.length]!.options!.length); i++) {
      await page.keyboard.press("Tab");
      await expect(links.nth(i)).toBeFocused();
    }
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(trigger).toBeFocused();
  }
});
