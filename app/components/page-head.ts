import type { MetaDescriptor } from "react-router";
import { sharePicture } from "~/images/pictures";
import { officeConfig } from "~/site/config";
import { absoluteUrl, defaultLocale, isArticleId, locales } from "~/site/pages";
import type { Locale, ResolvedPath } from "~/site/pages";

const ogLocale: Record<Locale, string> = { en: "en_US", es: "es_US" };

/** Head tags of a page from its words and the route table: title, canonical, hreflang, cards. */
export function pageHead(
  { page, locale, known }: ResolvedPath,
  { title, description }: { title: string; description: string },
  picture = `share/${page}`,
): MetaDescriptor[] {
  const alternate = (hrefLang: string, locale: Locale) =>
    ({ tagName: "link", rel: "alternate", hrefLang, href: absoluteUrl(page, locale) }) as const;
  const canonical = absoluteUrl(page, locale);
  const image = sharePicture(picture);
  const imageUrl = officeConfig.siteUrl + image.src;
  return [
    { title },
    { name: "description", content: description },
    ...(known ? [] : [{ name: "robots", content: "noindex" }]),
    { tagName: "link", rel: "canonical", href: canonical },
    ...locales.map((l) => alternate(l, l)),
    alternate("x-default", defaultLocale),
    { property: "og:type", content: isArticleId(page) ? "article" : "website" },
    { property: "og:site_name", content: officeConfig.officeName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: ogLocale[locale] },
    ...locales
      .filter((l) => l !== locale)
      .map((l) => ({ property: "og:locale:alternate", content: ogLocale[l] })),
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
}
