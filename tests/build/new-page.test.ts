import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { common } from "~/content/shared";
import { officeConfig } from "~/site/config";
import { fill, whatsAppUrl } from "~/site/contact";
import {
  defaultLocale,
  footerLinks,
  locales,
  navigation,
  pageIds,
  pagePath,
  type PageId,
} from "~/site/pages";
import { scratchCopy, type ScratchCopy } from "./scratch-copy";

// Adding a page is its entry in the page registry, its route module, the
// schema of its words, the two modules that load them and its words in
// English and Spanish (content/pages/). This copies the project, adds
// a page that way and nothing else (an entry that puts it last in the
// navigation and the footer's services), builds the
// copy and looks for the page where visitors, search engines and social
// networks find it.

const id = "Apostilles";
/** The new page's id: the route table of this process has not heard of it. */
const page = id as PageId;
const words = {
  en: {
    name: "Apostilles",
    title: "Apostilles for Florida Documents",
    h1: "Apostilles, start to finish",
    topic: "an apostille",
  },
  es: {
    name: "Apostillas",
    title: "Apostillas de documentos de Florida",
    h1: "Apostillas, de principio a fin",
    topic: "una apostilla",
  },
};

const entry = `  {
    id: "${id}",
    kind: "service",
    module: "routes/apostilles.tsx",
    name: { en: "${words.en.name}", es: "${words.es.name}" },
    nav: ${navigation.length + 1},
    footer: { group: "services", position: ${footerLinks.services.length + 1} },
    shareCard: "apostilles",
    whatsAppTopic: { en: "${words.en.topic}", es: "${words.es.topic}" },
  },
`;

const routeModule = `import { PageHero } from "~/components/PageHero";
import { apostillesEn } from "~/content/apostilles/en";
import { apostillesEs } from "~/content/apostilles/es";
import { defineSection } from "~/content/i18n";
import { useLocale } from "~/site/locale";
import { pageHead } from "~/site/seo";

const apostilles = defineSection(apostillesEn, apostillesEs);

export const meta = pageHead("${id}", apostilles);

export default function ApostillesPage() {
  const text = apostilles[useLocale()];
  return <PageHero title={text.hero.title} subtitle={text.hero.subtitle} />;
}
`;

const schema = `import { z } from "zod";
import { words } from "../page-words";

/** The shape of the Apostilles page's words. */
export const apostillesSchema = z.strictObject({
  meta: z.strictObject({ title: words, description: words }),
  hero: z.strictObject({ title: words, subtitle: words }),
});
`;

/** The module that loads the page's words in a language. */
const loader = (locale: "en" | "es") => `import { pageWords } from "../page-words";
import { apostillesSchema } from "./schema";

export const apostilles${locale === "en" ? "En" : "Es"} = pageWords("apostilles", "${locale}", apostillesSchema);
`;

const english = `meta:
  title: ${words.en.title}
  description: "A test page: which Florida documents take an apostille and how we send them to Tallahassee."
hero:
  title: ${words.en.h1}
  subtitle: We send your documents to the Florida Department of State.
`;

const spanish = `meta:
  title: ${words.es.title}
  description: "Una página de prueba: qué documentos de Florida llevan apostilla y cómo los enviamos."
hero:
  title: ${words.es.h1}
  subtitle: Enviamos sus documentos al Departamento de Estado de Florida.
`;

/** The new files, relative to the project. */
const registryFile = "app/site/page-registry.ts";
const newFiles = {
  "app/routes/apostilles.tsx": routeModule,
  "app/content/apostilles/schema.ts": schema,
  "app/content/apostilles/en.ts": loader("en"),
  "app/content/apostilles/es.ts": loader("es"),
  "content/pages/apostilles.en.yaml": english,
  "content/pages/apostilles.es.yaml": spanish,
};

let copy: ScratchCopy;

beforeAll(() => {
  copy = scratchCopy("new-page-");
  const registry = readFileSync(join(copy.dir, registryFile), "utf8");
  const end = "] as const satisfies readonly PageEntry[];";
  expect(registry).toContain(end);
  writeFileSync(join(copy.dir, registryFile), registry.replace(end, entry + end));
  for (const [path, text] of Object.entries(newFiles)) {
    mkdirSync(join(copy.dir, path, ".."), { recursive: true });
    writeFileSync(join(copy.dir, path), text);
  }
});

afterAll(() => copy?.remove());

/** The links of a page's header navigation (the wide one, first in the page), in order. */
function navLinks(html: string): string[] {
  const nav =
    html.match(/<nav aria-label="[^"]*" class="hidden[^"]*">([\s\S]*?)<\/nav>/)?.[1] ?? "";
  return [...nav.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]!);
}

/** The links of the footer's first list (its services), in order. */
function footerServiceLinks(html: string): string[] {
  const footer = html.slice(html.indexOf("<footer"));
  const list = footer.match(/<ul class="mt-3 text-sm">([\s\S]*?)<\/ul>/)?.[1] ?? "";
  return [...list.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]!);
}

describe("adding a page: a registry entry, a route module and its English and Spanish words", () => {
  it(
    "puts it at its URL in both languages, in the sitemap, hreflang, navigation, footer and share cards",
    { timeout: 120_000 },
    () => {
      const { status, output } = copy.build();
      expect(status, output).toBe(0);

      const site = officeConfig.siteUrl;
      for (const locale of locales) {
        const path = pagePath(page, locale);
        const html = copy.page(path);
        expect(html).toContain(`<html lang="${locale}"`);
        expect(html).toMatch(new RegExp(`<h1[^>]*>${words[locale].h1}</h1>`));
        expect(html).toContain(`<title>${words[locale].title}</title>`);
        expect(html).toContain(`<link rel="canonical" href="${site}${path}"/>`);
        for (const other of locales)
          expect(html).toContain(`hrefLang="${other}" href="${site}${pagePath(page, other)}"`);
        expect(html).toContain(
          `hrefLang="x-default" href="${site}${pagePath(page, defaultLocale)}"`,
        );
        // Breadcrumbs name it in its language.
        expect(html).toContain(`"name":"${words[locale].name}","item":"${site}${path}"`);
        // Its own share card, drawn and published.
        const image = html.match(
          /<meta property="og:image" content="https:\/\/[^/"]+([^"]+)"/,
        )?.[1];
        expect(image).toMatch(/^\/assets\/images\/share\/apostilles-\w+\.png$/);
        expect(existsSync(join(copy.dir, "build/client", image!))).toBe(true);
        // A WhatsApp chat started from it asks about its topic (when the office has WhatsApp).
        const chat = whatsAppUrl(
          officeConfig.whatsappE164,
          fill(common[locale].whatsApp.serviceMessage, {
            office: officeConfig.officeName,
            service: words[locale].topic,
          }),
        );
        if (chat) expect(html).toContain(`href="${chat}"`);
        // Like every page, it ships no React or router runtime.
        expect(html).not.toContain("window.__reactRouterContext");

        // Last in the navigation and the footer's services, on every page, named in the language.
        for (const on of [pagePath("Home", locale), path]) {
          const other = copy.page(on);
          expect(navLinks(other)).toEqual([...navigation.map((p) => pagePath(p, locale)), path]);
          expect(footerServiceLinks(other)).toEqual([
            ...footerLinks.services.map((p) => pagePath(p, locale)),
            path,
          ]);
          expect(other).toMatch(new RegExp(`href="${path}"[^>]*>${words[locale].name}</a>`));
        }
      }

      const sitemap = copy.published("sitemap.xml");
      expect(sitemap.match(/<loc>/g)).toHaveLength((pageIds.length + 1) * locales.length);
      for (const locale of locales) {
        expect(sitemap).toContain(`<loc>${site}${pagePath(page, locale)}</loc>`);
        expect(sitemap).toContain(`hreflang="${locale}" href="${site}${pagePath(page, locale)}"`);
      }
      // The hosts serve it at its URL, with no redirect.
      const host = JSON.parse(readFileSync(join(copy.dir, "build/host-site.json"), "utf8"));
      const served = host.pages.map((page: { path: string }) => page.path);
      for (const locale of locales) expect(served).toContain(pagePath(page, locale));
    },
  );

  it(
    "type-checks: the route module reads the words as the schema types them",
    { timeout: 60_000 },
    () => {
      const result = spawnSync(process.execPath, ["node_modules/typescript/bin/tsc"], {
        cwd: copy.dir,
        encoding: "utf8",
      });
      expect(result.status, result.stdout).toBe(0);
    },
  );
});
