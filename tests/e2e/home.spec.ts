import { common } from "../../app/content/common";
import { sitePage } from "../../app/content/pages";
import { bookingUrl } from "../../app/site/config";
import { literal } from "./office";
import { expect, expectOpen, open, popoverOf, test } from "./support";

// Reduced motion: the entry animation moves a card 2rem the frame after Playwright scrolls to a
// button and aims, so the press could land on the button and the release on the "Learn more" link
// below: no list opened (a flake under load). The animation is tested in layout.spec.ts.
test.use({ reducedMotion: "reduce" });

/** Home's cards with a choice of booking pages, in page order, as its English file has them. */
const lists = sitePage("Home").text.en.sections.flatMap((section) =>
  section.type === "cards" ? section.cards.filter((card) => card.options) : [],
);

test("each Home booking list opens by mouse or keyboard, shuts on Escape", async ({
  page,
  problems,
}) => {
  await open(page, "/");
  const triggers = page.locator("main button[popovertarget]");
  await expect(triggers).toHaveCount(lists.length);
  for (const [i, { title, options }] of lists.entries()) {
    const trigger = triggers.nth(i);
    await expect(trigger).toHaveAccessibleName(
      new RegExp(`^${literal(common.en.bookNow)} ?: ${literal(title)}`),
    );
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    const list = await popoverOf(trigger);
    await trigger.click();
    await expectOpen(trigger, list);
    // Each option's name with its own booking page (pages.spec.ts checks how outbound links open).
    const links = list.getByRole("link");
    await expect(links).toHaveText(options!.map((option) => new RegExp(literal(option.title))));
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
      options!.map((option) => bookingUrl(option.booking)),
    );
    // The list sits just under its button, or just above it near the bottom of the screen.
    const [button, box] = [(await trigger.boundingBox())!, (await list.boundingBox())!];
    const gap = Math.min(
      Math.abs(box.y - (button.y + button.height)),
      Math.abs(box.y + box.height - button.y),
    );
    expect(gap).toBeLessThan(16);
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
