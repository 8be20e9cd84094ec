import { expect, test } from "@playwright/test";
import { common } from "../../app/content/common";
import { sitePage } from "../../app/content/pages";
import { bookingUrl } from "../../app/site/config";
import { literal } from "./office";
import { expectNoProblems, popoverOf, waitForSiteScript, watchForProblems } from "./support";

test.use({ viewport: { width: 1280, height: 900 } });

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
