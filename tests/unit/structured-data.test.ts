import { expect, it } from "vitest";
import { officeConfig } from "~/site/config";
import { officeDay } from "~/site/contact";
import { pagePath } from "~/site/pages";
import { articleData, breadcrumbData, officeData } from "~/site/structured-data";
import { alternateConfig } from "../fixtures/alternate-config";

const site = officeConfig.siteUrl;
/** Opening hours as schema.org has them: times, on days or between dates. */
const hours = (fields: object) => ({ "@type": "OpeningHoursSpecification", ...fields });

it("describes the office as a Notary and an AccountingService with the config's facts and hours", () => {
  const image = "/assets/images/share/home.png";
  const data = officeData("es", "Oficina", image, { config: alternateConfig, today: "2031-01-01" });
  expect(data).toMatchObject({
    "@type": ["Notary", "AccountingService"],
    "@id": "https://lunaortiz-docs.com/#office",
    name: "Luna & Ortiz Document Services",
    description: "Oficina",
    telephone: "+18504327781",
    email: "hola@lunaortiz-docs.com",
    url: "https://lunaortiz-docs.com/es",
    image: "https://lunaortiz-docs.com/assets/images/share/home.png",
    address: {
      "@type": "PostalAddress",
      streetAddress: "27 Harbor Light Way, Unit 3B",
      addressLocality: "Pensacola",
      addressRegion: "FL",
      postalCode: "32502",
      addressCountry: "US",
    },
    paymentAccepted: "Visa, Discover, Cash, Money order",
    areaServed: { "@type": "State", name: "Florida" },
    knowsLanguage: ["en", "es"],
    sameAs: Object.values(alternateConfig.social),
    openingHoursSpecification: alternateConfig.hours.office.map(({ days, opens, closes }) =>
      hours({ dayOfWeek: days, opens, closes }),
    ),
  });
  // No map pin in that config: no coordinates at all.
  expect(data).not.toHaveProperty("geo");
});

it("adds the map pin and the holiday closures and special hours still ahead", () => {
  const config = { ...alternateConfig, geo: { latitude: 30.4113, longitude: -87.2169 } };
  const data = officeData("en", "Office", "/x.png", { config, today: "2031-12-24" });
  expect(data).toMatchObject({
    geo: { "@type": "GeoCoordinates", latitude: 30.4113, longitude: -87.2169 },
  });
  expect(data).toHaveProperty("specialOpeningHoursSpecification", [
    hours({ opens: "08:00", closes: "13:00", validFrom: "2031-12-24", validThrough: "2031-12-24" }),
    hours({ opens: "00:00", closes: "00:00", validFrom: "2031-12-25", validThrough: "2031-12-27" }), // closed all day
  ]);
  const later = officeData("en", "Office", "/x.png", { config, today: "2032-01-01" });
  expect(later).not.toHaveProperty("specialOpeningHoursSpecification");
});

it("describes the office of the config, as of the day of the build, by default", () => {
  const today = officeDay(officeConfig);
  expect(officeData("en", "Office", "/x.png")).toEqual(
    officeData("en", "Office", "/x.png", { config: officeConfig, today }),
  );
});

it("lists breadcrumbs with positions and absolute URLs", () => {
  const names: Record<string, string> = { Home: "Inicio", Blog: "Blog" };
  expect(breadcrumbData(["Home", "Blog"], "es", (page) => names[page]!).itemListElement).toEqual([
    { "@type": "ListItem", position: 1, name: "Inicio", item: `${site}/es` },
    { "@type": "ListItem", position: 2, name: "Blog", item: `${site}/es/Blog` },
  ]);
});

// An article's words as its front matter gives them (the owner's articles may be none).
const id = "BlogPost7";
const text = {
  title: "Sales tax for a new business",
  description: "Who collects Florida sales tax, and when a new business registers.",
  date: "2026-12-01",
  author: "The office",
};

it("describes an article as a BlogPosting with its dates, language and picture", () => {
  expect(articleData(id, "es", text, "/p.png")).toMatchObject({
    "@type": "BlogPosting",
    headline: text.title,
    description: text.description,
    datePublished: text.date,
    // Not updated since: its date; updated after it, that day.
    dateModified: text.date,
    inLanguage: "es",
    image: `${site}/p.png`,
    author: { "@type": "Organization", name: text.author },
    publisher: { "@type": "Organization", name: officeConfig.officeName, url: site },
    mainEntityOfPage: site + pagePath(id, "es"),
  });
  const updated = articleData(id, "en", { ...text, updated: "2099-12-31" }, "/p.png");
  expect(updated).toMatchObject({ datePublished: text.date, dateModified: "2099-12-31" });
});
