// Checks the built pages without a browser: one h1, lang, unique titles and
// descriptions, canonical and hreflang links, every internal link resolving
// (and staying in its language), every outbound link opening safely, then
// the Nu HTML Checker over every page. Exits non-zero on any problem.
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative, resolve, sep } from "node:path";

const root = resolve(process.env.BUILD_DIR ?? "build", "client");
const problems = [];
const fail = (page, message) => problems.push(`${page}: ${message}`);

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const files = walk(root);
const htmlFiles = files.filter((f) => f.endsWith(".html"));
// Pages are `X.html` files answering at `/X` (`index.html` at `/`): app/site/static-host.ts.
const urlOf = (file) => {
  const rel = relative(root, file).split(sep).join("/");
  if (rel.endsWith("404.html")) return `/${rel}`;
  return rel === "index.html" ? "/" : `/${rel.replace(/\.html$/, "")}`;
};
// Links must name a page exactly as it is served: canonical casing, no trailing slash.
const pageUrls = new Set(htmlFiles.filter((f) => !f.endsWith("404.html")).map(urlOf));
const assetUrls = new Set(
  files
    .filter((f) => !f.endsWith(".html"))
    .map((f) => `/${relative(root, f).split(sep).join("/")}`),
);

const titles = new Map();
const descriptions = new Map();
const attr = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

for (const file of htmlFiles) {
  const url = urlOf(file);
  const html = readFileSync(file, "utf8");
  const isSpanish = url === "/es" || url.startsWith("/es/");
  const isAliasOr404 = /\/home$/i.test(url) || url.endsWith("404.html");

  const lang = html.match(/<html lang="([^"]+)"/)?.[1];
  if (lang !== (isSpanish ? "es" : "en")) fail(url, `lang="${lang}"`);
  const h1s = html.match(/<h1[\s>]/g)?.length ?? 0;
  if (h1s !== 1) fail(url, `${h1s} h1 elements`);
  const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
  const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1];
  if (!title) fail(url, "no <title>");
  if (!description) fail(url, "no meta description");
  if (!isAliasOr404) {
    if (titles.has(title)) fail(url, `title also used by ${titles.get(title)}`);
    if (descriptions.has(description))
      fail(url, `description also used by ${descriptions.get(description)}`);
    titles.set(title, url);
    descriptions.set(description, url);
  }
  if (!/<link rel="canonical" href="https:\/\/[^"]+"/.test(html))
    fail(url, "no absolute canonical");
  for (const hreflang of ["en", "es", "x-default"]) {
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
  ].map((m) => m[1]);
  for (const block of jsonLd) {
    try {
      JSON.parse(block);
    } catch (error) {
      fail(url, `JSON-LD does not parse: ${error.message}`);
    }
  }
  if (!isAliasOr404 && jsonLd.length === 0) fail(url, "no JSON-LD");
  if (
    (url === "/" || url === "/es") &&
    !jsonLd.some((block) => block.includes('"ProfessionalService"'))
  )
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
    const path = href.split(/[?#]/)[0];
    if (assetUrls.has(path)) continue;
    if (!pageUrls.has(path)) {
      fail(url, `internal link does not resolve: ${href}`);
      continue;
    }
    const targetSpanish = path === "/es" || path.startsWith("/es/");
    const switcher = attr(tag, "hrefLang") !== undefined;
    if (!switcher && targetSpanish !== isSpanish)
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
    if (src && !assetUrls.has(src.split("?")[0])) fail(url, `image not in the build: ${src}`);
  }
}

// The Nu HTML Checker (vnu-jar) on every page; it runs on the installed Java.
const vnu = String(createRequire(import.meta.url)("vnu-jar"));
try {
  execFileSync("java", ["-jar", vnu, "--errors-only", "--format", "gnu", ...htmlFiles], {
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 64 * 1024 * 1024,
  });
} catch (error) {
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
