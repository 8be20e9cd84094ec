import { expect, test } from "@playwright/test";
import { expectNoProblems, waitForHydration, watchForProblems } from "./support";

const navOrder = [
  "Home",
  "Notary Public",
  "Taxes",
  "ITIN",
  "Immigration",
  "Trucking",
  "Translations",
  "Marriages & Divorces",
  "Business Setup",
  "More Services",
  "Blog",
];

test.describe("desktop header", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("shows the 11 entries in order, marks the current page, hides the menu button", async ({
    page,
  }) => {
    await page.goto("/ItinServices");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await expect(nav.getByRole("link")).toHaveText(navOrder);
    await expect(nav.locator('[aria-current="page"]')).toHaveText("ITIN");
    await expect(page.getByRole("button", { name: /^Menu/ })).toBeHidden();
    // Logo links Home; top strip has phone, e-mail and three social links.
    await expect(
      page.locator("header").getByRole("link", { name: "Sol Multiservices" }),
    ).toHaveAttribute("href", "/");
    await expect(page.locator('header a[href^="tel:"]').first()).toHaveAttribute(
      "href",
      "tel:+13055550142",
    );
    await expect(page.locator('header a[href^="mailto:"]').first()).toHaveAttribute(
      "href",
      "mailto:info@example.com",
    );
    for (const network of ["Facebook", "Instagram", "TikTok"]) {
      await expect(
        page
          .locator("header")
          .getByRole("link", { name: new RegExp(network) })
          .first(),
      ).toHaveAttribute("target", "_blank");
    }
  });

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
  });

  test("footer: services, legal links, 8 payment methods, copyright 2024, hours and notices", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(
      footer.getByRole("navigation").getByRole("list").first().getByRole("link"),
    ).toHaveText([
      "Immigration",
      "ITIN",
      "Taxes",
      "Translations",
      "Notary Public",
      "More Services",
    ]);
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/PrivacyPolicy",
    );
    await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
      "href",
      "/TermsOfService",
    );
    for (const method of [
      "Mastercard",
      "Venmo",
      "Zelle",
      "PayPal",
      "Apple Pay",
      "Afterpay",
      "Klarna",
      "Cash App",
    ]) {
      await expect(footer.getByText(method, { exact: true })).toBeVisible();
    }
    await expect(footer).toContainText("© 2024");
    const hours = (await footer.innerText()).replace(/[\u00a0\u202f]/g, " ");
    expect(hours).toMatch(
      /In office\s+Monday to Friday\s+9:30 AM – 3 PM\s+Saturday\s+10 AM – 6 PM\s+Sunday\s+Closed/,
    );
    expect(hours).toMatch(
      /Online services\s+Monday to Friday\s+9 AM – 6 PM\s+Saturday\s+10 AM – 6 PM\s+Sunday\s+Closed/,
    );
    await expect(footer).toContainText(
      "I AM NOT AN ATTORNEY LICENSED TO PRACTICE LAW IN THE STATE OF FLORIDA",
    );
    await expect(footer).toContainText("NO SOY ABOGADO");
    await expect(footer).toContainText("not a law firm");
    await expect(footer).toContainText("no es un bufete de abogados");
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens, lists links with contact and social, closes when a link is chosen", async ({
    page,
  }) => {
    const problems = await watchForProblems(page);
    await page.goto("/es");
    await waitForHydration(page);
    await expect(page.getByRole("navigation", { name: "Navegación principal" })).toBeHidden();
    const toggle = page.getByRole("button", { name: /^Menú/ });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const menu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("navigation").getByRole("link")).toHaveCount(11);
    await expect(menu.locator('a[href^="tel:"]')).toBeVisible();
    await expect(menu.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(menu.locator('a[target="_blank"]')).toHaveCount(3);
    await menu.getByRole("link", { name: "Traducciones" }).click();
    await expect(page).toHaveURL(/\/es\/Translations$/);
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    expectNoProblems(problems);
  });

  test("Escape closes the menu and returns focus to the button", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: /^Menu/ });
    await toggle.click();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("pages read and navigate: content, navigation and booking links are visible", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Menu" }).getByRole("link")).toHaveCount(11);
    await expect(page.getByRole("button", { name: /^Menu/ })).toBeHidden();
    // Booking dropdowns fall back to plain lists of links.
    await expect(page.locator("#services").getByRole("link", { name: /Apostille/ })).toBeVisible();
    // Every section is visible: the entry animation never hides content without JS.
    for (const section of await page.locator("[data-reveal]").all()) {
      await section.scrollIntoViewIfNeeded();
      expect(await section.evaluate((el) => getComputedStyle(el.firstElementChild!).opacity)).toBe(
        "1",
      );
    }
  });
});

test.describe("entry animation", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("sections below the fold fade in once when scrolled to", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const why = page.locator("#why-us [data-reveal]");
    await expect(why).toHaveAttribute("data-reveal", "pending");
    await why.scrollIntoViewIfNeeded();
    await expect(why).toHaveAttribute("data-reveal", "shown");
    const animation = await why.evaluate((el) => {
      const style = getComputedStyle(el.children[1]!);
      return { duration: style.animationDuration, delay: style.animationDelay };
    });
    expect(animation).toEqual({ duration: "0.8s", delay: "0.1s" });
    // Sections in view at load are never hidden.
    await page.evaluate(() => window.scrollTo(0, 0));
    const hiddenInView = await page
      .locator("[data-reveal]")
      .evaluateAll(
        (sections) =>
          sections.filter(
            (el) =>
              el.getBoundingClientRect().top < 300 && el.getAttribute("data-reveal") === "pending",
          ).length,
      );
    expect(hiddenInView).toBe(0);
    await expect(page.locator("#services [data-reveal]")).not.toHaveAttribute(
      "data-reveal",
      "pending",
    );
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("nothing is hidden or animated", async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      await expect(page.locator('[data-reveal="pending"]')).toHaveCount(0);
    });
  });
});

test("a client-side navigation moves focus to the new page's content", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.locator("footer").getByRole("link", { name: "Translations" }).click();
  await expect(page).toHaveURL(/\/Translations$/);
  await expect(page.locator("main")).toBeFocused();
  await expect(page).toHaveTitle(/Translations/);
});
