// The published folder as Cloudflare Pages' runtime serves it (Netlify reads the same `_headers`
// and `_redirects`), through raw requests: nothing is normalised or followed on the way.
import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import { once } from "node:events";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { connect } from "node:net";
import { extname } from "node:path";
import { text } from "node:stream/consumers";
import {
  adminHeaders,
  adminPath,
  immutableCache,
  securityHeaders,
  specialContentTypes,
} from "../../app/build/headers";
import type { HostSite } from "../../app/build/host-files";
import { localeOfPath } from "../../app/site/locales";
import { aliasPaths, isArticleId, pageIds } from "../../app/site/pages";
import config from "../../playwright.config";
import { allPages, expect, test } from "./support";

/** The server the tests run against, as the config gives it to every worker. */
const { baseURL } = config.use as { baseURL: string };
const host: HostSite = JSON.parse(readFileSync("build/host-site.json", "utf8"));

/** One GET (or HEAD) of a raw path: no normalisation, no redirect followed, no decompression. */
async function get(path: string, headers = {}, method = "GET") {
  const { hostname: host, port } = new URL(baseURL);
  headers = { "accept-encoding": "identity", ...headers };
  const req = httpRequest({ host, port, path, method, headers, timeout: 15_000 });
  req.on("timeout", () => req.destroy(new Error(`timeout: ${path}`)));
  const [res] = (await once(req.end(), "response")) as [IncomingMessage];
  const named = Object.entries(res.headers).map(([name, value]) => [name, String(value)] as const);
  return { status: res.statusCode ?? 0, headers: Object.fromEntries(named), body: await text(res) };
}

const langOf = (html: string) => html.match(/<html lang="([a-z]+)"/)?.[1];
const h1Of = (html: string) => html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1];
const canonicalOf = (html: string) => html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
/** The inline scripts of a page, as CSP hashes them. */
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs = "", body = ""]) => body && !/src=|application\/(ld\+)?json/.test(attrs))
    .map(([, , body = ""]) => `sha256-${createHash("sha256").update(body).digest("base64")}`);

/** The URLs of the published folder's files, pages and host files aside. */
const files = readdirSync("build/client", { recursive: true, encoding: "utf8" })
  .map((file) => `/${file}`)
  .filter((url) => extname(url) && !/^\/_|\.html$/.test(url));
/** One of them per extension. */
const samples = [...new Map(files.map((url) => [extname(url), url])).values()];
/** A sample under /assets/ (a script or stylesheet the build names by hash), ending with `ext`. */
const asset = (ext = "") => samples.find((u) => u.startsWith("/assets/") && u.endsWith(ext))!;

/** What each kind of file must be served as, on every host. */
const expectedTypes: Record<string, RegExp> = {
  ".js": /^(text|application)\/javascript\b/,
  ".css": /^text\/css\b/,
  ".svg": /^image\/svg\+xml\b/,
  ".avif": /^image\/avif\b/,
  ".webp": /^image\/webp\b/,
  ".png": /^image\/png\b/,
  ".jpg": /^image\/jpeg\b/,
  ".xml": /^(application|text)\/xml\b/,
  ".txt": /^text\/plain\b/,
  ".woff2": /^font\/woff2\b/,
  ".vcf": /^text\/(x-)?vcard\b/,
  ".webmanifest": /^application\/manifest\+json\b/,
  ".json": /^application\/json\b/,
  ".yml": /^(application|text)\/(x-)?yaml\b/,
};

test("every page answers 200 at its canonical URL, with no redirect; a trailing slash, .html and other casings reach it", async () => {
  // Every page of the route table in every language, and the /Home aliases.
  expect(host.pages.map(({ path }) => path).sort()).toEqual(
    [...allPages.map(({ path }) => path), ...aliasPaths.map(({ path }) => path)].sort(),
  );
  const listed = new Set(host.redirects.map(({ from }) => from));
  for (const { path, canonical: shows } of host.pages) {
    const { status, headers, body } = await get(path);
    expect(status, path).toBe(200);
    expect(headers["content-type"], path).toMatch(/^text\/html\b/);
    expect(langOf(body), path).toBe(localeOfPath(path));
    // Its own URL, or for an alias (/Home) the page it shows, with that page's h1.
    expect(canonicalOf(body), path).toBe(host.siteUrl + (shows ?? path));
    if (shows) expect(h1Of(body), path).toBe(h1Of((await get(shows)).body));
    const mixed = path.replace(/[a-z]/gi, (c, i) => (i % 2 ? c.toLowerCase() : c.toUpperCase()));
    const variants = new Set(
      path === "/"
        ? ["/index.html"]
        : [path.toLowerCase(), path.toUpperCase(), `${path}/`, `${path}.html`, mixed],
    );
    variants.delete(path);
    for (const variant of variants) {
      const answer = await get(variant);
      if (variant.toLowerCase() === path.toLowerCase() && !listed.has(variant)) {
        // No rule for this casing: the 404 page, whose boot script goes to `path` (browser test below).
        expect(answer.status, variant).toBe(404);
        expect(answer.body, variant).toContain("<script>");
        continue;
      }
      // One permanent redirect, to `path`, which answers 200 (above).
      expect([301, 308], `${variant}: ${answer.status}`).toContain(answer.status);
      const location = new URL(answer.headers.location!, baseURL + variant).pathname;
      expect(location, variant).toBe(path);
    }
  }
});

test("security headers (MDN HTTP Observatory's A+) on every kind of answer; the CSP allows exactly the served inline scripts", async () => {
  const expected = securityHeaders(host.scriptHashes);
  for (const path of ["/", "/es/Immigration", asset(), "/no-such-page", "/immigration"]) {
    const { headers, body } = await get(path);
    for (const [name, value] of Object.entries(expected))
      expect(headers[name.toLowerCase()], `${path}: ${name}`).toBe(value);
    if (body.includes("<html lang=")) {
      const hashes = inlineScriptHashes(body);
      expect(hashes.length, path).toBeGreaterThan(0);
      const scriptSrc = headers["content-security-policy"]!.match(/script-src ([^;]*)/)![1]!;
      for (const hash of hashes) expect(scriptSrc, path).toContain(`'${hash}'`);
    }
  }
  // The A+ criteria, on a page's headers.
  const { headers } = await get("/es/NotaryPublic");
  const policy = headers["content-security-policy"]!;
  const directives = policy.split(";").map((directive) => directive.trim().split(/\s+/));
  const csp = Object.fromEntries(directives.map(([name = "", ...values]) => [name, values]));
  for (const name of ["default-src", "object-src", "base-uri", "frame-ancestors"])
    expect(csp[name], name).toEqual(["'none'"]);
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'"])
    expect(csp["script-src"], unsafe).not.toContain(unsafe);
  expect(csp["style-src"]).not.toContain("'unsafe-inline'");
  expect(csp["form-action"]).toBeDefined();
  const maxAge = Number(headers["strict-transport-security"]?.match(/max-age=(\d+)/)?.[1]);
  expect(maxAge).toBeGreaterThanOrEqual(15_768_000);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toMatch(
    /^(no-referrer|same-origin|strict-origin(-when-cross-origin)?)$/,
  );
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["x-frame-options"]).toBe("DENY");
  // /admin has the editor's own headers (its sign-in popup may answer it), and no sitemap entry.
  const admin = await get(adminPath);
  expect(admin.status).toBe(200);
  for (const [name, value] of Object.entries(adminHeaders(host.editorScriptHashes)))
    expect(admin.headers[name.toLowerCase()], name).toBe(value);
  // Not the pages' "same-origin" (above): the GitHub sign-in popup answers it.
  expect(admin.headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  expect((await get("/sitemap.xml")).body).not.toContain("/admin");
});

test("every kind of file has its media type; assets are cached for good and text compressed; pages revalidate", async () => {
  for (const [path, type] of Object.entries(specialContentTypes))
    expect((await get(path)).headers["content-type"], path).toBe(type);
  for (const url of samples) {
    const { status, headers } = await get(url);
    if (!(url in specialContentTypes)) {
      const expected = expectedTypes[extname(url)];
      expect(expected, `${url}: a kind of file with no media type listed above`).toBeDefined();
      expect(status, url).toBe(200);
      expect(headers["content-type"], url).toMatch(expected!);
    }
    if (url.startsWith("/assets/")) expect(headers["cache-control"], url).toBe(immutableCache);
  }
  const article = pageIds.filter(isArticleId).map((id) => `/es/${id}`);
  for (const path of ["/", "/es", "/Immigration", ...article.slice(0, 1)]) {
    const cache = (await get(path)).headers["cache-control"] ?? "";
    expect(cache, path).toMatch(/no-cache|max-age=0\b.*must-revalidate/);
  }
  for (const path of ["/", "/es/Immigration", asset(".js"), asset(".css")]) {
    const { headers } = await get(path, { "accept-encoding": "gzip, br" });
    expect(headers["content-encoding"], path).toMatch(/^(gzip|br|zstd)$/);
  }
});

test("bad input gets the host's normal 400/404, a malformed request an error; nothing outside the published folder, and the server keeps answering", async () => {
  const secrets = ['"devDependencies"', "root:x:0:0", '"scriptHashes"', "Content-Security-Policy:"];
  // wrangler's local asset server answers 502 where it cannot look a name up (NUL, a file
  // taken for a folder); the body names the error, never a file's content.
  const allowed = [400, 404, 414, 431, 502];
  const paths =
    `/../package.json /../../../../etc/passwd /%2e%2e/package.json /%2e%2e%2fpackage.json
    /assets/..%2f..%2fpackage.json /..%5c..%5cpackage.json /%2e%2e/host-site.json /../host-site.json
    /%00 /index.html%00.js /Immigration%00 /%E0%A4%A /%ZZ /_headers /_redirects`.split(/\s+/);
  for (const path of [...paths, `/${"a".repeat(20_000)}`]) {
    const { status, body } = await get(path);
    expect(allowed, `${path.slice(0, 40)}: ${status}`).toContain(status);
    for (const secret of secrets) expect(body, path.slice(0, 40)).not.toContain(secret);
  }
  const { port } = new URL(baseURL);
  // wrangler's dev proxy answers a malformed Content-Length with 500 (Cloudflare's edge with 400).
  for (const [raw, statuses] of [
    ["GET /../../etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n", [404]],
    ["GARBAGE\r\n\r\n", [400, 501]],
    ["GET / HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n", [400, 500]],
  ] as const) {
    // Sent whole (the socket half-closed after it), so the server closes once it has answered.
    const socket = connect(Number(port), "127.0.0.1").setTimeout(5_000, () => socket.destroy());
    const reply = await text(socket.end(raw));
    expect(reply, raw).not.toContain("root:");
    expect(statuses, `${raw}: ${reply.split("\r\n")[0]}`).toContain(
      Number(reply.match(/^HTTP\/1\.1 (\d{3}) /)?.[1]),
    );
  }
  expect((await get("/")).status).toBe(200);
});

test("GET and HEAD alone are answered, HEAD like GET without a body", async ({ request }) => {
  for (const method of ["POST", "PUT", "DELETE"])
    expect((await request.fetch("/", { method })).status(), method).toBe(405);
  const head = await get("/Immigration", {}, "HEAD");
  const full = await get("/Immigration");
  expect(head.status).toBe(full.status);
  expect(head.body).toBe("");
  for (const name of ["content-type", "content-security-policy", "cache-control"])
    expect(head.headers[name], name).toBe(full.headers[name]);
});

// Other flows run on this same runtime in the other files; these need the host's 404 pages.
test("unknown paths answer 404 with Home in the language of their prefix; in a browser, any casing ends at its page", async ({
  page,
  problems,
}) => {
  const home = { en: h1Of((await get("/")).body), es: h1Of((await get("/es")).body) };
  expect(home.en).toBeTruthy();
  expect(home.es).not.toBe(home.en);
  for (const path of ["/no-such-page", "/es/no-existe", "/es/a/b", "/Blog/extra"]) {
    const lang = path.startsWith("/es/") ? "es" : "en";
    const { status, headers, body } = await get(path);
    expect(status, path).toBe(404);
    expect(headers["content-type"], path).toMatch(/^text\/html\b/);
    expect(langOf(body), path).toBe(lang);
    expect(h1Of(body), path).toBe(home[lang]);
  }
  // In a browser: an article too, while the owner keeps one.
  const article = pageIds.filter(isArticleId).map((id) => [`/${id.toLowerCase()}`, `/${id}`]);
  for (const [typed, canonical] of [
    ["/iMmIgRaTiOn", "/Immigration"],
    ["/eS/bLoG", "/es/Blog"],
    ...article.slice(0, 1),
  ]) {
    await page.goto(typed!);
    await expect(page, typed).toHaveURL(new RegExp(`${canonical}$`));
    await expect(page.locator("h1")).toBeVisible();
  }
  await page.goto("/es/no-existe");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  expect(await page.locator("h1").evaluate((el) => el.innerHTML)).toBe(home.es);
  // A 404 status is the one console error Chromium reports: one per path typed in another casing, and this one.
  problems.consoleErrors = problems.consoleErrors.filter((e) => !e.includes("404"));
});
