/** What hosts need beside the prerendered pages, written at `buildEnd`: no page is ever edited. */
import { cpSync, mkdirSync, readdirSync, renameSync, rmSync, rmdirSync } from "node:fs";
import { readFileSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { basename, dirname, join, relative, sep } from "node:path";
import type { Plugin } from "esbuild";
import { bundle, cspHashesFile } from "../client/vite-plugin";
import { sharedFields } from "../blog/schema";
import { bookingUsers, factNames, orderedPageIds } from "../content/pages";
import { canonicalPagePath } from "../site/canonical-path";
import { contactCardPath } from "../site/contact";
import { officeConfig, officeFile } from "../site/config";
import { readYaml } from "../site/data-file";
import { articlesDir, pagesDir } from "../site/content-paths";
import { localePrefix, type Locale } from "../site/locales";
import { absoluteUrl, aliasPaths, defaultLocale, locales, pageIds } from "../site/pages";
import { notFoundPath, pagePath } from "../site/pages";
import { stringify } from "yaml";
import { cmsConfig } from "./cms-config";
import { adminPath, speculationRules, speculationRulesPath, typedFiles } from "./headers";
import { headersFile, pageFile, redirectsFile } from "./host-files";
import { contactCard } from "./vcard";

/** Text or an attribute value as XML writes it (the sitemap, the share cards' SVG). */
export const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Every file under `dir`, at any depth, as a path that starts with `dir`. */
export const walk = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

/** sitemap.xml: every page in every language, each with its hreflang alternates. */
export function sitemapXml(): string {
  const urls = orderedPageIds.flatMap((page) => {
    const href = (locale: Locale) => escapeXml(absoluteUrl(page, locale));
    const link = (lang: string, locale: Locale) =>
      `    <xhtml:link rel="alternate" hreflang="${lang}" href="${href(locale)}"/>`;
    const links = [...locales.map((l) => link(l, l)), link("x-default", defaultLocale)];
    return locales.map((l) =>
      ["  <url>", `    <loc>${href(l)}</loc>`, ...links, "  </url>"].join("\n"),
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
}

export const robotsTxt = () =>
  `User-agent: *\nAllow: /\n\nSitemap: ${officeConfig.siteUrl}/sitemap.xml\n`;

/** Every URL that answers with a page: the canonical ones, then the /Home aliases. */
const pageUrls = () => [
  ...orderedPageIds.flatMap((id) => locales.map((locale) => pagePath(id, locale))),
  ...aliasPaths.map((alias) => alias.path),
];

/** Likely casings of page paths, for hosts matching exactly (Cloudflare); the 404 fixes others. */
function casingRedirects(urls: readonly string[]) {
  const title = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
  const casings = (word: string) => [word.toLowerCase(), word.toUpperCase(), title(word), word];
  const redirects = new Map<string, string>();
  for (const to of urls) {
    // Each casing of the first segment with each of the second's ("/es/Blog", "/Blog", "/es").
    const [first = [""], second = [""]] = to.split("/").filter(Boolean).map(casings);
    const paths = first.flatMap((a) => second.map((b) => `/${[a, b].filter(Boolean).join("/")}`));
    for (const from of paths)
      if (from !== to && !redirects.has(from) && canonicalPagePath(from, orderedPageIds) === to)
        redirects.set(from, to);
  }
  return [...redirects].map(([from, to]) => ({ from, to }));
}

/** The built site, which the host files are generated from (`…ScriptHashes`: inline scripts'). */
export const hostSite = (
  scriptHashes: string[],
  publishedFiles: readonly string[],
  editorScriptHashes: string[] = [],
) => ({
  siteUrl: officeConfig.siteUrl,
  scriptHashes,
  editorScriptHashes,
  locales: locales.map((locale) => ({ locale, prefix: localePrefix(locale) })),
  // Every URL that answers with a page, and its file; an alias (/Home) names the page it shows.
  pages: pageUrls().map((path) => {
    const alias = aliasPaths.find((alias) => alias.path === path);
    const canonical = alias && pagePath(alias.page, alias.locale);
    return { path, file: pageFile(path), ...(canonical && { canonical }) };
  }),
  // Most specific first: `/es/…` before the rest.
  notFound: [...locales]
    .reverse()
    .map((locale) => ({ prefix: localePrefix(locale), file: pageFile(notFoundPath(locale)) })),
  editor: adminPath,
  redirects: casingRedirects(pageUrls()),
  typedFiles: typedFiles(publishedFiles),
});

/** The repository the editor commits to: `CMS_REPO`, Netlify's, or a placeholder (docs/editing). */
export function cmsRepository(env = process.env): string {
  // A name may hold dots (owner/my.site); only a closing ".git" is not part of it.
  const netlify = env.REPOSITORY_URL?.match(/github\.com[/:]([^/]+\/[^/]+?)(?:\.git)?\/?$/)?.[1];
  return env.CMS_REPO || netlify || "your-github-account/your-site-repository";
}

/** The sign-in service (sveltia-cms-auth) from `CMS_AUTH_URL`: an https address alone, or none. */
function cmsAuthUrl(env = process.env): string | undefined {
  const value = env.CMS_AUTH_URL?.trim();
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url?.protocol === "https:" && url.pathname === "/" && !url.search) return url.origin;
  throw new Error(
    `CMS_AUTH_URL: expected the https address of the sign-in service alone, like https://sveltia-cms-auth.example.workers.dev, got ${JSON.stringify(value)}`,
  );
}

// Loaded before the editor: serves its interface words from /admin/locales/ (it asks unpkg.com)
// and starts it in the owner's language until someone picks another.
const localesScript = (language: string) => `(() => {
  const base = new URL("locales/", document.currentScript.src).href;
  const remote = /^https:\\/\\/unpkg\\.com\\/@sveltia\\/cms@[^/]+\\/locales\\/([\\w-]+\\.json)$/;
  const fetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const match = remote.exec(input instanceof Request ? input.url : String(input));
    return fetch(match ? base + match[1] : input, init);
  };
  // The editor's settings start in the office's language, and with Escape not closing an entry:
  // closing drops what is not saved without asking. Both stay hers to change in its settings.
  try {
    const prefs = JSON.parse(localStorage.getItem("sveltia-cms.prefs") || "{}");
    const start = { closeWithEscape: false, ...prefs, locale: prefs.locale || "${language}" };
    localStorage.setItem("sveltia-cms.prefs", JSON.stringify(start));
  } catch {}
})();
`;

// The package exports only its module entry (npm/index.js); its browser build is in dist/.
const sveltiaDir = () =>
  join(dirname(createRequire(join(process.cwd(), "package.json")).resolve("@sveltia/cms")), "..");

type Words = { [key: string]: string | Words };
/** `theirs`, with the words of `ours` it lacks, at any depth. */
const withMissing = (theirs: Words, ours: Words): Words =>
  Object.fromEntries(
    [...new Set([...Object.keys(theirs), ...Object.keys(ours)])].map((key) => {
      const [a, b] = [theirs[key], ours[key]];
      return [key, typeof a === "object" && typeof b === "object" ? withMissing(a, b) : (a ?? b)!];
    }),
  );

/** Sveltia's Spanish interface words, with those it lacks from editor-ui.es.yaml, and those of
 * editor-ui.es.replaced.yaml instead of its own. */
export const editorSpanish = (): Words => {
  const replaced = readYaml("app/build/editor-ui.es.replaced.yaml") as Words;
  const sveltia = JSON.parse(readFileSync(join(sveltiaDir(), "locales", "es-CO.json"), "utf8"));
  const added = readYaml("app/build/editor-ui.es.yaml") as Words;
  return withMissing(replaced, withMissing(sveltia, added));
};

/** What the editor's checks read from the build (EDITOR_CHECKS): the office's file and fields (as
 * config.yml has them), the pages' and the articles' folders, the articles' fields typed once, the
 * facts a page may name, the language, the addresses of the pages and articles and the pages that
 * pick each booking link. */
const editorCheckData = (config: ReturnType<typeof cmsConfig>, language: Locale) => ({
  file: officeFile,
  fields: config.collections.find(({ name }) => name === "office")!.files![0]!.fields,
  pages: pagesDir,
  articles: articlesDir,
  shared: sharedFields,
  facts: factNames(),
  language,
  addresses: pageIds,
  inUse: bookingUsers(language),
});
export type EditorCheckData = ReturnType<typeof editorCheckData>;

// zod's messages in other languages (300 KB), left out of the editor's checks: they write their own.
const noZodLocales: Plugin = {
  name: "zod-locales",
  setup: (build) =>
    build.onLoad({ filter: /zod\/v4\/locales\/index\.js$/ }, () => ({ contents: "" })),
};

/** The site editor at /admin: its page, Sveltia CMS from node_modules (no CDN), its config. */
async function writeAdminFiles(client: string) {
  const dir = join(client, adminPath);
  const language = officeConfig.editorLanguage;
  const config = cmsConfig({ repo: cmsRepository(), authUrl: cmsAuthUrl() });
  const checks = JSON.stringify(editorCheckData(config, language));
  // Sveltia runs event hooks (the checks) with Immutable.js, which it imports from unpkg.com: the
  // import map serves the copy npm installed with it instead.
  const { dependencies } = JSON.parse(readFileSync(join(sveltiaDir(), "package.json"), "utf8"));
  const unpkg = `https://unpkg.com/immutable@${dependencies.immutable.replace(/^\D/, "")}`;
  const importMap = JSON.stringify({ imports: { [`${unpkg}/`]: `${adminPath}immutable/` } });
  const immutable = createRequire(sveltiaDir() + sep).resolve("immutable/dist/immutable.es.js");
  // cpSync makes the folders a file goes in (the editor's own, too).
  cpSync(immutable, join(dir, "immutable/dist/immutable.es.js"));
  cpSync(join(sveltiaDir(), "dist", "sveltia-cms.js"), join(dir, "sveltia-cms.js"));
  mkdirSync(join(dir, "locales"), { recursive: true });
  const files = {
    "index.html": `<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${config.app_title}</title>
    <script type="importmap">${importMap}</script>
  </head>
  <body>
    <script src="${adminPath}sveltia-locales.js"></script>
    <script src="${adminPath}sveltia-cms.js"></script>
    <script src="${adminPath}editor-checks.js"></script>
  </body>
</html>
`,
    "sveltia-locales.js": localesScript({ en: "en-US", es: "es-CO" }[language]),
    // The editor's checks as it saves (app/client/editor.ts), with what they read from the build.
    "editor-checks.js": await bundle("./editor.ts", { EDITOR_CHECKS: checks }, [noZodLocales]),
    "locales/es-CO.json": JSON.stringify(editorSpanish()),
    "config.yml": `# Generated by npm run build from the schemas (app/build/cms-config.ts). Do not edit.\n${stringify(config, { lineWidth: 0 })}`,
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return [`sha256-${createHash("sha256").update(importMap).digest("base64")}`];
}

/** Writes what hosts need into the client build folder, and beside it host-site.json for checks. */
export async function writeStaticHostFiles(client: string) {
  // Each prerendered page moves from `X/index.html` to `X.html`; emptied folders go.
  for (const url of [...pageUrls(), ...locales.map(notFoundPath)]) {
    if (url === "/") continue;
    const folder = join(client, url);
    renameSync(join(folder, "index.html"), join(client, pageFile(url)));
    if (readdirSync(folder).length === 0) rmdirSync(folder);
  }
  writeFileSync(join(client, speculationRulesPath), `${JSON.stringify(speculationRules)}\n`);
  writeFileSync(join(client, "sitemap.xml"), sitemapXml());
  writeFileSync(join(client, "robots.txt"), robotsTxt());
  for (const locale of locales) {
    const file = join(client, contactCardPath(locale));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, contactCard(locale));
  }
  const editorHashes = await writeAdminFiles(client);
  // React Router's client scripts, which no page loads (root.tsx): not published.
  const pages = walk(client).filter((path) => path.endsWith(".html"));
  const loaded = pages.map((path) => readFileSync(path, "utf8")).join("");
  for (const script of walk(join(client, "assets")).filter((path) => path.endsWith(".js")))
    if (!loaded.includes(`/assets/${basename(script)}`)) rmSync(script);

  const hashes = JSON.parse(readFileSync(join(client, "..", cspHashesFile), "utf8")) as string[];
  const published = walk(client).map((path) => `/${relative(client, path).split(sep).join("/")}`);
  const site = hostSite(hashes, published, editorHashes);
  writeFileSync(join(client, "_headers"), headersFile(site));
  writeFileSync(join(client, "_redirects"), redirectsFile(site));
  writeFileSync(join(client, "..", "host-site.json"), `${JSON.stringify(site, null, 2)}\n`);
}
