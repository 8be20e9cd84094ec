// Size budget of every built page, each file gzip-compressed: the
// JavaScript it loads (every inline script, every `<script src>`, the
// scripts an inline one loads, and the modules they import), its CSS and
// its HTML. A page loads React only
// when its route declares client code (its HTML then carries React
// Router's context): such a page has the larger JS budget. Runs in
// `npm test`; exits non-zero over budget, or when there is nothing to measure.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { gzipSync } from "node:zlib";

/** Budgets in bytes after gzip, per page. */
export const budgets = {
  /** JavaScript of a page whose route does not declare client code: the site script. */
  js: 5_000,
  /** JavaScript of a page whose route declares client code (React, the router, the page). */
  jsClientCode: 120_000,
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
 * @param {string} dir
 * @returns {string[]}
 */
function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

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

/**
 * Every JS file a page loads from its `<script src>` files, following static and dynamic imports.
 * @param {string} page
 * @param {readonly string[]} entries
 */
function scriptGraph(page, entries) {
  /** @type {Map<string, number>} */
  const seen = new Map();
  /** @param {string} url */
  const visit = (url) => {
    if (seen.has(url)) return;
    const data = builtFile(page, url);
    seen.set(url, data ? gzipSize(data) : 0);
    if (!data) return;
    const code = data.toString("utf8");
    const base = url.slice(0, url.lastIndexOf("/") + 1);
    const imports = [
      ...code.matchAll(/(?:import|export)\s*(?:[^"'()]*?from\s*)?["']([^"']+\.js)["']/g),
      ...code.matchAll(/import\(\s*["']([^"']+\.js)["']\s*\)/g),
    ].map((m) => m[1] ?? "");
    for (const spec of imports)
      visit(spec.startsWith("/") ? spec : base + spec.replace(/^\.\//, ""));
  };
  for (const url of entries) visit(url);
  return [...seen.values()].reduce((sum, size) => sum + size, 0);
}

/** @type {{ page: string; clientCode: boolean; js: number; css: number; html: number }[]} */
const rows = [];
for (const file of walk(root).filter((f) => f.endsWith(".html"))) {
  const html = readFileSync(file, "utf8");
  const page = `/${relative(root, file).split(sep).join("/")}`
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
    // Scripts an inline one loads: the boot script loads the site script.
    ...inlineScripts.flatMap((body) =>
      [...body.matchAll(/["'](\/[^"']+\.js)["']/g)].map((m) => m[1] ?? ""),
    ),
  ];
  const clientCode = html.includes("window.__reactRouterContext");
  const js = scriptGraph(page, sources) + inline;
  if (sources.length === 0) problems.push(`${page}: loads no site script`);
  const css = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].reduce(
    (sum, m) => sum + gzipSize(readFileSync(join(root, m[1] ?? ""))),
    0,
  );
  rows.push({ page, clientCode, js, css, html: gzipSize(html) });
}
if (rows.length === 0) problems.push(`no pages found in ${root}: run npm run build first`);
rows.sort((a, b) => b.js - a.js || b.html - a.html);

/** @param {number} n bytes */
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
for (const row of rows) {
  const jsLimit = row.clientCode ? budgets.jsClientCode : budgets.js;
  if (row.js > jsLimit) problems.push(`${row.page}: JS ${kb(row.js)} > ${kb(jsLimit)}`);
  if (row.css > budgets.css) problems.push(`${row.page}: CSS ${kb(row.css)} > ${kb(budgets.css)}`);
  if (row.html > budgets.html)
    problems.push(`${row.page}: HTML ${kb(row.html)} > ${kb(budgets.html)}`);
}
if (process.argv.includes("--table")) {
  console.log(
    "| page | client code | JS (gzip) | CSS (gzip) | HTML (gzip) |\n| --- | --- | ---: | ---: | ---: |",
  );
  for (const row of rows)
    console.log(
      `| ${row.page} | ${row.clientCode ? "yes" : "no"} | ${kb(row.js)} | ${kb(row.css)} | ${kb(row.html)} |`,
    );
}
if (problems.length > 0) {
  console.error(`check-budgets: ${problems.length} problem(s)\n${problems.join("\n")}`);
  process.exit(1);
}
/** @param {"js" | "html"} key the heaviest page by that measure */
const max = (key) => rows.reduce((a, b) => (b[key] > a[key] ? b : a));
console.log(
  `check-budgets: ${rows.length} pages within budget (JS ≤ ${kb(budgets.js)}, or ${kb(budgets.jsClientCode)} with client code; CSS ≤ ${kb(budgets.css)}; HTML ≤ ${kb(budgets.html)}); ` +
    `heaviest JS ${max("js").page} ${kb(max("js").js)}, HTML ${max("html").page} ${kb(max("html").html)}`,
);
