import { existsSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles } from "~/blog/articles";
import { blogList } from "~/content/shared";
import { officeConfig } from "~/site/config";
import { scratchCopy, type ScratchCopy } from "./scratch-copy";

// Adding an article is adding its two Markdown files (and, if it has one, its
// picture): this copies the project, adds a seventh article that way and
// nothing else, builds the copy and looks for the article where visitors,
// search engines and social networks find it.

const id = "BlogPost7";
const words = {
  en: { title: "Sales Tax for a New Florida Business", cta: "See our business services" },
  es: { title: "El impuesto sobre las ventas de un negocio nuevo", cta: "Ver servicios" },
};

const articleFile = (locale: "en" | "es") => `---
title: "${words[locale].title}"
description: "A test article: ${locale === "en" ? "who collects Florida sales tax and when to register." : "quién cobra el impuesto sobre las ventas."}"
excerpt: "An excerpt in ${locale}."
date: 2020-01-02
category: business
readTime: 3
author: "{officeName} test desk"
image: blog/post7
imageAlt: "A drawing"
ctaPage: BusinessSetup
ctaTitle: "Start right"
ctaText: "We register your business."
ctaButton: "${words[locale].cta}"
---

The lead paragraph in ${locale}.

## A heading in ${locale}

:::alert[Remember in ${locale}]
Register before your first sale.
:::
`;

const picture = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="#1a4f8f"/><circle cx="600" cy="315" r="200" fill="#f9c23c"/></svg>\n`;

let copy: ScratchCopy;

beforeAll(() => {
  copy = scratchCopy("new-article-");
  for (const locale of ["en", "es"] as const)
    writeFileSync(
      join(copy.dir, `app/content/blog/articles/${id}.${locale}.md`),
      articleFile(locale),
    );
  writeFileSync(join(copy.dir, "images/blog/post7.svg"), picture);
});

afterAll(() => copy?.remove());

describe("adding an article: two Markdown files and a picture", () => {
  it(
    "puts it at its page in both languages, in the blog list under its filter, in the sitemap, hreflang and share cards",
    { timeout: 120_000 },
    () => {
      const { status, output } = copy.build();
      expect(status, output).toBe(0);

      const site = officeConfig.siteUrl;
      const total = articles.length + 1;
      for (const [locale, prefix] of [
        ["en", ""],
        ["es", "/es"],
      ] as const) {
        const html = copy.page(`${prefix}/${id}`);
        expect(html).toContain(`<html lang="${locale}"`);
        expect(html).toMatch(new RegExp(`<h1[^>]*>${words[locale].title}</h1>`));
        expect(html).toContain(`<title>${words[locale].title}</title>`);
        expect(html).toContain(`${officeConfig.officeName} test desk`);
        expect(html).toContain(`aria-label="Remember in ${locale}"`);
        expect(html).toContain(`href="${prefix}/BusinessSetup"`);
        // hreflang: both languages and x-default.
        expect(html).toContain(`<link rel="canonical" href="${site}${prefix}/${id}"/>`);
        expect(html).toContain(`hrefLang="en" href="${site}/${id}"`);
        expect(html).toContain(`hrefLang="es" href="${site}/es/${id}"`);
        expect(html).toContain(`hrefLang="x-default" href="${site}/${id}"`);
        // Share card: the article's own picture, built into the site.
        const image = html.match(
          /<meta property="og:image" content="https:\/\/[^/"]+([^"]+)"/,
        )?.[1];
        expect(image).toMatch(/^\/assets\/images\/blog\/post7-\w+\.png$/);
        expect(existsSync(join(copy.dir, "build/client", image!))).toBe(true);

        // Blog list: the oldest article, last in the grid, under "all" and "business".
        const list = copy.page(`${prefix}/Blog`);
        const cards = [...list.matchAll(/<li data-filters="([^"]*)">([\s\S]*?)<\/li>/g)];
        const card = cards.find(([, , inner]) => inner!.includes(`href="${prefix}/${id}"`));
        expect(card, "card on the blog list").toBeDefined();
        expect(cards.at(-1)).toBe(card);
        expect(card![1]).toBe("all business");
        expect(card![2]).toContain(words[locale].title);
        const showing = blogList[locale].showing
          .replace("{count}", String(total))
          .replace("{total}", String(total));
        expect(list).toContain(showing);
      }

      const sitemap = copy.published("sitemap.xml");
      expect(sitemap).toContain(`<loc>${site}/${id}</loc>`);
      expect(sitemap).toContain(`<loc>${site}/es/${id}</loc>`);
      expect(sitemap).toContain(`hreflang="es" href="${site}/es/${id}"`);
    },
  );

  it(
    "fails the build, naming the missing file, when the Spanish twin is missing",
    { timeout: 60_000 },
    () => {
      rmSync(join(copy.dir, `app/content/blog/articles/${id}.es.md`));
      const { status, output } = copy.build();
      expect(status).not.toBe(0);
      expect(output).toContain(
        `app/content/blog/articles/${id}.en.md has no Spanish twin: add app/content/blog/articles/${id}.es.md`,
      );
    },
  );
});
