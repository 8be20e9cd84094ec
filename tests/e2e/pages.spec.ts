import type { Locator, Page } from "@playwright/test";
import { common } from "../../app/content/common";
import { isMiamiDade, notaryNoticeHaitianCreole } from "../../app/content/common/notary-notice-ht";
import { anchorIds, layoutIds, type NoticeKind } from "../../app/content/model";
import { noticesFor } from "../../app/content/notices";
import { blogWords, sitePage } from "../../app/content/pages";
import { officeConfig } from "../../app/site/config";
import { formatIsoDay } from "../../app/site/format";
import { locales, pagePath, type Locale } from "../../app/site/pages";
import { blockTexts, isElement } from "../../app/blog/block-texts";
import { keptWhole } from "../../app/entry.server";
import { expectDrawnAsFile, missingInOrder } from "./page-file";
import { articleBody, articles } from "./site";
import { allPages, axeViolations, expect, open, test } from "./support";

/**
 * Florida s. 117.05(10) (notary), s. 501.1391 (immigration services): each notice a page calls for
 * is in its body once, in English and Spanish (the notary's also in Haitian Creole in Miami-Dade),
 * at body size or larger; no other page shows them there.
 */
async function expectFloridaNotices(page: Page, kinds: readonly NoticeKind[], locale: Locale) {
  const { notaryNotice, immigrationServicesNotice } = common[locale];
  const titles = { notary: notaryNotice.title, immigration: immigrationServicesNotice.title };
  const shown = await page.locator("main aside").evaluateAll((all) => all.map((a) => a.ariaLabel));
  const florida = shown.filter((title) => Object.values(titles).includes(title!));
  expect(florida).toEqual(kinds.map((kind) => titles[kind]));
  for (const kind of kinds) {
    const notice = page
      .locator("main")
      .getByRole("complementary", { name: titles[kind], exact: true });
    await expect(notice).toBeVisible();
    for (const lang of locales) {
      const { notaryNotice: notary, immigrationServicesNotice: immigration } = common[lang];
      const texts =
        kind === "notary" ? [notary.text] : [immigration.statement, immigration.explanation];
      const lines = (hasText: string) => notice.locator(`p[lang="${lang}"]`, { hasText });
      for (const text of texts) await expect(lines(text), `${kind} in ${lang}`).toHaveCount(1);
    }
    const creole = notice.locator('p[lang="ht"]');
    if (kind === "notary" && isMiamiDade(officeConfig.address.county))
      await expect(creole).toHaveText(notaryNoticeHaitianCreole.text);
    else await expect(creole).toHaveCount(0);
    // Every line of the notice, title included, at body size or larger: 16 px, or the size of
    // most of the page's other paragraphs where that is larger (an article's 18 px).
    const sizes = await fontSizes(notice.locator("p"));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(Math.max(16, await bodySize(page)));
  }
}

const fontSizes = (elements: Locator) =>
  elements.evaluateAll((all) => all.map((el) => parseFloat(getComputedStyle(el).fontSize)));
/** The font size most of the paragraphs of `main` have, outside its boxes and its hero (the block
 * of its h1, whose lead is larger on purpose: a short page may have as many lead lines as others). */
async function bodySize(page: Page) {
  const sizes = await page.locator("main p:not(aside p)").evaluateAll((all) => {
    const hero = document.querySelector("main h1")?.closest("main > *, header");
    const body = all.filter((p) => !hero?.contains(p));
    return body.map((p) => parseFloat(getComputedStyle(p).fontSize));
  });
  const count = (size: number) => sizes.filter((s) => s === size).length;
  return sizes.reduce((most, size) => (count(size) > count(most) ? size : most), 0);
}

/** An article page as its file says: an <article> with its title, dates (shown and in its data), way back to the blog, body and call to action, and the Florida notices its words and front matter call for. */
async function expectArticleAsFile(page: Page, entry: (typeof articles)[number], locale: Locale) {
  const article = entry[locale];
  const written = locales.flatMap((l) => [entry[l], articleBody(entry.id, l)]);
  await expectFloridaNotices(page, noticesFor(written, article.notices), locale);
  const words = blogWords(locale);
  const main = page.locator("main article");
  await expect(main).toHaveCount(1);
  await expect(main.locator("h1")).toHaveText(article.title);
  await expect(main.locator("time[datetime]").first()).toHaveAttribute("datetime", article.date);
  const back = main.getByRole("link", { name: words.backToBlog });
  await expect(back).toHaveAttribute("href", pagePath("Blog", locale));
  const json = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = json.flatMap((block) => JSON.parse(block));
  expect(data).toContainEqual(expect.objectContaining({ "@type": "BreadcrumbList" }));
  expect(data).toContainEqual(
    expect.objectContaining({
      "@type": "BlogPosting",
      datePublished: article.date,
      // An article changed after its date says so, to readers and search engines.
      dateModified: article.updated ?? article.date,
      inLanguage: locale,
    }),
  );
  const updated = main.locator("[data-updated]");
  if (article.updated) {
    await expect(updated).toContainText(words.updated);
    await expect(updated).toContainText(formatIsoDay(article.updated, locale));
    await expect(updated.locator("time")).toHaveAttribute("datetime", article.updated);
  } else await expect(updated).toHaveCount(0);
  const cta = page.locator("#cta-title + p + div a").first();
  await expect(cta).toHaveAttribute("href", pagePath(article.ctaPage, locale));
  // Its body, block by block in order, as its Markdown says; its steps numbered.
  const body = articleBody(entry.id, locale);
  const drawn = (await main.textContent())!.replace(/\s+/g, " ");
  const blocks = blockTexts(body).map((text) => text.replace(/\s+/g, " ").trim());
  expect(missingInOrder(drawn, blocks), "its blocks, in order").toEqual([]);
  const lists = body.children.filter(isElement).filter((node) => node.tagName === "ol");
  const steps = lists.flatMap((list) => list.children.filter(isElement));
  await expect(main.locator("ol > li")).toHaveCount(steps.length);
}

test.use({ reducedMotion: "reduce" });

// Status, URL, lang, one h1 and every link (outbound target and rel; internal ones resolving, in
// the page's language) are checked for every page by scripts/check-build.mjs and deploy.spec.ts.
for (const { page: pageId, locale, path } of allPages) {
  test(`${path} (${pageId}, ${locale}) is its file, complete, accessible and self-contained`, async ({
    page,
    problems,
    request,
  }) => {
    const article = articles.find((a) => a.id === pageId);
    const file = article ? undefined : sitePage(pageId);
    // Legal texts show the visitor's today: a stopped clock at local noon, so midnight can't pass.
    const legal = file?.kind === "legal";
    await open(page, path, legal ? new Date(2026, 2, 5, 12) : undefined);
    // Every section of the page's file, in order, with its words and booking links.
    if (!file) await expectArticleAsFile(page, article!, locale);
    else {
      await expectDrawnAsFile(page, file, locale);
      // Every id is an anchor's, or one the anchors keep clear of (React's own have a "_").
      const { sections } = file.text[locale];
      const legalParts = sections.flatMap((s) => (s.type === "legal" ? s.parts : []));
      const anchors = [...sections, ...legalParts].map((s) => s.id);
      const known = new Set([...layoutIds, ...anchors.flatMap(anchorIds)]);
      const ids = await page.locator("[id]").evaluateAll((all) => all.map((el) => el.id));
      expect(ids.filter((id) => !id.includes("_") && !known.has(id))).toEqual([]);
      const { image, imageAlt } = file.text[locale].hero;
      if (image && imageAlt)
        await expect(page.getByRole("img", { name: imageAlt, exact: true })).toBeVisible();
      const today = formatIsoDay("2026-03-05", locale);
      if (legal) await expect(page.locator("main time").first()).toHaveText(today);
      await expectFloridaNotices(page, file.notices, locale);
    }
    // Presence and uniqueness are check-build's; its words, the file's (the schema holds its length).
    const { description } = file?.text[locale].meta ?? article![locale];
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", description);
    const text = await page.locator("body").textContent();
    expect(text, "every fact filled in").not.toMatch(/\{[\w.]+\}/);
    // Florida s. 117.05(11): no literal translation of "Notary Public".
    if (locale === "es") expect(text).not.toMatch(/\bnotari[oa]s?\b/i);

    // The words are in the prerendered HTML, not added by JavaScript.
    const raw = await (await request.get(path)).text();
    const h1 = (html: string) =>
      new DOMParser().parseFromString(html, "text/html").body.querySelector("h1")?.textContent;
    expect(await page.evaluate(h1, raw)).toBe(await page.locator("h1").textContent());

    expect(await axeViolations(page), "axe at 1280 px").toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await axeViolations(page), "axe at 390 px").toEqual([]);
    const width = () => document.documentElement.scrollWidth;
    expect(await page.evaluate(width), "nothing wider than a phone").toBeLessThanOrEqual(390);
    // Nor on the narrowest phone (320 px) with its largest text (200%), every part laid out, the
    // footer too; nothing cut off inside a box that hides what overflows it, no icon squeezed, no
    // number broken at its hyphen ("I-" then "765"), nor "EE. UU." at its space, nor a dash off
    // its word.
    await page.setViewportSize({ width: 320, height: 700 });
    const { clipped, squeezed, broken } = await page.evaluate((numbers) => {
      document.documentElement.style.fontSize = "200%";
      for (const part of document.querySelectorAll<HTMLElement>(".render-when-near"))
        part.style.contentVisibility = "visible";
      const clipped = [...document.querySelectorAll<HTMLElement>("body *:not([class*=sr-only])")]
        .filter((box) => ["hidden", "clip"].includes(getComputedStyle(box).overflowX))
        .filter((box) => box.scrollWidth > box.clientWidth + 1);
      const squeezed = [...document.querySelectorAll("svg.lucide")]
        .map((icon) => icon.getBoundingClientRect())
        .filter(({ width, height }) => width > 0 && Math.abs(width - height) > 0.5);
      const broken: string[] = [];
      const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let text; (text = texts.nextNode() as Text | null);)
        for (const { index, 0: number } of text.data.matchAll(new RegExp(numbers, "g"))) {
          const range = new Range();
          range.setStart(text, index);
          range.setEnd(text, index + number.length);
          const lines = new Set([...range.getClientRects()].map(({ top }) => Math.round(top)));
          if (lines.size > 1) broken.push(number);
        }
      return { clipped: clipped.map((box) => box.outerHTML.slice(0, 80)), squeezed, broken };
    }, keptWhole.source);
    expect(await page.evaluate(width), "nothing wider than 320 px, at 200% text").toBe(320);
    expect(clipped, "nothing cut off, at 200% text").toEqual([]);
    expect(squeezed, "every icon square, at 200% text").toEqual([]);
    expect(broken, "every number, EE. UU. and dash's word on one line, at 200% text").toEqual([]);
    // An e-mail or a web address in a sentence the owner types never widens a phone's page either:
    // one after the first word of each text of four words or more in the page's body (not a link's
    // or button's label), at the normal text size.
    const sentences = await page.locator("main").evaluate((main, word) => {
      document.documentElement.style.fontSize = "";
      const texts = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      let count = 0;
      for (let text; (text = texts.nextNode());) {
        const words = text.textContent ?? "";
        if (words.trim().split(/\s+/).length < 4 || text.parentElement?.closest("a, button, time"))
          continue;
        text.textContent = words.replace(/\S+/, (first) => `${first} ${word}`);
        count++;
      }
      return count;
    }, "documentos.multiservicios.pensacola@gmail.com");
    expect(sentences, "sentences to lengthen").toBeGreaterThan(0);
    expect(await page.evaluate(width), "nothing wider than 320 px, with a long word").toBe(320);
  });
}
