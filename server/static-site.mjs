// The production site as an in-memory table: every file of the build folder
// is read once at start, so a request can only ever reach those files. Pages
// and 404 pages come from the host description the build writes
// (build/host-site.json), the same one every host config is generated from.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import {
  cacheControl,
  compressibleExtensions,
  contentTypes,
  specialContentTypes,
} from "./headers.mjs";

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
    type: specialContentTypes[urlPath] ?? contentTypes[ext] ?? "application/octet-stream",
    cacheControl: cacheControl(urlPath),
    etag: `"${body.length.toString(36)}-${Buffer.from(body)
      .reduce((h, b) => (h * 31 + b) >>> 0, 7)
      .toString(36)}"`,
  };
  if (compressibleExtensions.includes(ext) && body.length > 512) {
    file.gzip = gzipSync(body, { level: 9 });
    file.br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  }
  return file;
}

/**
 * Loads the build folder as `host` (build/host-site.json) describes it:
 * each page answers at its path only, and its other casings, a trailing
 * slash or `.html` get a 301 there; other files answer at their exact path;
 * page files, 404 pages and host config files are not served by file name.
 */
export function loadSite(rootDir, host) {
  const byFile = new Map(
    walk(rootDir).map((path) => {
      const url = `/${relative(rootDir, path).split(sep).join("/")}`;
      return [url, entry(path, url)];
    }),
  );
  const take = (url) => {
    const file = byFile.get(url);
    if (!file) throw new Error(`${url} is not in ${rootDir}: run npm run build first`);
    byFile.delete(url);
    return file;
  };
  const pages = new Map(host.pages.map(({ path, file }) => [path, take(file)]));
  const notFound = host.notFound.map(({ prefix, file }) => ({ prefix, file: take(file) }));
  for (const url of host.hidden) byFile.delete(url);
  const canonical = new Map(host.pages.map(({ path }) => [path.toLowerCase(), path]));
  return { files: byFile, pages, canonical, notFound };
}

/** The canonical page path a decoded request path names in any casing, or undefined. */
function pageOf(site, path) {
  let key = path.length > 1 ? path.replace(/\/$/, "") : path;
  if (/\.html$/i.test(key)) key = key.replace(/\/index\.html$/i, "/").replace(/\.html$/i, "");
  return site.canonical.get(key.toLowerCase());
}

/**
 * Finds what a raw request path answers: `{ status, file }`, or `{ status:
 * 301, location }`. Never throws: malformed escapes, NUL bytes, `..` and
 * over-long paths get the 404 page.
 */
export function lookup(site, rawPath) {
  const notFound = (path = "/") => {
    const lower = path.toLowerCase();
    const match = site.notFound.find(
      ({ prefix }) => prefix === "" || lower === prefix || lower.startsWith(`${prefix}/`),
    );
    return { file: match.file, status: 404 };
  };
  if (typeof rawPath !== "string" || rawPath.length > maxPathLength) return notFound();
  const [encoded, query] = rawPath.split("#")[0].split(/\?(.*)/s);
  let path;
  try {
    path = decodeURIComponent(encoded);
  } catch {
    return notFound();
  }
  if (path.includes("\0") || path.includes("\\") || !path.startsWith("/")) return notFound(path);
  const file = site.files.get(path);
  if (file) return { file, status: 200 };
  const page = pageOf(site, path);
  if (page === undefined) return notFound(path);
  if (page === path) return { file: site.pages.get(page), status: 200 };
  return { status: 301, location: page + (query ? `?${query}` : "") };
}
