// Checks the built pages without a browser, as the build lists them in
// build/host-site.json (each page, its language, the 404 pages): one h1, lang,
// unique titles and descriptions, self canonical and hreflang links, every
// internal link resolving (and staying in its language), every outbound link
// opening safely, then the Nu HTML Checker over every page. Exits non-zero on
// any problem.
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative, resolve, sep } from "node:path";

/** @import { HostSite } from "../app/build/host-files" */

const build = resolve(process.env.BUILD_DIR ?? "build");
const root = join(build, "client");
/** @type {string[]} */
const problems = [];
/**
 * @param {string} page
 * @param {string} message
 */
const fail = (page, message) => problems.push(`${page}: ${message}`);

/**
 * Every file under a folder, at any depth.
 * @param {string} dir
 * @returns {string[]}
 */
function walk(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

// What the build says it published: every page with its file, the 404 page of each
// language, and the languages with their URL prefixes (app/site/static-host.ts).
/** @type {HostSite} */
const host = JSON.parse(readFileSync(join(build, "host-site.json"), "utf8"));
const [defaultLocale] = host.locales.filter(({ prefix }) => prefix === "");
if (!defaultLocale) throw new Error("host-site.json names no language without a URL prefix");
/**
 * The language of a URL path: the one whose prefix it starts with, else the default.
 * @param {string} path
 */
const localeOf = (path) =>
  host.locales.find(
    ({ prefix }) => prefix !== "" && (path === prefix || path.startsWith(`${prefix}/`)),
  )?.locale ?? defaultLocale.locale;

/** @param {string} file an absolute path in the published folder */
const urlOf = (file) => `/${relative(root, file).split(sep).join("/")}`;
// The site editor (/admin) is not a public page: its own checks are in tests/e2e/cms.spec.ts.
const files = walk(root).filter((file) => !urlOf(file).startsWith(host.editor));
const htmlFiles = files.filter((f) => f.endsWith(".html"));
/**
 * Each HTML file as published: the URL it answers at and, for an alias, the
 * page it shows; a 404 page answers at no URL of its own.
 * @type {Map<string, { url: string; canonical: string | null; locale: string }>}
 */
const published = new Map();
for (const { path, file, canonical } of host.pages)
  published.set(file, { url: path, canonical: canonical ?? path, locale: localeOf(path) });
for (const { prefix, file } of host.notFound)
  published.set(file, { url: file, canonical: null, locale: localeOf(prefix || "/") });
for (const file of htmlFiles)
  if (!published.has(urlOf(file))) fail(urlOf(file), "an HTML file host-site.json does not list");
for (const file of published.keys())
  if (!htmlFiles.some((f) => urlOf(f) === file)) fail(file, "listed in host-site.json, not built");
// Links must name a page exactly as it is served: canonical casing, no trailing slash.
const pageUrls = new Set(host.pages.map(({ path }) => path));
const assetUrls = new Set(files.filter((f) => !f.endsWith(".html")).map(urlOf));
/** The hreflang links every page carries: each language, and the default for the rest. */
const hreflangs = [...host.locales.map(({ locale }) => locale), "x-default"];
/** Home in each language: where the office's LocalBusiness description lives. */
const homePaths = new Set(host.locales.map(({ prefix }) => prefix || "/"));

/** @type {Map<string, string>} */
const titles = new Map();
/** @type {Map<string, string>} */
const descriptions = new Map();
/**
 * @param {string} tag
 * @param {string} name
 */
const attr = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

for (const file of htmlFiles) {
  const page = published.get(urlOf(file));
  if (!page) continue;
  const { url, canonical } = page;
  const html = readFileSync(file, "utf8");
  // Aliases and 404 pages repeat a page: they are not counted as pages of their own.
  const isAliasOr404 = canonical !== url;

  const lang = html.match(/<html lang="([^"]+)"/)?.[1];
  if (lang !== page.locale) fail(url, `lang="${lang}", expected "${page.locale}"`);
  const h1s = html.match(/<h1[\s>]/g)?.length ?? 0;
  if (h1s !== 1) fail(url, `${h1s} h1 elements`);
  const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
  const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1];
  if (!title) fail(url, "no <title>");
  if (!description) fail(url, "no meta description");
  if (!isAliasOr404 && title && description) {
    if (titles.has(title)) fail(url, `title also used by ${titles.get(title)}`);
    if (descriptions.has(description))
      fail(url, `description also used by ${descriptions.get(description)}`);
    titles.set(title, url);
    descriptions.set(description, url);
  }
  const canonicalUrl = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
  if (!canonicalUrl?.startsWith("https://")) fail(url, "no absolute canonical");
  else if (canonical !== null && canonicalUrl !== host.siteUrl + canonical)
    fail(url, `canonical ${canonicalUrl}, expected ${host.siteUrl + canonical}`);
  for (const hreflang of hreflangs) {
    if (!html.includes(`rel="alternate" hrefLang="${hreflang}"`))
      fail(url, `no hreflang ${hreflang}`);
  }

  // Sharing cards: Open Graph and Twitter tags, with a self-hosted 1200×630 picture.
  for (const property of ["og:title", "og:description", "og:url", "og:image", "og:locale"]) {
    if (!html.includes(`<meta property="${property}" content="`)) fail(url, `no ${property}`);
  }
  if (!html.includes('<meta name="twitter:card" content="summary_large_image"/>'))
    fail(url, "no twitter:card");
  const ogImage = html.match(/<meta property="og:image" content="https:\/\/[^/"]+([^"]+)"/)?.[1];
  if (ogImage && !assetUrls.has(ogImage)) fail(url, `og:image not in the build: ${ogImage}`);
  if (
    !html.includes('<meta property="og:image:width" content="1200"/>') ||
    !html.includes('<meta property="og:image:height" content="630"/>')
  ) {
    fail(url, "og:image is not 1200×630");
  }
  // Structured data parses, and Home describes the office.
  const jsonLd = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((m) => m[1] ?? "");
  for (const block of jsonLd) {
    try {
      JSON.parse(block);
    } catch (error) {
      fail(url, `JSON-LD does not parse: ${/** @type {Error} */ (error).message}`);
    }
  }
  if (!isAliasOr404 && jsonLd.length === 0) fail(url, "no JSON-LD");
  if (homePaths.has(url) && !jsonLd.some((block) => block.includes('"ProfessionalService"')))
    fail(url, "no LocalBusiness JSON-LD");

  for (const [tag] of html.matchAll(/<a\s[^>]*>/g)) {
    const href = attr(tag, "href");
    if (href === undefined) {
      fail(url, `link without href: ${tag}`);
      continue;
    }
    if (/^https?:\/\//.test(href)) {
      if (attr(tag, "target") !== "_blank" || attr(tag, "rel") !== "noopener noreferrer") {
        fail(url, `outbound link without target/rel: ${tag}`);
      }
      continue;
    }
    if (/^(mailto:|tel:|#)/.test(href)) continue;
    const path = href.split(/[?#]/)[0] ?? href;
    if (assetUrls.has(path)) continue;
    if (!pageUrls.has(path)) {
      fail(url, `internal link does not resolve: ${href}`);
      continue;
    }
    const switcher = attr(tag, "hrefLang") !== undefined;
    if (!switcher && localeOf(path) !== page.locale)
      fail(url, `link leaves the page's language: ${href}`);
  }
  // One main picture loads at once with high priority; every other picture loads lazily.
  const images = [...html.matchAll(/<img\s[^>]*>/g)].map((m) => m[0]);
  const eager = images.filter((tag) => attr(tag, "fetchPriority") === "high");
  if (eager.length > 1) fail(url, `${eager.length} high-priority images`);
  for (const tag of images.filter((t) => !eager.includes(t))) {
    if (attr(tag, "loading") !== "lazy") fail(url, `image neither main nor lazy: ${tag}`);
  }
  for (const [tag] of html.matchAll(/<img\s[^>]*>/g)) {
    if (attr(tag, "alt") === undefined) fail(url, `image without alt: ${tag}`);
    if (!attr(tag, "width") || !attr(tag, "height"))
      fail(url, `image without width/height: ${tag}`);
    const src = attr(tag, "src");
    if (src && !assetUrls.has(src.split("?")[0] ?? src))
      fail(url, `image not in the build: ${src}`);
  }
}

// The Nu HTML Checker (vnu-jar) on every page; it runs on the installed Java.
const vnu = String(createRequire(import.meta.url)("vnu-jar"));
try {
  execFileSync("java", ["-jar", vnu, "--errors-only", "--format", "gnu", ...htmlFiles], {
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 64 * 1024 * 1024,
  });
} catch (caught) {
  const error = /** @type {Error & { stdout?: Buffer; stderr?: Buffer }} */ (caught);
  const output = `${error.stdout ?? ""}${error.stderr ?? ""}`.trim();
  for (const line of output.split("\n").filter(Boolean))
    problems.push(`vnu: ${line.replace(root, "")}`);
  if (!output) problems.push(`vnu failed to run: ${error.message}`);
}

if (problems.length > 0) {
  console.error(`check-build: ${problems.length} problem(s)\n${problems.join("\n")}`);
  process.exit(1);
}
console.log(
  `check-build: ${htmlFiles.length} pages OK (h1, lang, titles, descriptions, hreflang, links, images); Nu HTML Checker: 0 errors`,
);
