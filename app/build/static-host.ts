/**
 * Build-time only: what the static host needs beside the prerendered pages.
 * Called from `buildEnd` in react-router.config.ts; it moves and writes
 * files but never edits a page.
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
import {
  specialContentTypes,
  speculationRules,
  speculationRulesPath,
  typesByExtension,
} from "./headers";
import { writeAdminFiles } from "./admin-files";
import { adminPath } from "./headers";
import { headersFile, pageFile, redirectsFile, type HostSite } from "./host-files";
import { cspHashesFile } from "../client/vite-plugin";
import { canonicalPagePath } from "../site/canonical-path";
import { officeConfig, officeFile } from "../site/config";
import { isLocale, localePrefix } from "../site/locales";
import { orderedPageIds } from "../content/pages";
import { aliasPaths, locales, notFoundPath, pageIds, pagePath } from "../site/pages";
import { robotsTxt, sitemapXml } from "./sitemap";
import { contactCard, contactCardPath } from "./vcard";

/** Every file under a folder, at any depth. */
function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The CSP hashes of the pages' inline scripts: the boot script's, which the
 * build's site-script plugin computed from its code (app/client/vite-plugin.ts).
 */
export function inlineScriptHashes(client: string): string[] {
  return JSON.parse(readFileSync(join(client, "..", cspHashesFile), "utf8")) as string[];
}

/** Every URL that answers with a page: the canonical ones, then the /Home aliases. */
export function pageUrls(): string[] {
  return [
    ...orderedPageIds.flatMap((id) => locales.map((locale) => pagePath(id, locale))),
    ...aliasPaths.map((alias) => alias.path),
  ];
}

/**
 * Casings of a page path that visitors are likely to type, each with its
 * canonical path: all lower case, all capitals and only the first letter
 * capital, under each casing of the language prefix (`es`, `ES`, `Es`).
 * Hosts that match redirect rules exactly (Cloudflare) send these with a
 * 301; any other casing reaches the 404 page, whose boot script replaces
 * the URL with the canonical one (app/site/canonical-path.ts).
 */
export function casingRedirects(
  urls: readonly string[] = pageUrls(),
): { from: string; to: string }[] {
  const title = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
  const casings = (word: string) => [word.toLowerCase(), word.toUpperCase(), title(word), word];
  const redirects = new Map<string, string>();
  for (const to of urls) {
    const segments = to.split("/").slice(1).filter(Boolean);
    const prefixed =
      segments.length > 0 && isLocale(segments[0]) && localePrefix(segments[0]) !== "";
    const prefixes = prefixed ? casings(segments.shift()!) : [""];
    const names = segments.length > 0 ? casings(segments[0]!) : [""];
    for (const prefix of prefixes) {
      for (const name of names) {
        const from = (prefix ? `/${prefix}` : "") + (name ? `/${name}` : "") || "/";
        if (from !== to && !redirects.has(from) && canonicalPagePath(from, orderedPageIds) === to) {
          redirects.set(from, to);
        }
      }
    }
  }
  return [...redirects].map(([from, to]) => ({ from, to }));
}

/** The 404 page of each language prefix, most specific first (`/es/…` before the rest). */
export function notFoundPages(): HostSite["notFound"] {
  return [...locales]
    .reverse()
    .map((locale) => ({ prefix: localePrefix(locale), file: pageFile(notFoundPath(locale)) }));
}

/**
 * The description of the built site every host config is generated from:
 * `scriptHashes` are the CSP hashes of the pages' inline scripts and
 * `publishedFiles` the URL paths of the files in the published folder.
 */
export function hostSite(scriptHashes: string[], publishedFiles: readonly string[]): HostSite {
  const typed = publishedFiles.flatMap((path) => {
    const type = typesByExtension[extname(path).toLowerCase()];
    return type ? [{ path, type }] : [];
  });
  const aliasOf = new Map(aliasPaths.map((alias) => [alias.path, alias]));
  return {
    siteUrl: officeConfig.siteUrl,
    scriptHashes,
    locales: locales.map((locale) => ({ locale, prefix: localePrefix(locale) })),
    pages: pageUrls().map((path) => {
      const alias = aliasOf.get(path);
      return {
        path,
        file: pageFile(path),
        ...(alias && { canonical: pagePath(alias.page, alias.locale) }),
      };
    }),
    notFound: notFoundPages(),
    editor: adminPath,
    redirects: casingRedirects(),
    typedFiles: [
      ...Object.entries(specialContentTypes).map(([path, type]) => ({ path, type })),
      ...typed,
    ],
  };
}

/**
 * Moves each prerendered page from `X/index.html` to `X.html` (the home page
 * stays `index.html`) and removes the folders left empty.
 */
function flattenPages(client: string, urls: readonly string[]) {
  for (const url of [...urls, ...locales.map(notFoundPath)]) {
    if (url === "/") continue;
    const folder = join(client, url);
    renameSync(join(folder, "index.html"), join(client, pageFile(url)));
    if (readdirSync(folder).length === 0) rmdirSync(folder);
  }
}

/** The office's vCard in each language, for the footer's "Save contact" link. */
export function writeContactCards(client: string) {
  for (const locale of locales) {
    const file = join(client, contactCardPath(locale));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, contactCard(locale));
  }
}

/**
 * Writes what hosts need into the client build folder (`build/client`): the
 * pages moved to their published files, sitemap, robots.txt, vCards,
 * `_headers` and `_redirects`; and beside it the description of the site
 * (`host-site.json`) that the build checks and tests read.
 */
export function writeStaticHostFiles(client: string) {
  for (const overlap of officeConfig.overlaps) console.warn(`${officeFile}: ${overlap}`);
  flattenPages(client, pageUrls());
  writeFileSync(join(client, speculationRulesPath), `${JSON.stringify(speculationRules)}\n`);
  writeFileSync(join(client, "sitemap.xml"), sitemapXml());
  writeFileSync(join(client, "robots.txt"), robotsTxt());
  writeContactCards(client);
  writeAdminFiles(client);

  const hashes = inlineScriptHashes(client);
  const published = files(client).map((file) => `/${relative(client, file).split(sep).join("/")}`);
  const site = hostSite(hashes, published);
  writeFileSync(join(client, "_headers"), headersFile(site));
  writeFileSync(join(client, "_redirects"), redirectsFile(site));
  // Beside (not inside) the folder that is published.
  writeFileSync(join(client, "..", "host-site.json"), `${JSON.stringify(site, null, 2)}\n`);
}
