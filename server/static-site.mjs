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

/** @import { HostSite } from "./host-config.mjs" */

/**
 * A file of the build, ready to send: its body (and compressed bodies for text), media type,
 * cache policy and ETag.
 * @typedef {object} SiteFile
 * @property {Buffer} body
 * @property {string} type
 * @property {string} cacheControl
 * @property {string} etag
 * @property {Buffer} [gzip]
 * @property {Buffer} [br]
 */

/**
 * The build folder in memory: files by URL path, pages by canonical path, the canonical path
 * of each lower-cased one, and the 404 page of each language prefix ("" last).
 * @typedef {object} Site
 * @property {Map<string, SiteFile>} files
 * @property {Map<string, SiteFile>} pages
 * @property {Map<string, string>} canonical
 * @property {{ prefix: string; file: SiteFile }[]} notFound
 */

/**
 * What a request path answers: a file with its status, or a redirect.
 * @typedef {{ status: 200 | 404; file: SiteFile; location?: undefined }
 *   | { status: 301; location: string; file?: undefined }} Answer
 */

/** Longest path the server looks up; longer ones get the 404 page at once. */
export const maxPathLength = 1024;

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
 * @param {string} path the file on disk
 * @param {string} urlPath where it answers
 * @returns {SiteFile}
 */
function entry(path, urlPath) {
  const body = readFileSync(path);
  const ext = extname(path).toLowerCase();
  /** @type {SiteFile} */
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
 * @param {string} rootDir the published folder (build/client)
 * @param {Pick<HostSite, "pages" | "notFound" | "hidden">} host
 * @returns {Site}
 */
export function loadSite(rootDir, host) {
  const byFile = new Map(
    walk(rootDir).map((path) => {
      const url = `/${relative(rootDir, path).split(sep).join("/")}`;
      return [url, entry(path, url)];
    }),
  );
  /** @param {string} url */
  const take = (url) => {
    const file = byFile.get(url);
    if (!file) throw new Error(`${url} is not in ${rootDir}: run npm run build first`);
    byFile.delete(url);
    return file;
  };
  const pages = new Map(host.pages.map(({ path, file }) => [path, take(file)]));
  const notFound = host.notFound.map(({ prefix, file }) => ({ prefix, file: take(file) }));
  if (notFound.at(-1)?.prefix !== "")
    throw new Error('the host description lists no 404 page for every path (prefix ""), last');
  for (const url of host.hidden) byFile.delete(url);
  const canonical = new Map(host.pages.map(({ path }) => [path.toLowerCase(), path]));
  return { files: byFile, pages, canonical, notFound };
}

/**
 * The canonical page path a decoded request path names in any casing, or undefined.
 * @param {Site} site
 * @param {string} path
 */
function pageOf(site, path) {
  let key = path.length > 1 ? path.replace(/\/$/, "") : path;
  if (/\.html$/i.test(key)) key = key.replace(/\/index\.html$/i, "/").replace(/\.html$/i, "");
  return site.canonical.get(key.toLowerCase());
}

/**
 * Finds what a raw request path answers: `{ status, file }`, or `{ status:
 * 301, location }`. Never throws: malformed escapes, NUL bytes, `..` and
 * over-long paths get the 404 page.
 * @param {Site} site
 * @param {string} rawPath
 * @returns {Answer}
 */
export function lookup(site, rawPath) {
  /** @returns {Answer} */
  const notFound = (path = "/") => {
    const lower = path.toLowerCase();
    // The last one, for every path, was checked by loadSite.
    const match =
      site.notFound.find(({ prefix }) => lower === prefix || lower.startsWith(`${prefix}/`)) ??
      /** @type {Site["notFound"][number]} */ (site.notFound.at(-1));
    return { file: match.file, status: 404 };
  };
  if (typeof rawPath !== "string" || rawPath.length > maxPathLength) return notFound();
  const [encoded = "", query] = (rawPath.split("#")[0] ?? "").split(/\?(.*)/s);
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
  if (page === path) {
    const pageFile = site.pages.get(page);
    return pageFile ? { file: pageFile, status: 200 } : notFound(path);
  }
  return { status: 301, location: page + (query ? `?${query}` : "") };
}
