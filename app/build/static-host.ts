/**
 * What the static host needs beside the prerendered pages, written at `buildEnd`
 * (react-router.config.ts): files are moved and written, never a page edited.
 */
import {
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmdirSync,
  writeFileSync,
} from "node:fs";
import { dirname, extname, join, relative, sep } from "node:path";
import { cspHashesFile } from "../client/vite-plugin";
import { orderedPageIds } from "../content/pages";
import { canonicalPagePath } from "../site/canonical-path";
import { officeConfig, officeFile } from "../site/config";
import { isLocale, localePrefix } from "../site/locales";
import { aliasPaths, defaultLocale, locales, notFoundPath, pagePath } from "../site/pages";
import { absoluteUrl } from "../site/urls";
import { writeAdminFiles } from "./admin-files";
import {
  adminPath,
  specialContentTypes,
  speculationRules,
  speculationRulesPath,
  typesByExtension,
} from "./headers";
import { headersFile, pageFile, redirectsFile, type HostSite } from "./host-files";
import { contactCard, contactCardPath } from "./vcard";

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/** sitemap.xml: every page in every language, each with its hreflang alternates. */
export function sitemapXml(): string {
  const urls = orderedPageIds.flatMap((page) =>
    locales.map((locale) => {
      const alternates = [
        ...locales.map((l) => ({ lang: l as string, href: absoluteUrl(page, l) })),
        { lang: "x-default", href: absoluteUrl(page, defaultLocale) },
      ].map(
        (a) => `    <xhtml:link rel="alternate" hreflang="${a.lang}" href="${escapeXml(a.href)}"/>`,
      );
      const loc = `    <loc>${escapeXml(absoluteUrl(page, locale))}</loc>`;
      return ["  <url>", loc, ...alternates, "  </url>"].join("\n");
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

/** Every URL that answers with a page: the canonical ones, then the /Home aliases. */
const pageUrls = () => [
  ...orderedPageIds.flatMap((id) => locales.map((locale) => pagePath(id, locale))),
  ...aliasPaths.map((alias) => alias.path),
];

/**
 * The casings of each page path visitors are likely to type (all lower case, all capitals, first
 * letter capital, under each casing of the language prefix), with its canonical path. Hosts that
 * match redirect rules exactly (Cloudflare) send these with a 301; any other casing reaches the
 * 404 page, whose boot script replaces the URL with the canonical one (app/site/canonical-path.ts).
 */
function casingRedirects(urls: readonly string[]): HostSite["redirects"] {
  const title = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
  const casings = (word: string) => [word.toLowerCase(), word.toUpperCase(), title(word), word];
  const redirects = new Map<string, string>();
  for (const to of urls) {
    const segments = to.split("/").filter(Boolean);
    const prefixed = isLocale(segments[0]) && localePrefix(segments[0]) !== "";
    const prefixes = prefixed ? casings(segments.shift()!) : [""];
    const names = segments.length > 0 ? casings(segments[0]!) : [""];
    for (const prefix of prefixes)
      for (const name of names) {
        const from = (prefix ? `/${prefix}` : "") + (name ? `/${name}` : "") || "/";
        if (from !== to && !redirects.has(from) && canonicalPagePath(from, orderedPageIds) === to)
          redirects.set(from, to);
      }
  }
  return [...redirects].map(([from, to]) => ({ from, to }));
}

/**
 * The description of the built site every host file is generated from: `scriptHashes` are the
 * CSP hashes of the pages' inline scripts, `publishedFiles` the paths of the published files.
 */
export function hostSite(scriptHashes: string[], publishedFiles: readonly string[]): HostSite {
  const aliasOf = new Map(aliasPaths.map((alias) => [alias.path, alias]));
  return {
    siteUrl: officeConfig.siteUrl,
    scriptHashes,
    locales: locales.map((locale) => ({ locale, prefix: localePrefix(locale) })),
    pages: pageUrls().map((path) => {
      const alias = aliasOf.get(path);
      const canonical = alias && pagePath(alias.page, alias.locale);
      return { path, file: pageFile(path), ...(canonical && { canonical }) };
    }),
    // Most specific first: `/es/…` before the rest.
    notFound: [...locales]
      .reverse()
      .map((locale) => ({ prefix: localePrefix(locale), file: pageFile(notFoundPath(locale)) })),
    editor: adminPath,
    redirects: casingRedirects(pageUrls()),
    typedFiles: [
      ...Object.entries(specialContentTypes).map(([path, type]) => ({ path, type })),
      ...publishedFiles.flatMap((path) => {
        const type = typesByExtension[extname(path).toLowerCase()];
        return type ? [{ path, type }] : [];
      }),
    ],
  };
}

/**
 * Writes what hosts need into the client build folder: the pages moved to their published files,
 * the speculation rules, sitemap, robots.txt, vCards, the editor, `_headers` and `_redirects`; and
 * beside it the description of the site (`host-site.json`) that the build checks and tests read.
 */
export function writeStaticHostFiles(client: string) {
  for (const overlap of officeConfig.overlaps) console.warn(`${officeFile}: ${overlap}`);
  // Each prerendered page moves from `X/index.html` to `X.html`; emptied folders go.
  for (const url of [...pageUrls(), ...locales.map(notFoundPath)]) {
    if (url === "/") continue;
    const folder = join(client, url);
    renameSync(join(folder, "index.html"), join(client, pageFile(url)));
    if (readdirSync(folder).length === 0) rmdirSync(folder);
  }
  writeFileSync(join(client, speculationRulesPath), `${JSON.stringify(speculationRules)}\n`);
  writeFileSync(join(client, "sitemap.xml"), sitemapXml());
  writeFileSync(join(client, "robots.txt"), robotsTxt());
  for (const locale of locales) {
    const file = join(client, contactCardPath(locale));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, contactCard(locale));
  }
  writeAdminFiles(client);

  // The boot script's CSP hash, computed from its code by app/client/vite-plugin.ts.
  const hashes = JSON.parse(readFileSync(join(client, "..", cspHashesFile), "utf8")) as string[];
  const published = readdirSync(client, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map(
      (entry) => `/${relative(client, join(entry.parentPath, entry.name)).split(sep).join("/")}`,
    );
  const site = hostSite(hashes, published);
  writeFileSync(join(client, "_headers"), headersFile(site));
  writeFileSync(join(client, "_redirects"), redirectsFile(site));
  writeFileSync(join(client, "..", "host-site.json"), `${JSON.stringify(site, null, 2)}\n`);
}
