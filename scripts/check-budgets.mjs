// Size budget of every built page, each file gzip-compressed: the
// JavaScript it loads (every inline script, every `<script src>` and module
// preload, and the scripts an inline one loads: the boot script loads the
// site script), its CSS and its HTML. No page loads React in the browser.
// Runs in `npm test`; exits non-zero over budget, or when there is nothing to measure.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, resolve, sep } from "node:path";
import { gzipSync } from "node:zlib";

/** Budgets in bytes after gzip, per page. */
export const budgets = {
  /** JavaScript of a page: the boot script and the site script. */
  js: 5_000,
  css: 12_000,
  /** The page itself. The heaviest, /es/Immigration, is about 15.5 KB: header, menu and
   *  footer carry the contact block twice; 18 KB leaves room for the owner's edits. */
  html: 18_000,
};

const root = resolve(process.env.BUILD_DIR ?? "build", "client");
/** @param {string | Buffer} data */
const gzipSize = (data) => gzipSync(data, { level: 9 }).length;
/** @type {string[]} */
const problems = [];

/**
 * A script the page references, as a file of the build; a missing or empty one is a problem.
 * @param {string} page
 * @param {string} url
 */
function builtFile(page, url) {
  const path = join(root, url.replace(/^\//, "").split(/[?#]/)[0] ?? "");
  if (!existsSync(path)) {
    problems.push(`${page}: script ${url} is not in the build`);
    return null;
  }
  const data = readFileSync(path);
  if (gzipSize(data) === 0 || data.length === 0) problems.push(`${page}: script ${url} is empty`);
  return data;
}

/** @type {{ page: string; js: number; css: number; html: number }[]} */
const rows = [];
// The site editor (/admin) is not a public page and has no budget.
/** @type {{ editor: string }} */
const { editor } = JSON.parse(readFileSync(join(root, "..", "host-site.json"), "utf8"));
const htmlFiles = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
  (f) => f.endsWith(".html") && !`/${f.split(sep).join("/")}`.startsWith(editor),
);
for (const file of htmlFiles) {
  const html = readFileSync(join(root, file), "utf8");
  const page = `/${file.split(sep).join("/")}`
    .replace(/index\.html$/, "")
    .replace(/(.)\.html$/, "$1");
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
  const inlineScripts = scripts
    .map(([, attrs = "", body = ""]) => ({ attrs, body }))
    .filter(
      ({ attrs, body }) => !/\ssrc=/.test(attrs) && !/application\/(ld\+)?json/.test(attrs) && body,
    )
    .map(({ body }) => body);
  const inline = inlineScripts.reduce((sum, body) => sum + gzipSize(body), 0);
  const sources = [
    ...scripts.flatMap(([, attrs = ""]) => attrs.match(/\ssrc="([^"]+)"/)?.[1] ?? []),
    ...[...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1] ?? ""),
    // Scripts an inline one loads: the boot script loads the site script.
    ...inlineScripts.flatMap((body) =>
      [...body.matchAll(/["'](\/[^"']+\.js)["']/g)].map((m) => m[1] ?? ""),
    ),
  ];
  const js =
    [...new Set(sources)].reduce((sum, url) => {
      const data = builtFile(page, url);
      return sum + (data ? gzipSize(data) : 0);
    }, 0) + inline;
  if (sources.length === 0) problems.push(`${page}: loads no site script`);
  const css = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].reduce(
    (sum, m) => sum + gzipSize(readFileSync(join(root, m[1] ?? ""))),
    0,
  );
  rows.push({ page, js, css, html: gzipSize(html) });
}
if (rows.length === 0) problems.push(`no pages found in ${root}: run npm run build first`);
rows.sort((a, b) => b.js - a.js || b.html - a.html);

/** @param {number} n bytes */
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
for (const row of rows) {
  if (row.js > budgets.js) problems.push(`${row.page}: JS ${kb(row.js)} > ${kb(budgets.js)}`);
  if (row.css > budgets.css) problems.push(`${row.page}: CSS ${kb(row.css)} > ${kb(budgets.css)}`);
  if (row.html > budgets.html)
    problems.push(`${row.page}: HTML ${kb(row.html)} > ${kb(budgets.html)}`);
}
if (process.argv.includes("--table")) {
  console.log("| page | JS (gzip) | CSS (gzip) | HTML (gzip) |\n| --- | ---: | ---: | ---: |");
  for (const row of rows)
    console.log(`| ${row.page} | ${kb(row.js)} | ${kb(row.css)} | ${kb(row.html)} |`);
}
if (problems.length > 0) {
  console.error(`check-budgets: ${problems.length} problem(s)\n${problems.join("\n")}`);
  process.exit(1);
}
/** @param {"js" | "html"} key the heaviest page by that measure */
const max = (key) => rows.reduce((a, b) => (b[key] > a[key] ? b : a));
console.log(
  `check-budgets: ${rows.length} pages within budget (JS ≤ ${kb(budgets.js)}; CSS ≤ ${kb(budgets.css)}; HTML ≤ ${kb(budgets.html)}); ` +
    `heaviest JS ${max("js").page} ${kb(max("js").js)}, HTML ${max("html").page} ${kb(max("html").html)}`,
);
