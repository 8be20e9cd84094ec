// Runs after `react-router build`. Turns the prerendered pages into what the
// static host serves:
//  - the client entry loads after the page's `load` event (or the first tap
//    or key press), not before the first paint: no modulepreload links, and
//    the inline module script becomes a small file that imports it later;
//  - 404 pages per language, no SPA fallback;
//  - CSP hashes of the remaining inline scripts, `_headers` and `_redirects`.
import { createHash } from "node:crypto";
import {
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative } from "node:path";
import { staticHostHeadersFile } from "../server/headers.mjs";

import { resolve } from "node:path";

const root = resolve(process.env.BUILD_DIR ?? "build", "client");
const sha = (text, algo = "sha256", encoding = "base64") =>
  createHash(algo).update(text).digest(encoding);

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

/** Rewrites React Router's inline module script into a deferred boot file; returns its URL. */
function deferredBoot(moduleScript) {
  const sideEffects = [...moduleScript.matchAll(/^import "([^"]+)";$/gm)].map((m) => m[1]);
  const routes = [...moduleScript.matchAll(/^import \* as (\w+) from "([^"]+)";$/gm)].map((m) => ({
    name: m[1],
    url: m[2],
  }));
  const assignment = moduleScript.match(/window\.__reactRouterRouteModules = (\{[^}]*\});/);
  const entry = moduleScript.match(/import\("([^"]+)"\);/);
  if (!assignment || !entry || routes.length === 0)
    throw new Error(`Unexpected module script:\n${moduleScript}`);
  const imports = [...sideEffects, ...routes.map((r) => r.url)].map(
    (url) => `import(${JSON.stringify(url)})`,
  );
  const names = [...sideEffects.map(() => ""), ...routes.map((r) => r.name)].join(", ");
  const code = `let started = false;
function start() {
  if (started) return;
  started = true;
  Promise.all([${imports.join(", ")}]).then(([${names}]) => {
    window.__reactRouterRouteModules = ${assignment[1]};
    return import(${JSON.stringify(entry[1])});
  });
}
if (document.readyState === "complete") start();
else addEventListener("load", () => setTimeout(start), { once: true });
for (const type of ["pointerdown", "keydown", "touchstart"]) addEventListener(type, start, { once: true, passive: true });
`;
  const name = `assets/boot-${sha(code, "sha256", "hex").slice(0, 10)}.js`;
  writeFileSync(join(root, name), code);
  return `/${name}`;
}

const inlineHashes = new Set();
const pages = htmlFiles(root).filter((file) => !file.endsWith("__spa-fallback.html"));
for (const file of pages) {
  let html = readFileSync(file, "utf8");
  html = html.replace(/<link rel="modulepreload" href="[^"]+"\/>/g, "");
  html = html.replace(/<script type="module" async="">([\s\S]*?)<\/script>/, (_, body) => {
    return `<script type="module" src="${deferredBoot(body)}"></script>`;
  });
  if (/rel="modulepreload"|<script type="module" async="">[^<]/.test(html)) {
    throw new Error(`${relative(root, file)}: preload links or inline module script left`);
  }
  for (const [, attrs, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attrs) || /type="application\/(ld\+)?json"/.test(attrs) || body === "")
      continue;
    inlineHashes.add(`sha256-${sha(body)}`);
  }
  writeFileSync(file, html);
}

// 404 pages: /404/index.html → /404.html, /es/404/index.html → /es/404.html.
for (const prefix of ["", "es/"]) {
  const from = join(root, prefix, "404", "index.html");
  renameSync(from, join(root, prefix, "404.html"));
  rmSync(dirname(from), { recursive: true });
}
rmSync(join(root, "__spa-fallback.html"), { force: true });

const hashes = [...inlineHashes].sort();
mkdirSync(join(root, ".."), { recursive: true });
writeFileSync(join(root, "..", "csp-hashes.json"), `${JSON.stringify(hashes, null, 2)}\n`);
writeFileSync(join(root, "_headers"), staticHostHeadersFile(hashes));
writeFileSync(join(root, "_redirects"), "/es/*  /es/404.html  404\n/*  /404.html  404\n");
console.log(`postbuild: ${pages.length} pages, ${hashes.length} inline script hashes for the CSP`);
