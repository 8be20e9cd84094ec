import type { AccountingService, BlogPosting, BreadcrumbList, Notary } from "schema-dts";
import type { WithContext } from "schema-dts";
import { officeConfig } from "./config";
import { officeDay } from "./contact";
import { upcomingExceptions } from "./office-hours";
import { absoluteUrl, pagePath, type Locale, type PageId } from "./pages";

/** The office for Home, as a Notary and an AccountingService, with the closures not over `today`. */
export function officeData(
  locale: Locale,
  description: string,
  image: string,
  { config = officeConfig, today = officeDay(config) } = {},
): WithContext<Notary | AccountingService> {
  const { address, hours, social, geo, siteUrl } = config;
  const exceptions = upcomingExceptions(config.specialHours.exceptions, today);
  return {
    "@context": "https://schema.org",
    // A Notary (a LegalService), never a law firm, as its description says.
    "@type": ["Notary", "AccountingService"] as unknown as "Notary",
    "@id": `${siteUrl}/#office`,
    name: config.officeName,
    description,
    url: siteUrl + pagePath("Home", locale),
    image: siteUrl + image,
    logo: siteUrl + image,
    telephone: config.phoneE164,
    email: config.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    ...(geo && { geo: { "@type": "GeoCoordinates", ...geo } }),
    areaServed: { "@type": "State", name: "Florida" },
    knowsLanguage: ["en", "es"],
    paymentAccepted: config.paymentMethods.join(", "),
    openingHoursSpecification: hours.office.map(({ days, ...times }) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: [...days],
      ...times,
    })),
    ...(exceptions.length > 0 && {
      specialOpeningHoursSpecification: exceptions.map((exception) => ({
        "@type": "OpeningHoursSpecification",
        // A closed day opens and closes at 00:00, as search engines read it.
        ...(exception.hours ?? { opens: "00:00", closes: "00:00" }),
        validFrom: exception.from,
        validThrough: exception.to,
      })),
    }),
    ...(Object.keys(social).length > 0 && { sameAs: Object.values(social) }),
  };
}

/** Home › … › page, for every page but Home, each named by `name`. */
export const breadcrumbData = (
  trail: PageId[],
  locale: Locale,
  name: (page: PageId) => string,
): WithContext<BreadcrumbList> => ({
  "@context": "https://schema.org",
  "@type": "BreadcrumbList",
  itemListElement: trail.map((page, i) => ({
    "@type": "ListItem",
    position: i + 1,
    name: name(page),
    item: absoluteUrl(page, locale),
  })),
});

/** An article, for search engines, from its front matter in `locale`: headline, dates, picture. */
export function articleData(
  page: PageId,
  locale: Locale,
  text: { title: string; description: string; date: string; updated?: string; author: string },
  image: string,
): WithContext<BlogPosting> {
  const { siteUrl, officeName } = officeConfig;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: text.title,
    description: text.description,
    image: siteUrl + image,
    datePublished: text.date,
    dateModified: text.updated ?? text.date,
    inLanguage: locale,
    author: { "@type": "Organization", name: text.author, url: siteUrl },
    publisher: { "@type": "Organization", name: officeName, url: siteUrl },
    mainEntityOfPage: siteUrl + pagePath(page, locale),
  };
}
