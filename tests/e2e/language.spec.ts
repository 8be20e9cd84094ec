import type { Page } from "@playwright/test";
import { common } from "../../app/content/common";
import { footerLinks } from "../../app/content/pages";
import { locales, pagePath } from "../../app/site/pages";
import { expect, expectOpen, open, popoverOf, test } from "./support";

const language = new RegExp(`${common.en.language}|${common.es.language}`);
/** The header's language button, named in either language. */
const switcher = (page: Page) => page.locator("header").getByRole("button", { name: language });
/** A page the footer links to (the owner chooses which), else Home, which the logo links to. */
const next =
  [...footerLinks.services, ...footerLinks.legal].find((id) => id !== "NotaryPublic") ?? "Home";
const stored = (page: Page) => page.evaluate(() => localStorage.getItem("language"));

test("Spanish chosen is stored, kept on reload and navigation", async ({ page, problems }) => {
  await open(page, "/NotaryPublic");
  const button = switcher(page);
  await expect(button).toHaveText(/English/);
  await expect(button).toHaveAttribute("aria-expanded", "false");
  const list = await popoverOf(button);
  // From the keyboard: Escape closes the list and gives focus back to its button.
  await button.focus();
  await page.keyboard.press("Enter");
  await expectOpen(button, list);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Escape");
  await expectOpen(button, list, false);
  await button.click();
  await expectOpen(button, list);
  await expect(list.getByRole("link")).toHaveCount(locales.length);
  await expect(list.getByRole("link", { name: "English" })).toHaveAttribute("hreflang", "en");
  const spanish = list.getByRole("link", { name: "Español" });
  await expect(spanish).toHaveAttribute("hreflang", "es");
  await expect(spanish).toHaveAttribute("lang", "es");
  await expect(spanish).toHaveAttribute("href", "/es/NotaryPublic");
  await spanish.click();

  await expect(page).toHaveURL(/\/es\/NotaryPublic$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  expect(await stored(page)).toBe("es");
  await expect(switcher(page)).toHaveAttribute("aria-expanded", "false");
  await expect(switcher(page)).toHaveText(/Español/);

  await page.reload();
  await expect(page).toHaveURL(/\/es\/NotaryPublic$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");

  // Following a link keeps Spanish: one of the footer's pages, or Home by the logo.
  const link = `${next === "Home" ? "header" : "footer"} a[href="${pagePath(next, "es")}"]`;
  await page.locator(link).filter({ visible: true }).first().click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(pagePath(next, "es"));

  // Back to English: stored at once, and English URLs stay English.
  await switcher(page).click();
  await page.getByRole("link", { name: "English" }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(pagePath(next, "en"));
  expect(await stored(page)).toBe("en");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("a Spanish URL stores es, which opens Spanish before English is painted; English opened in a new tab stays", async ({
  page,
  baseURL,
}) => {
  await page.goto("/es/Blog");
  expect(await stored(page)).toBe("es");
  // Record, as each document leaves, whether it painted any content.
  await page.addInitScript(() => {
    addEventListener("pagehide", () => {
      const painted = performance.getEntriesByName("first-contentful-paint").length > 0;
      sessionStorage.setItem(`painted:${location.pathname}`, String(painted));
    });
  });
  await page.goto("/Immigration?ref=x");
  await expect(page).toHaveURL(/\/es\/Immigration\?ref=x$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  expect(await page.evaluate(() => sessionStorage.getItem("painted:/Immigration"))).toBe("false");
  // A new tab runs no click handler: the Spanish page it came from tells the choice.
  await page.goto("/Blog", { referer: `${baseURL}/es/Blog` });
  await expect(page).toHaveURL(/\/Blog$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(await stored(page)).toBe("en");
});

for (const [name, script] of Object.entries({
  blocked: `Object.defineProperty(window, "localStorage", { get() { throw new DOMException("denied", "SecurityError"); } });`,
  junk: `localStorage.setItem("language", "klingon");`,
})) {
  test(`${name} storage falls back to English without errors`, async ({ page, problems }) => {
    await page.addInitScript(script);
    await open(page, "/TaxServices");
    await expect(page).toHaveURL(/\/TaxServices$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await switcher(page).click();
    await page.getByRole("link", { name: "Español" }).click();
    await expect(page).toHaveURL(/\/es\/TaxServices$/);
    await expect(page.locator("h1")).toBeVisible();
  });
}
