// The production site as an in-memory table: every file of the build folder
// is read once at start, so a request can only ever reach those files.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { cacheControl, specialContentTypes } from "./headers.mjs";

const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
};
const compressible = new Set([
  ".html",
  ".js",
  ".css",
  ".svg",
  ".json",
  ".xml",
  ".txt",
  ".webmanifest",
]);

/** Longest path the server looks up; longer ones get the 404 page at once. */
export const maxPathLength = 1024;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

function entry(path, urlPath) {
  const body = readFileSync(path);
  const ext = extname(path).toLowerCase();
  const file = {
    body,
    type: specialContentTypes[urlPath] ?? types[ext] ?? "application/octet-stream",
    cacheControl: cacheControl(urlPath),
    etag: `"${body.length.toString(36)}-${Buffer.from(body)
      .reduce((h, b) => (h * 31 + b) >>> 0, 7)
      .toString(36)}"`,
  };
  if (compressible.has(ext) && body.length > 512) {
    file.gzip = gzipSync(body, { level: 9 });
    file.br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  }
  return file;
}

/**
 * Loads the build folder. Pages (`x/index.html`) answer at `/x`, looked up
 * case-insensitively; other files answer at their exact path. Files starting
 * with `_` (host config) and `.html` paths themselves are not served.
 */
export function loadSite(rootDir) {
  const files = new Map();
  const notFound = new Map();
  for (const path of walk(rootDir)) {
    const rel = relative(rootDir, path).split(sep).join("/");
    if (rel.split("/").some((part) => part.startsWith("_") || part.startsWith("."))) continue;
    if (rel.endsWith("404.html")) {
      notFound.set(rel === "404.html" ? "en" : rel.split("/")[0], entry(path, `/${rel}`));
    } else if (rel === "index.html" || rel.endsWith("/index.html")) {
      const page = `/${rel.slice(0, -"index.html".length)}`.replace(/\/$/, "") || "/";
      files.set(page.toLowerCase(), entry(path, `/${rel}`));
    } else if (!rel.endsWith(".html")) {
      files.set(`/${rel}`, entry(path, `/${rel}`));
    }
  }
  if (!notFound.has("en")) throw new Error(`No 404.html in ${rootDir}: run npm run build first`);
  return { files, notFound };
}

/**
 * Finds what a raw request path answers: `{ file, status }`. Never throws:
 * malformed escapes, NUL bytes, `..` and over-long paths get the 404 page.
 */
export function lookup(site, rawPath) {
  const notFound = (lang = "en") => ({
    file: site.notFound.get(lang) ?? site.notFound.get("en"),
    status: 404,
  });
  if (typeof rawPath !== "string" || rawPath.length > maxPathLength) return notFound();
  let path = rawPath.split("?")[0].split("#")[0];
  try {
    path = decodeURIComponent(path);
  } catch {
    return notFound();
  }
  const lang = /^\/es(\/|$)/i.test(path) ? "es" : "en";
  if (path.includes("\0") || path.includes("\\") || !path.startsWith("/")) return notFound(lang);
  const exact = site.files.get(path);
  if (exact && !exact.type.startsWith("text/html")) return { file: exact, status: 200 };
  const page = site.files.get((path.replace(/\/+$/, "") || "/").toLowerCase());
  if (page && page.type.startsWith("text/html")) return { file: page, status: 200 };
  return notFound(lang);
}
