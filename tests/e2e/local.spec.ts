import { expect, test, type Page } from "@playwright/test";
import { common } from "../../app/content/shared";
import { officeConfig } from "../../app/site/config";
import { officeDay, officeSchedule } from "../../app/site/contact";
import {
  addDays,
  describeOpenStatus,
  noticeWindow,
  openStatus,
  upcomingExceptions,
} from "../../app/site/office-hours";
import { pdfText } from "./pdf-text";
import {
  axeViolations,
  expectNoProblems,
  popoverOf,
  waitForSiteScript,
  watchForProblems,
} from "./support";

/** Intl's narrow no-break spaces ("3 PM") as plain spaces. */
const plain = (text: string | null) => (text ?? "").replace(/[\u202f\u00a0]/g, " ").trim();

/** The instant at a wall-clock time in Miami (EST in winter, EDT in summer). */
const miami = (local: string, offset: "-05:00" | "-04:00") => new Date(`${local}${offset}`);

/**
 * The holiday closures the built pages carry: those not over on the day of
 * the build (the build and the tests run the same day). Tests of the notice
 * need one; once every date in the config has passed, they are skipped until
 * the owner lists the next holidays.
 */
const upcoming = upcomingExceptions(officeConfig.specialHours.exceptions, officeDay(officeConfig));
const first = upcoming[0];
const noHoliday = "the config lists no closure or special hours still ahead";

/** Loads a page at a fixed time and waits for the site script. */
async function openAt(page: Page, path: string, when: Date) {
  await page.clock.setFixedTime(when);
  await page.goto(path);
  await waitForSiteScript(page);
}

test.describe("open now", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const { path, locale, when, pattern } of [
    // A Tuesday at noon (EST): open until 3 PM.
    {
      path: "/",
      locale: "en",
      when: miami("2027-03-09T12:00:00", "-05:00"),
      pattern: /^Open now · closes 3 PM$/,
    },
    // A Saturday evening (EST), the weekend DST starts: closed until Monday 9:30 (EDT).
    {
      path: "/es/ItinServices",
      locale: "es",
      when: miami("2027-03-13T18:30:00", "-05:00"),
      pattern: /^Cerrado ahora · abre el lunes a las 9:30 a\. m\.$/,
    },
    // A Wednesday before opening (EDT).
    {
      path: "/NotaryPublic",
      locale: "en",
      when: miami("2027-06-16T08:00:00", "-04:00"),
      pattern: /^Closed now · opens today at 9:30 AM$/,
    },
  ] as const) {
    test(`${path} at ${when.toISOString()} says "${pattern.source}"`, async ({ page }) => {
      const problems = await watchForProblems(page);
      await openAt(page, path, when);
      const slot = page.locator("header [data-open-status]");
      const expected = describeOpenStatus(
        openStatus(officeSchedule(officeConfig, officeDay(officeConfig)), when),
        common[locale].openStatus,
        locale,
      );
      await expect.poll(async () => plain(await slot.textContent())).toBe(plain(expected));
      expect(plain(await slot.textContent())).toMatch(pattern);
      await expect(slot).toBeVisible();
      expectNoProblems(problems);
    });
  }

  test("shows nothing without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/es");
      const slot = page.locator("[data-open-status]");
      await expect(slot).toHaveText("");
      expect((await slot.boundingBox())?.height ?? 0).toBe(0);
    }
    await context.close();
  });

  test("keeps its place from the first paint: filling it moves nothing", async ({ page }) => {
    for (const width of [390, 1024, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      // Without the site script the slot is empty but already reserved…
      await page.route("**/assets/site-*.js", (route) => route.abort());
      await page.goto("/es");
      const reserved = await page.getByRole("banner").boundingBox();
      expect(plain(await page.locator("[data-open-status]").textContent())).toBe("");
      // …and once the script has filled it, the header is just as tall.
      await page.unroute("**/assets/site-*.js");
      await page.goto("/es");
      await waitForSiteScript(page);
      await expect(page.locator("[data-open-status]")).not.toHaveText("");
      expect((await page.getByRole("banner").boundingBox())?.height, `${width} px`).toBe(
        reserved?.height,
      );
    }
  });
});

test.describe("holiday closures and special hours", () => {
  test.skip(!first, noHoliday);

  test("the notice shows in the days before, in both languages, and moves nothing", async ({
    page,
  }) => {
    const problems = await watchForProblems(page);
    const { showFrom } = noticeWindow(first!, officeConfig.specialHours.announceDaysBefore);
    // Noon in Miami on the first day of the announcement (the offset barely matters at noon).
    const when = new Date(`${showFrom}T17:00:00Z`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => {
      (window as unknown as { __shift: number }).__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          (window as unknown as { __shift: number }).__shift += (
            entry as unknown as { value: number }
          ).value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    for (const [path, locale] of [
      ["/", "en"],
      ["/es/NotaryPublic", "es"],
    ] as const) {
      await openAt(page, path, when);
      const notice = page.getByRole("complementary", { name: common[locale].specialHours.title });
      await expect(notice).toBeVisible();
      // The notice repeats the hours block's row, in the page's language.
      const row = page.locator(`footer [data-show-until="${first!.to}"]`);
      await expect(notice.getByRole("listitem").first()).toHaveText(
        (await row.textContent()) ?? "",
      );
      if (first!.note) await expect(notice).toContainText(first!.note[locale]);
      // Sticky at the bottom of the screen.
      const box = await notice.boundingBox();
      expect(Math.round(box!.y + box!.height)).toBe(844);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
      expect(await axeViolations(page), `axe at 390 px, ${path}`).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 900 });
      expect(await axeViolations(page), `axe at 1280 px, ${path}`).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
    }
    expectNoProblems(problems);
  });

  test("dismissed, it stays closed for the visit", async ({ page }) => {
    const { showFrom } = noticeWindow(first!, officeConfig.specialHours.announceDaysBefore);
    await openAt(page, "/es", new Date(`${showFrom}T17:00:00Z`));
    const notice = page.locator("[data-hours-notice]");
    await expect(notice).toBeVisible();
    await notice.getByRole("button", { name: common.es.dismiss }).click();
    await expect(notice).toBeHidden();
    await page.goto("/es/TaxServices");
    await waitForSiteScript(page);
    await expect(page.locator("[data-hours-notice]")).toBeHidden();
  });

  test("not yet announced, nor once over; the hours block drops past days", async ({ page }) => {
    const { showFrom } = noticeWindow(first!, officeConfig.specialHours.announceDaysBefore);
    const before = addDays(showFrom, -1);
    const announcedThen = upcoming.some(
      (e) => noticeWindow(e, officeConfig.specialHours.announceDaysBefore).showFrom <= before,
    );
    await openAt(page, "/", new Date(`${before}T17:00:00Z`));
    if (!announcedThen) await expect(page.locator("[data-hours-notice]")).toBeHidden();
    await expect(page.locator(`footer [data-show-until="${first!.to}"]`)).toBeVisible();

    const after = addDays(first!.to, 1);
    await openAt(page, "/", new Date(`${after}T17:00:00Z`));
    await expect(page.locator(`footer [data-show-until="${first!.to}"]`)).toBeHidden();
    expect(await page.locator("[data-hours-notice] ul").textContent()).not.toContain(
      plain(await page.locator(`footer [data-show-until="${first!.to}"]`).textContent()),
    );
  });

  test("without JavaScript the hours block lists them and no notice shows", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/es");
    await expect(page.locator("[data-hours-notice]")).toBeHidden();
    const rows = page.locator("footer [data-show-until]");
    await expect(rows).toHaveCount(upcoming.length);
    await expect(rows.first()).toBeVisible();
    await expect(page.locator("footer")).toContainText(common.es.specialHours.title);
    await context.close();
  });
});

test.describe("address, directions, WhatsApp and Save contact", () => {
  test("the strip, the footer and the service page's call to action, at 1280 px", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/es/ItinServices");
    const strip = page.locator("header").getByRole("link", { name: /^WhatsApp/ });
    await expect(strip).toBeVisible();
    await expect(strip).toHaveAttribute("target", "_blank");
    await expect(strip).toHaveAttribute("rel", "noopener noreferrer");
    const cta = page.locator("section[aria-labelledby=cta-title]");
    const chat = cta.getByRole("link", { name: /Escríbanos por WhatsApp/ });
    const message = new URL((await chat.getAttribute("href"))!).searchParams.get("text");
    expect(message).toBe("Hola, Sol Multiservices. Quisiera información sobre el ITIN.");

    const footer = page.locator("footer");
    await expect(footer.locator("address")).toContainText("1234 Example Avenue, Suite 100");
    await expect(footer.locator("address")).toContainText("Miami, FL 33101");
    const google = footer.getByRole("link", { name: /^Google Maps/ });
    expect(new URL((await google.getAttribute("href"))!).searchParams.get("destination")).toBe(
      "1234 Example Avenue, Suite 100, Miami, FL 33101",
    );
    await expect(footer.getByRole("link", { name: /^Apple Maps/ })).toHaveAttribute(
      "href",
      /^https:\/\/maps\.apple\.com\/\?daddr=1234\+Example/,
    );
    await expect(footer.getByRole("link", { name: "Guardar contacto" })).toHaveAttribute(
      "href",
      "/es/contact.vcf",
    );
  });

  test("the mobile menu and Home's closing block, at 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const cta = page.locator("section[aria-labelledby=cta-title]");
    await expect(cta.locator("address")).toContainText("1234 Example Avenue");
    await expect(cta.getByRole("link", { name: /^Google Maps/ })).toBeVisible();
    await expect(cta.getByRole("link", { name: /^Chat on WhatsApp/ })).toBeVisible();
    const menu = await popoverOf(page.getByRole("button", { name: /^Menu/ }));
    await page.getByRole("button", { name: /^Menu/ }).click();
    await expect(menu.locator("address")).toBeVisible();
    await expect(menu.getByRole("link", { name: /^WhatsApp/ })).toBeVisible();
    await expect(menu.getByRole("link", { name: /^Apple Maps/ })).toHaveAttribute(
      "target",
      "_blank",
    );
  });

  test("the vCard is served as text/vcard, per language", async ({ request }) => {
    for (const [path, note] of [
      ["/contact.vcf", "Monday to Friday: 9:30 AM – 3 PM"],
      ["/es/contact.vcf", "Lunes a viernes: 9:30 a. m. – 3 p. m."],
    ] as const) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^text\/vcard/);
      const card = await response.text();
      expect(card).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\n/);
      expect(card).toContain("FN:Sol Multiservices\r\n");
      expect(card.replace(/\r\n /g, "")).toContain(note);
    }
  });
});

test.describe("print", () => {
  for (const { path, present, absent } of [
    {
      path: "/ItinServices",
      present: [
        "ITIN applications",
        "Apply for a new ITIN",
        "(https://booking.example.com/sol-multiservices/itin-new)",
        "(305) 555-0142",
        "I AM NOT AN ATTORNEY LICENSED TO PRACTICE LAW",
        "NO SOY ABOGADO",
        "1234 Example Avenue, Suite 100",
        // An FAQ answer, printed open.
        "renew it before you file",
      ],
      absent: ["Skip to main content", "Get directions", "Save contact", "WhatsApp", "Menu"],
    },
    {
      path: "/es",
      present: [
        // A booking list, closed on screen, printed in full with its links.
        "Apostilla",
        "(https://booking.example.com/sol-multiservices/apostille)",
        "(305) 555-0142",
        "NO SOY ABOGADO AUTORIZADO",
      ],
      absent: ["Saltar al contenido", "Cómo llegar", "Guardar contacto", "Menú", "Español"],
    },
  ]) {
    test(`${path} prints cleanly`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      await waitForSiteScript(page);
      await page.emulateMedia({ media: "print" });
      const hidden = async (selector: string) => {
        for (const element of await page.locator(selector).all())
          await expect(element, selector).toBeHidden();
      };
      await hidden("header .print\\:hidden");
      await hidden("header nav");
      await hidden("button");
      await hidden("[data-whatsapp]");
      await hidden("[data-open-status]");
      const phone = page.locator('main a[href^="tel:"]').last();
      await expect(phone).toBeVisible();
      const booking = page.locator('main a[href^="https://booking."]').first();
      await expect(booking).toBeVisible();
      expect(await booking.evaluate((a) => getComputedStyle(a, "::after").content)).toContain(
        "https://booking.example.com/",
      );
      // Black on white, whatever the screen colours.
      expect(await page.locator("footer").evaluate((f) => getComputedStyle(f).color)).toBe(
        "rgb(0, 0, 0)",
      );

      const pdf = await page.pdf({ format: "Letter" });
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      expect(pdf.length).toBeGreaterThan(20_000);
      const text = pdfText(pdf);
      const compact = text.replace(/\s+/g, "");
      for (const words of present) expect(compact, words).toContain(words.replace(/\s+/g, ""));
      for (const words of absent) expect(text, words).not.toContain(words);
    });
  }
});
