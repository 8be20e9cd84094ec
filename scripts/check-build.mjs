// `npm run check:build`: checks every built page without a browser, as build/host-site.json lists
// them (each page, its language, the 404 pages), its size budget, then the Nu HTML Checker.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative, resolve, sep } from "node:path";
import { gzipSync } from "node:zlib";
/** @import { HostSite } from "../app/build/host-files" */

const build = resolve(process.env.BUILD_DIR ?? "build");
const root = join(build, "client");
const problems = /** @type {string[]} */ ([]);
const fail = (/** @type {string} */ page, /** @type {string} */ message) =>
  problems.push(`${page}: ${message}`);

/** @type {HostSite} What the build published: pages, 404 pages, languages and URL prefixes. */
const host = JSON.parse(readFileSync(join(build, "host-site.json"), "utf8"));
const defaultLocale = host.locales.find(({ prefix }) => prefix === "")?.locale;
if (!defaultLocale) throw new Error("host-site.json names no language without a URL prefix");
/** The language of a URL path: the one whose prefix it starts with, else the default. */
const localeOf = (/** @type {string} */ path) =>
  host.locales.find(({ prefix }) => prefix && (path === prefix || path.startsWith(`${prefix}/`)))
    ?.locale ?? defaultLocale;
const urlOf = (/** @type {string} */ file) => `/${relative(root, file).split(sep).join("/")}`;
// The site editor (/admin) is not a public page: its own checks are in tests/e2e/cms.spec.ts.
const files = readdirSync(root, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name))
  .filter((file) => !urlOf(file).startsWith(host.editor));
const htmlFiles = files.filter((f) => f.endsWith(".html"));
/** Each HTML file as published: its URL (a 404 page has none of its own) and the page it shows.
 * @type {Map<string, { url: string; canonical: string | null; locale: string }>} */
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
const hreflangs = [...host.locales.map(({ locale }) => locale), "x-default"];
// Home in each language: where the office's LocalBusiness description lives.
const homePaths = new Set(host.locales.map(({ prefix }) => prefix || "/"));
/** @param {string} tag @param {string} name */
const attr = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
/** @param {RegExp} pattern @param {string} text */
const captures = (pattern, text) => [...text.matchAll(pattern)].map((m) => m[1] ?? "");
/** Budgets in bytes after gzip, per page. */
const budgets = {
  js: 5_000, // the boot script and the site script
  css: 12_000,
  // The layout every page carries around its <main> (header, menu, footer, notices): about 8 KB.
  layout: 10_000,
  // A whole page over this with its owner's sections (a 404 page holds Home's) is named, not failed.
  html: 18_000,
};
const gzipSize = (/** @type {string | Buffer} */ data) => gzipSync(data, { level: 9 }).length;
const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** @type {({ url: string } & Record<keyof typeof budgets, number>)[]} */
const sizes = [];
/** The scripts some page loads: any other published one is weight for nothing. */
const loadedScripts = new Set();
/** @type {string[]} */ const heavy = [];

for (const file of htmlFiles) {
  const page = published.get(urlOf(file));
  if (!page) continue;
  const { url, canonical } = page;
  const html = readFileSync(file, "utf8");
  const expect = (/** @type {unknown} */ ok, /** @type {string} */ message) =>
    ok || fail(url, message);
  // Aliases and 404 pages repeat a page: they are not counted as pages of their own.
  const isAliasOr404 = canonical !== url;
  const lang = html.match(/<html lang="([^"]+)"/)?.[1];
  expect(lang === page.locale, `lang="${lang}", expected "${page.locale}"`);
  const h1s = html.match(/<h1[\s>]/g)?.length ?? 0;
  expect(h1s === 1, `${h1s} h1 elements`);
  const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
  const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1];
  expect(title, "no <title>");
  expect(description, "no meta description");
  // Two pages with one title or description are the owner's to fix: npm run preflight lists them.
  const canonicalUrl = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
  if (!canonicalUrl?.startsWith("https://")) fail(url, "no absolute canonical");
  else if (canonical !== null && canonicalUrl !== host.siteUrl + canonical)
    fail(url, `canonical ${canonicalUrl}, expected ${host.siteUrl + canonical}`);
  for (const hreflang of hreflangs)
    expect(html.includes(`rel="alternate" hrefLang="${hreflang}"`), `no hreflang ${hreflang}`);
  // Sharing cards: Open Graph and Twitter tags, with a self-hosted 1200×630 picture.
  for (const property of ["og:title", "og:description", "og:url", "og:image", "og:locale"])
    expect(html.includes(`<meta property="${property}" content="`), `no ${property}`);
  const twitterCard = '<meta name="twitter:card" content="summary_large_image"/>';
  expect(html.includes(twitterCard), "no twitter:card");
  const ogImage = html.match(/<meta property="og:image" content="https:\/\/[^/"]+([^"]+)"/)?.[1];
  expect(!ogImage || assetUrls.has(ogImage), `og:image not in the build: ${ogImage}`);
  const ogSize = ['og:image:width" content="1200"', 'og:image:height" content="630"'];
  const sized = ogSize.every((meta) => html.includes(`<meta property="${meta}/>`));
  expect(sized, "og:image is not 1200×630");
  const jsonLd = captures(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g, html);
  for (const block of jsonLd) {
    try {
      JSON.parse(block);
    } catch (error) {
      fail(url, `JSON-LD does not parse: ${/** @type {Error} */ (error).message}`);
    }
  }
  expect(isAliasOr404 || jsonLd.length > 0, "no JSON-LD");
  const describesOffice = jsonLd.some((block) => block.includes('"Notary","AccountingService"'));
  expect(!homePaths.has(url) || describesOffice, "no LocalBusiness JSON-LD");
  for (const [tag] of html.matchAll(/<a\s[^>]*>/g)) {
    const href = attr(tag, "href");
    const path = href?.split(/[?#]/)[0] ?? "";
    if (href === undefined) fail(url, `link without href: ${tag}`);
    else if (/^https?:\/\//.test(href)) {
      const safe = attr(tag, "target") === "_blank" && attr(tag, "rel") === "noopener noreferrer";
      expect(safe, `outbound link without target/rel: ${tag}`);
    } else if (/^(mailto:|tel:|#)/.test(href) || assetUrls.has(path)) continue;
    else if (!pageUrls.has(path)) fail(url, `internal link does not resolve: ${href}`);
    else if (attr(tag, "hrefLang") === undefined && localeOf(path) !== page.locale)
      fail(url, `link leaves the page's language: ${href}`);
  }
  // One main picture loads at once with high priority; every other picture loads lazily.
  const images = [...html.matchAll(/<img\s[^>]*>/g)].map((m) => m[0]);
  const eager = images.filter((tag) => attr(tag, "fetchPriority") === "high");
  expect(eager.length <= 1, `${eager.length} high-priority images`);
  for (const tag of images) {
    const lazy = eager.includes(tag) || attr(tag, "loading") === "lazy";
    expect(lazy, `image neither main nor lazy: ${tag}`);
    expect(attr(tag, "alt") !== undefined, `image without alt: ${tag}`);
    expect(attr(tag, "width") && attr(tag, "height"), `image without width/height: ${tag}`);
    const src = attr(tag, "src");
    expect(!src || assetUrls.has(src.split("?")[0] ?? src), `image not in the build: ${src}`);
  }
  // Size budget, each file gzip-compressed: the JavaScript the page loads (inline scripts, script
  // files, module preloads, and those an inline one loads: the boot script loads the site script),
  // its CSS and its HTML.
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
  const inline = scripts
    .filter(([, attrs = "", body]) => body && !/\ssrc=|application\/(ld\+)?json/.test(attrs))
    .map(([, , body = ""]) => body);
  const sources = new Set([
    ...scripts.flatMap(([, attrs = ""]) => captures(/\ssrc="([^"]+)"/g, attrs)),
    ...captures(/<link rel="modulepreload" href="([^"]+)"/g, html),
    ...inline.flatMap((body) => captures(/["'](\/[^"']+\.js)["']/g, body)),
  ]);
  expect(sources.size > 0, "loads no site script");
  let js = inline.reduce((sum, body) => sum + gzipSize(body), 0);
  for (const src of sources) {
    loadedScripts.add(src.split(/[?#]/)[0]);
    const path = join(root, src.replace(/^\//, "").split(/[?#]/)[0] ?? "");
    const data = existsSync(path) ? readFileSync(path) : null;
    if (!data) fail(url, `script ${src} is not in the build`);
    else if (data.length === 0) fail(url, `script ${src} is empty`);
    js += data ? gzipSize(data) : 0;
  }
  const stylesheets = captures(/<link rel="stylesheet" href="\/([^"]+)"/g, html);
  const css = stylesheets.reduce((sum, href) => sum + gzipSize(readFileSync(join(root, href))), 0);
  const main = html.slice(html.indexOf(">", html.indexOf("<main")) + 1, html.indexOf("</main>"));
  const size = { url, js, css, layout: gzipSize(html.replace(main, "")), html: gzipSize(html) };
  sizes.push(size);
  for (const key of /** @type {const} */ (["js", "css", "layout"])) {
    const [bytes, budget] = [size[key], budgets[key]];
    expect(bytes <= budget, `${key.toUpperCase()} ${kb(bytes)} > ${kb(budget)}`);
  }
  if (size.html > budgets.html) heavy.push(`${url} ${kb(size.html)}`);
}
for (const script of assetUrls)
  if (script.endsWith(".js") && !loadedScripts.has(script)) fail(script, "a script no page loads");

// The Nu HTML Checker (vnu-jar) on every page; it runs on the installed Java.
const vnu = String(createRequire(import.meta.url)("vnu-jar"));
try {
  const args = ["-jar", vnu, "--errors-only", "--format", "gnu", ...htmlFiles];
  execFileSync("java", args, { stdio: ["ignore", "pipe", "pipe"], maxBuffer: 64 * 1024 * 1024 });
} catch (caught) {
  const error = /** @type {Error & { stdout?: Buffer; stderr?: Buffer }} */ (caught);
  const output = `${error.stdout ?? ""}${error.stderr ?? ""}`.trim();
  for (const line of output.split("\n").filter(Boolean))
    problems.push(`vnu: ${line.replace(root, "")}`);
  if (!output) problems.push(`vnu failed to run: ${error.message}`);
}

if (sizes.length === 0) problems.push(`no pages found in ${root}: run npm run build first`);
if (problems.length > 0) {
  console.error(`check-build: ${problems.length} problem(s)\n${problems.join("\n")}`);
  process.exit(1);
}
sizes.sort((a, b) => b.js - a.js || b.html - a.html);
const max = (/** @type {keyof typeof budgets} */ k) =>
  sizes.reduce((a, b) => (b[k] > a[k] ? b : a));
console.log(`check-build: ${htmlFiles.length} pages OK (h1, lang, titles, descriptions, hreflang, links, images); Nu HTML Checker: 0 errors
check-build: ${sizes.length} pages within budget (JS ≤ ${kb(budgets.js)}; CSS ≤ ${kb(budgets.css)}; layout ≤ ${kb(budgets.layout)}); heaviest JS ${max("js").url} ${kb(max("js").js)}, layout ${max("layout").url} ${kb(max("layout").layout)}, HTML ${max("html").url} ${kb(max("html").html)}`);
if (heavy.length)
  console.log(`check-build: HTML over budget with its content: ${heavy.join(", ")}`);
