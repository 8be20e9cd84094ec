import type { MetaDescriptor } from "react-router";
import type { PageMetaText, Section } from "~/content/i18n";
import { officeConfig } from "./config";
import { defaultLocale, locales, pagePath, resolvePath, type Locale, type PageId } from "./pages";

/** The absolute URL of a page in a language, from the configured site origin. */
export function absoluteUrl(page: PageId, locale: Locale): string {
  const path = pagePath(page, locale);
  return officeConfig.siteUrl + (path === "/" ? "/" : path);
}

const ogLocale: Record<Locale, string> = { en: "en_US", es: "es_US" };

/**
 * Head tags of a page: title, description, canonical, hreflang alternates and
 * sharing cards, all from the page's content section and the route table.
 */
export function pageHead(page: PageId, section: Section<{ meta: PageMetaText }>) {
  return ({ location }: { location: { pathname: string } }): MetaDescriptor[] => {
    const { locale, known } = resolvePath(location.pathname);
    const { title, description } = section[locale].meta;
    const canonical = absoluteUrl(page, locale);
    return [
      { title },
      { name: "description", content: description },
      ...(known ? [] : [{ name: "robots", content: "noindex" }]),
      { tagName: "link", rel: "canonical", href: canonical },
      ...locales.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: l, href: absoluteUrl(page, l) })),
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(page, defaultLocale) },
      { property: "og:type", content: page.startsWith("BlogPost") ? "article" : "website" },
      { property: "og:site_name", content: officeConfig.officeName },
      { property: "og:title", content: title },
      { property: "og:description", content: description },
      { property: "og:url", content: canonical },
      { property: "og:locale", content: ogLocale[locale] },
      ...locales
        .filter((l) => l !== locale)
        .map((l) => ({ property: "og:locale:alternate", content: ogLocale[l] })),
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: title },
      { name: "twitter:description", content: description },
    ];
  };
}
