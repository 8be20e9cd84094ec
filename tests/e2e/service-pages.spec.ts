import { expect, test, type Page } from "@playwright/test";
import { businessEn } from "../../app/content/business/en";
import { notaryEn } from "../../app/content/notary/en";
import { immigrationEn } from "../../app/content/immigration/en";
import { taxEn } from "../../app/content/tax/en";
import { translationsEn } from "../../app/content/translations/en";
import { truckEn } from "../../app/content/truck/en";
import type { BookingKey } from "../../app/site/config";
import { formatIsoDay } from "../../app/site/format";
import { bookingUrls, literal, officeConfig } from "./office";
import { allPages, popoverOf } from "./support";

const { taxYear, filingDeadline, extendedDeadline } = officeConfig.taxSeason;
/** A page's hero figures, from its words (the office's own figures come from the config). */
const figures = (text: { hero: { stats: readonly { value: string }[] } }) =>
  text.hero.stats.map((stat) => stat.value);

test.use({ viewport: { width: 1280, height: 900 } });

interface ServicePage {
  path: string;
  /** Hero figures, in order, as English shows them: the content's, with the config's claims. */
  stats?: string[];
  /** Feature counts of each `#services` card, in order. */
  features: number[];
  /** Other sections and how many cards, points or steps each holds. */
  counts?: Record<string, { selector: string; count: number }>;
  /** Booking pages the page must link to. */
  bookings: BookingKey[];
  notaryNotice?: boolean;
  immigrationNotice?: boolean;
  text?: (string | RegExp)[];
}

const pages: ServicePage[] = [
  {
    path: "/NotaryPublic",
    stats: figures(notaryEn),
    features: [4, 4, 4, 4],
    counts: {
      requirements: { selector: "#requirements article", count: 3 },
      "requirement items": { selector: "#requirements article > ul > li", count: 12 },
      "mobile notary points": { selector: "#mobile-notary li", count: 3 },
    },
    bookings: ["notary", "apostille", "idCertification", "loanSigning"],
    notaryNotice: true,
  },
  {
    path: "/TaxServices",
    stats: figures(taxEn),
    features: [4, 4, 3, 4, 4, 4],
    counts: { tips: { selector: "#tips li", count: 4 } },
    bookings: ["taxPersonal", "taxBusiness"],
    // The tax year and deadlines come from `taxSeason` in the config.
    text: [
      new RegExp(literal(`tax year ${taxYear}: ${formatIsoDay(filingDeadline, "en")}`)),
      /Form 4868/,
      new RegExp(literal(formatIsoDay(extendedDeadline, "en"))),
    ],
  },
  {
    path: "/ItinServices",
    features: [4, 3, 4, 4],
    counts: {
      steps: { selector: "#process ol > li", count: 4 },
      faq: { selector: "#faq details", count: 4 },
    },
    bookings: ["itinNew", "itinRenewal"],
    text: [
      /6( to |-)10 weeks/,
      /12 weeks/,
      /70.{1,10}87/,
      /three consecutive years/,
      /acceptance agent/i,
    ],
  },
  {
    path: "/Immigration",
    features: [5, 5, 5, 5, 4, 5, 5, 5, 5],
    counts: { steps: { selector: "#process ol > li", count: 4 } },
    bookings: [
      "immigrationGeneral",
      "familyPetition",
      "adjustmentOfStatus",
      "cubanAdjustment",
      "asylum",
      "citizenship",
      "workPermit",
      "visas",
      "cardReplacement",
      "tps",
      "certificateOfCitizenship",
    ],
    immigrationNotice: true,
  },
  {
    path: "/Translations",
    stats: figures(translationsEn),
    features: [4, 4, 4, 4, 4, 4, 4, 4],
    counts: {
      languages: { selector: "#languages li", count: 21 },
      quality: { selector: "#quality li", count: 4 },
    },
    bookings: ["translationQuote"],
  },
  {
    path: "/BusinessSetup",
    stats: figures(businessEn),
    features: [4, 4, 4, 4],
    counts: {
      entities: { selector: "#entities article", count: 3 },
      benefits: { selector: "#entities article > ul > li", count: 12 },
      steps: { selector: "#process ol > li", count: 4 },
      reasons: { selector: "#why li", count: 4 },
    },
    bookings: ["businessRegistration", "ein", "licenses", "registeredAgent"],
  },
  {
    path: "/MarriagesDivorces",
    features: [4, 4, 4, 4],
    counts: { steps: { selector: "#process ol > li", count: 4 } },
    bookings: ["officiant", "divorce", "nameChange", "prenup"],
    notaryNotice: true,
  },
  {
    path: "/TruckServices",
    features: [4, 4, 4, 4, 4, 4],
    counts: { reasons: { selector: "#why li", count: 4 } },
    bookings: ["ifta", "ucr", "dot", "permits", "hvut", "drugTesting"],
    text: ["55,000 lbs or more"],
  },
  {
    path: "/AdditionalServices",
    features: [9, 7, 3],
    bookings: ["apostille"],
    text: ["Argentina"],
  },
];

const bookingHrefs = (page: Page) =>
  page
    .locator("main a[href^='https://']")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));

for (const spec of pages) {
  for (const locale of ["en", "es"] as const) {
    const path = locale === "es" ? `/es${spec.path}` : spec.path;
    test(`${path}: cards, features, figures and bookings`, async ({ page }) => {
      await page.goto(path);
      const cards = page.locator("#services article");
      await expect(cards).toHaveCount(spec.features.length);
      const features = await cards.evaluateAll((articles) =>
        articles.map((a) => a.querySelectorAll(":scope > ul > li").length),
      );
      expect(features).toEqual(spec.features);
      for (const [name, { selector, count }] of Object.entries(spec.counts ?? {})) {
        await expect(page.locator(selector), name).toHaveCount(count);
      }
      if (spec.stats) {
        const values = await page.locator("main dl").first().locator("dd").allInnerTexts();
        // The figures must match exactly; Spanish may write "24 h" and "3-5 días" around them.
        const figure = (text: string) => text.match(/[$\d][\d,.+%-]*/)?.[0] ?? "(words)";
        expect(values.map(figure)).toEqual(spec.stats.map(figure));
      }
      const hrefs = await bookingHrefs(page);
      for (const key of spec.bookings) expect(hrefs, key).toContain(officeConfig.booking[key]);
      // textContent, so closed FAQ answers count too.
      const main = (await page.locator("main").textContent()) ?? "";
      if (locale === "en") for (const text of spec.text ?? []) expect(main).toMatch(text);
      if (spec.notaryNotice) {
        expect(main).toContain(
          "I AM NOT AN ATTORNEY LICENSED TO PRACTICE LAW IN THE STATE OF FLORIDA",
        );
        expect(main).toContain("NO SOY ABOGADO");
      }
      if (spec.immigrationNotice) {
        // s. 501.1391, F.S.: the statement in English and Spanish, then what it means here.
        expect(main).toContain("I AM NOT ACCREDITED TO REPRESENT YOU IN IMMIGRATION MATTERS");
        expect(main).toContain("NO ESTOY ACREDITADO PARA REPRESENTARLO EN ASUNTOS DE INMIGRACIÓN");
        expect(main).toContain("not a law firm");
        expect(main).toContain("no es un bufete de abogados");
      }
      if (locale === "es") {
        expect(await page.locator("body").innerText()).not.toMatch(/\bnotari[oa]s?\b/i);
        await expect(page.locator("html")).toHaveAttribute("lang", "es");
      }
    });
  }
}

test("Immigration: adjustment of status offers general and Cuban Adjustment Act bookings", async ({
  page,
}) => {
  await page.goto("/Immigration");
  const card = page.locator("#services article", {
    hasText: immigrationEn.services.adjustment.title,
  });
  await card.getByRole("button").click();
  const items = (await popoverOf(card.getByRole("button"))).getByRole("link");
  await expect(items).toHaveCount(2);
  expect(await items.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
    officeConfig.booking.adjustmentOfStatus,
    officeConfig.booking.cubanAdjustment,
  ]);
  await expect(items.nth(1)).toContainText(immigrationEn.services.adjustment.options.cuban);
});

test("Translations: every card shows 15+ languages, its turnaround and a quote button", async ({
  page,
}) => {
  await page.goto("/Translations");
  const s = translationsEn.services;
  const turnarounds = [
    s.legal,
    s.immigration,
    s.academic,
    s.business,
    s.medical,
    s.personal,
    s.general,
    s.localization,
  ].map((kind) => kind.turnaround);
  const cards = page.locator("#services article");
  for (const [i, turnaround] of turnarounds.entries()) {
    const card = cards.nth(i);
    await expect(card).toContainText(s.languagesValue);
    await expect(card).toContainText(turnaround);
    await expect(card.getByRole("link", { name: new RegExp(literal(s.quote)) })).toHaveAttribute(
      "href",
      officeConfig.booking.translationQuote,
    );
  }
  const languages = await page.locator("#languages li").allInnerTexts();
  expect(languages.map((l) => l.trim())).toEqual(translationsEn.languages.items);
});

test("Trucking: six cards each with a request-service button", async ({ page }) => {
  await page.goto("/TruckServices");
  await expect(
    page
      .locator("#services article")
      .getByRole("link", { name: new RegExp(literal(truckEn.services.bookingLabel)) }),
  ).toHaveCount(6);
});

test("every booking page of the config is linked from the site", async ({ request }) => {
  const linked = new Set<string>();
  for (const { path } of allPages) {
    const html = await (await request.get(path)).text();
    for (const [, href] of html.matchAll(/<a [^>]*href="(https:\/\/[^"]+)"/g))
      linked.add(href!.replace(/&amp;/g, "&"));
  }
  const missing = Object.entries(officeConfig.booking).filter(([, url]) => !linked.has(url));
  expect(missing).toEqual([]);
  expect(bookingUrls.size).toBeGreaterThan(0);
});
