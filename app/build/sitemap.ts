import { officeConfig } from "../site/config";
import { orderedPageIds } from "../content/pages";
import { defaultLocale, locales } from "../site/pages";
import { absoluteUrl } from "../site/urls";

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/** sitemap.xml: every page in every language, each with its hreflang alternates. */
export function sitemapXml(): string {
  const urls = orderedPageIds.flatMap((page) =>
    locales.map((locale) => {
      const alternates = [
        ...locales.map((l) => ({ lang: l as string, href: absoluteUrl(page, l) })),
        { lang: "x-default", href: absoluteUrl(page, defaultLocale) },
      ]
        .map(
          (a) =>
            `    <xhtml:link rel="alternate" hreflang="${a.lang}" href="${escapeXml(a.href)}"/>`,
        )
        .join("\n");
      return `  <url>\n    <loc>${escapeXml(absoluteUrl(page, locale))}</loc>\n${alternates}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
}

/** robots.txt: everything may be crawled; points to the sitemap. */
export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${officeConfig.siteUrl}/sitemap.xml\n`;
}
