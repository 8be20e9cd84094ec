// Size budget of every built page: the JavaScript it loads (the boot file and
// every chunk it imports, followed through static imports), its CSS and its
// HTML, each gzip-compressed. Runs in `npm test`; exits non-zero over budget.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { gzipSync } from "node:zlib";

/** Budgets in bytes after gzip, per page. */
export const budgets = { js: 175_000, css: 12_000, html: 20_000 };

const root = resolve(process.env.BUILD_DIR ?? "build", "client");
const gzipSize = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Every JS file a page loads, starting from its boot file: static imports, and the boot file's own dynamic ones. */
function scriptGraph(entry) {
  const seen = new Set();
  const visit = (url, followDynamic) => {
    if (seen.has(url)) return;
    seen.add(url);
    const code = readFileSync(join(root, url), "utf8");
    const base = url.slice(0, url.lastIndexOf("/") + 1);
    const staticImports = [
      ...code.matchAll(/(?:import|export)\s*(?:[^"'()]*?from\s*)?["']([^"']+\.js)["']/g),
    ].map((m) => m[1]);
    const dynamicImports = followDynamic
      ? [...code.matchAll(/import\(\s*["']([^"']+\.js)["']\s*\)/g)].map((m) => m[1])
      : [];
    for (const spec of [...staticImports, ...dynamicImports]) {
      visit(spec.startsWith("/") ? spec.slice(1) : base + spec.replace(/^\.\//, ""), false);
    }
  };
  visit(entry, true);
  return seen;
}

const rows = [];
for (const file of walk(root).filter((f) => f.endsWith(".html"))) {
  const html = readFileSync(file, "utf8");
  const page = `/${relative(root, file).split(sep).join("/")}`
    .replace(/index\.html$/, "")
    .replace(/(.)\/$/, "$1");
  const boot = html.match(/<script type="module" src="\/([^"]+)"/)?.[1];
  const js = boot
    ? [...scriptGraph(boot)].reduce((sum, url) => sum + gzipSize(join(root, url)), 0)
    : 0;
  const css = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].reduce(
    (sum, m) => sum + gzipSize(join(root, m[1])),
    0,
  );
  const htmlSize = gzipSync(html, { level: 9 }).length;
  rows.push({ page, js, css, html: htmlSize });
}
rows.sort((a, b) => b.js - a.js);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const over = rows.flatMap((row) =>
  Object.entries(budgets)
    .filter(([kind, limit]) => row[kind] > limit)
    .map(([kind, limit]) => `${row.page}: ${kind} ${kb(row[kind])} > ${kb(limit)}`),
);
if (process.argv.includes("--table")) {
  console.log("| page | JS (gzip) | CSS (gzip) | HTML (gzip) |\n| --- | ---: | ---: | ---: |");
  for (const row of rows)
    console.log(`| ${row.page} | ${kb(row.js)} | ${kb(row.css)} | ${kb(row.html)} |`);
}
const heaviest = rows[0];
if (over.length > 0) {
  console.error(`check-budgets: ${over.length} over budget\n${over.join("\n")}`);
  process.exit(1);
}
console.log(
  `check-budgets: ${rows.length} pages within budget (JS ≤ ${kb(budgets.js)}, CSS ≤ ${kb(budgets.css)}, HTML ≤ ${kb(budgets.html)}); heaviest JS ${heaviest.page} ${kb(heaviest.js)}`,
);
