import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { BookingDropdown } from "~/components/BookingDropdown";
import { ServiceCard } from "~/components/ServiceCard";
import { common } from "~/content/shared";
import { officeConfig, type SiteConfig } from "~/site/config";
import { configProblems } from "~/site/config-schema";
import { formatPrice } from "~/site/format";
import { launchProblems } from "~/site/preflight";
import { alternateConfig } from "../fixtures/alternate-config";

// Prices are optional, per service, in the config (`prices`): shown as
// "From $X" where set, nowhere else, and checked by the build and preflight.

function render(path: string, element: ReactElement) {
  return renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [path] }, element));
}

const config = officeConfig as unknown as { prices: SiteConfig["prices"] };
const shipped = config.prices;
afterEach(() => {
  config.prices = shipped;
});

const card = createElement(ServiceCard, {
  title: "Card",
  description: "Words",
  booking: "idCertification",
});
const list = createElement(BookingDropdown, {
  label: "Book",
  context: "Card",
  options: [
    { title: "One", booking: "apostille" },
    { title: "Two", booking: "notary" },
  ],
});
const priceLabel = (locale: "en" | "es", dollars: number) =>
  common[locale].priceFrom.replace("{price}", formatPrice(dollars));

describe("prices", () => {
  it("show on a card and in a booking list where the config sets them, in the page's language", () => {
    config.prices = {
      idCertification: { from: 25, confirmed: true },
      apostille: { from: 1200, confirmed: true },
    };
    for (const [path, locale] of [
      ["/NotaryPublic", "en"],
      ["/es/NotaryPublic", "es"],
    ] as const) {
      expect(render(path, card)).toContain(priceLabel(locale, 25));
      const html = render(path, list);
      expect(html).toContain(priceLabel(locale, 1200));
      expect(html.match(/data-price=/g)).toHaveLength(1);
    }
    expect(formatPrice(1200)).toBe("$1,200");
  });

  it("show nowhere while none is set", () => {
    config.prices = {};
    for (const html of [render("/", card), render("/", list)]) {
      expect(html).not.toContain("data-price");
      expect(html).not.toContain(priceLabel("en", 0).replace("$0", ""));
    }
  });

  it("are checked by the build: a known service and a whole number of dollars", () => {
    const withPrices = (prices: unknown) => configProblems({ ...alternateConfig, prices });
    expect(withPrices({ apostille: { from: 95, confirmed: false } })).toEqual([]);
    expect(withPrices({ apostile: { from: 95, confirmed: true } }).join()).toMatch(/^prices/);
    expect(withPrices({ apostille: { from: "95", confirmed: true } }).join()).toContain(
      "prices.apostille.from",
    );
    expect(withPrices({ apostille: { from: 9.5, confirmed: true } }).join()).toContain(
      "prices.apostille.from",
    );
  });

  it("are listed by the launch check until the owner confirms them", () => {
    const facts = (prices: SiteConfig["prices"]) => ({
      config: { ...structuredClone(alternateConfig), prices },
      notices: {
        immigrationServices: { verified: true },
        notaryHaitianCreole: { verified: true, text: "" },
      },
      today: new Date("2026-11-22T12:00:00Z"),
    });
    expect(launchProblems(facts({ apostille: { from: 95, confirmed: true } }))).toEqual([]);
    const problems = launchProblems(facts({ apostille: { from: 95, confirmed: false } }));
    expect(problems.map((p) => p.field)).toEqual(["prices.apostille"]);
    expect(problems[0]!.problem).toContain("$95");
  });
});
