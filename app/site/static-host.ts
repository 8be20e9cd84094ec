/**
 * Build-time only: what the static host needs beside the prerendered pages.
 * Called from `buildEnd` in react-router.config.ts; it moves and writes
 * files but never edits a page.
 */
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
import {
  speculationRules,
  speculationRulesPath,
  staticHostHeadersFile,
} from "../../server/headers.mjs";
import { locales, notFoundPath } from "./pages";
import { robotsTxt, sitemapXml } from "./sitemap";
import { contactCard, contactCardPath } from "./vcard";

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

/**
 * The CSP hashes of the pages' inline scripts. Pages carry none unless a
 * route declares client code, whose `<Scripts />` inlines React Router's
 * boot code: the pages are read, never edited.
 */
export function inlineScriptHashes(client: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(client)) {
    const html = readFileSync(file, "utf8");
    for (const [, attrs = "", body = ""] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      const data = /type="application\/(ld\+)?json"/.test(attrs);
      if (data || /\bsrc=/.test(attrs) || body === "") continue;
      hashes.add(`sha256-${createHash("sha256").update(body).digest("base64")}`);
    }
  }
  return [...hashes].sort();
}

/** The office's vCard in each language, for the footer's "Save contact" link. */
export function writeContactCards(client: string) {
  for (const locale of locales) {
    const file = join(client, contactCardPath(locale));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, contactCard(locale));
  }
}

/** Writes the host files into the client build folder (`build/client`). */
export function writeStaticHostFiles(client: string) {
  const hashes = inlineScriptHashes(client);
  // The catch-all pages, prerendered at /404 and /es/404, become 404.html and es/404.html.
  const redirects: string[] = [];
  for (const locale of [...locales].reverse()) {
    const path = notFoundPath(locale);
    const folder = join(client, path);
    renameSync(join(folder, "index.html"), `${folder}.html`);
    rmSync(folder, { recursive: true });
    redirects.push(`${dirname(path).replace(/\/$/, "")}/*  ${path}.html  404`);
  }
  writeFileSync(join(client, "_redirects"), `${redirects.join("\n")}\n`);
  writeFileSync(join(client, "_headers"), staticHostHeadersFile(hashes));
  // For the local server, beside (not inside) the folder that is published.
  writeFileSync(join(client, "..", "csp-hashes.json"), `${JSON.stringify(hashes, null, 2)}\n`);
  writeFileSync(join(client, speculationRulesPath), `${JSON.stringify(speculationRules)}\n`);
  writeFileSync(join(client, "sitemap.xml"), sitemapXml());
  writeFileSync(join(client, "robots.txt"), robotsTxt());
  writeContactCards(client);
}
