import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { page as pageModel, type Page } from "~/content/model";
import { sitePages } from "~/content/pages";
import { officeConfig, officeFile } from "~/site/config";
import { locales, pageFileName, pagePath, type Locale } from "~/site/pages";
import { launchChromium } from "../../scripts/browser.mjs";
import { startSite } from "../../scripts/site-server.mjs";
import { noProblems, watchProblems } from "../e2e/support";
import { alternateConfig, alternateFacts } from "../fixtures/alternate-config";
import {
  cardsOf,
  editedPages,
  mostCards,
  newArticleId,
  newCard,
  newService,
  newServiceId,
  sectionOf,
} from "../fixtures/owner-words";
import { scratchCopy, type ScratchCopy } from "./scratch-copy";

// What an owner does in the site editor, done to a copy of the content and built once: another
// office's facts; a card added, a step removed, a section moved, a question deleted; a new service
// page and article. The build passes its checks, shows every edit and only that office's facts.

let copy: ScratchCopy;
/** The files the edits wrote, from the project's root. */
const written: string[] = [];
const read = (path: string) => readFileSync(join(copy.dir, path), "utf8");
const write = (path: string, text: string) => {
  written.push(path);
  copy.write(path, text);
};
/** Changes a page's file in both languages; nothing when no page can take the edit. */
const edit = (id: string | undefined, change: (page: Page, locale: Locale) => void) => {
  if (!id) return;
  for (const locale of locales) {
    const page = parse(read(pageFileName(id, locale))) as Page;
    change(page, locale);
    write(pageFileName(id, locale), stringify(page));
  }
};

const newPage = { id: newServiceId, ...newService };
// Its id, new by construction, keeps its title apart from every article the owner wrote.
const article = {
  id: newArticleId,
  en: `Sales tax for a new business, ${newArticleId}`,
  es: `Impuesto de ventas, ${newArticleId}`,
};
/** What the edits removed or moved first, in English. */
const changed = { step: "", question: "", section: "" };
/** An article's address that is the new page's, in other capitals. */
const clash = newServiceId.toLowerCase();
/** The build's log. */
let log = "";
/** A page the owner removed, which the new card and the new article still name. */
const removedPage = `Removed${newServiceId}`;
const { addCard, removeStep, removeQuestion, moveSection } = editedPages;

beforeAll(() => {
  copy = scratchCopy("owner-edits-");
  write(officeFile, stringify(alternateFacts));
  const [booking] = Object.keys(alternateConfig.booking);
  edit(addCard, (page, locale) => {
    // With no list of cards, a new one; at its most, its last card makes room.
    const { cards } = cardsOf(page, newCard[locale].title);
    if (cards.length >= mostCards) cards.pop();
    // It links to a page since removed: the link is left out (the editor cannot check a removal).
    cards.push({ icon: "plane", booking, page: removedPage, ...newCard[locale] });
  });
  edit(removeStep, (page, locale) => {
    const { title } = sectionOf(page, "steps")!.steps.shift()!;
    if (locale === "en") changed.step = title;
  });
  edit(removeQuestion, (page, locale) => {
    const { question } = sectionOf(page, "faq")!.questions.pop()!;
    if (locale === "en") changed.question = question;
  });
  edit(moveSection, (page, locale) => {
    // The last section before the closing box moves up to be the first; its anchor, as built.
    page.sections.unshift(page.sections.splice(page.sections.length - 2, 1)[0]!);
    if (locale === "en") changed.section = pageModel.parse(page).sections[0]!.id;
  });
  write(
    "images/blog/post7.svg",
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="#1a4f8f"/></svg>\n',
  );
  for (const locale of locales) {
    const words = newPage[locale];
    const step = { title: words.step, description: words.text };
    const file: Page = {
      name: words.name,
      footer: 99,
      menu: 99,
      whatsApp: locale === "en" ? "photos" : "fotos",
      // Its new address in its title and description keeps them apart from every page the owner wrote.
      meta: {
        title: `${words.name} (${newPage.id}) | {officeName}`,
        description: `${words.title} (${newPage.id})`,
      },
      hero: {
        icon: "camera",
        // A picture since deleted from images/: the page shows none (the editor cannot check it).
        image: "blog/removed",
        imageAlt: words.name,
        title: words.title,
        subtitle: locale === "en" ? "Also for apostille requests." : "También para apostillas.",
        actions: [{ type: "book", label: "Book", booking: booking! }],
      },
      sections: [{ type: "steps", id: "process", title: words.step, steps: [step] }],
    };
    write(pageFileName(newPage.id, locale), stringify(file));
    for (const [id, title] of [
      [article.id, article[locale]],
      // Saved under the new page's address (in other capitals) before a build told the editor.
      [clash, clash],
    ])
      write(
        `app/content/blog/articles/${id}.${locale}.md`,
        `---\ntitle: "${title}"\ndescription: "A test article in ${locale}, ${id}, about sales tax for new businesses."\nexcerpt: "A test in ${locale}."\ndate: 2020-01-02\ncategory: business\nauthor: "{officeName}"\nimage: blog/post7\nimageAlt: "A drawing"\nctaPage: ${newPage.id}\nctaTitle: "Start"\nctaText: "We help."\nctaButton: "See"\n---\n\nThe lead in ${locale}, [once a page](/${removedPage}).\n\n## A heading\n`,
      );
  }
});

afterAll(() => copy?.remove());

it("the edits build and pass the build checks and budgets", { timeout: 240_000 }, () => {
  const build = copy.build();
  log = build.output;
  expect(build.status, build.output).toBe(0);
  const check = copy.run(["scripts/check-build.mjs"]);
  expect(check.status, check.output).toBe(0);
});

const none = "no page of the site can take this edit";
/** A text as the built HTML writes it: an apostrophe, an ampersand or a quote escaped. */
const asHtml = (text: string) => renderToStaticMarkup(createElement(Fragment, null, text));
/** A built page's share picture, drawn from `name` (the picture's name before its hash). */
const sharePicture = (name: string) =>
  new RegExp(`<meta property="og:image" content="[^"]*/${name}-\\w+\\.png"`);
/** The page of an edit, in a language, as built. */
const built = (id: string | undefined, locale: Locale) => copy.page(pagePath(id!, locale));

it.each(locales)(`shows the card added to ${addCard} (%s), linking no page removed`, (locale) => {
  const cards = built(addCard, locale);
  expect(cards).toContain(newCard[locale].title);
  expect(cards).toContain(Object.values(alternateConfig.booking)[0]);
  expect(cards).not.toContain(`/${removedPage}"`);
  const lead = copy.page(pagePath(article.id, locale)).replaceAll("<!-- -->", "");
  expect(lead).toContain(`in ${locale}, once a page.`);
});

it.skipIf(!removeStep).each(locales)(`shows a step less (${removeStep ?? none}, %s)`, (locale) => {
  const { steps } = sectionOf(parse(read(pageFileName(removeStep!, locale))) as Page, "steps")!;
  const list = built(removeStep, locale).match(/<ol[^>]*>([\s\S]*?)<\/ol>/)![1]!;
  expect(list.match(/<li/g)).toHaveLength(steps.length);
  if (locale === "en") expect(list).not.toContain(`>${asHtml(changed.step)}<`);
});

it.skipIf(!removeQuestion)(`shows one question less (${removeQuestion ?? none})`, () => {
  expect(built(removeQuestion, "en")).not.toContain(`>${asHtml(changed.question)}<`);
});

it.skipIf(!moveSection)(`shows the section moved first (${moveSection ?? none})`, () => {
  for (const locale of locales) {
    const moved = built(moveSection, locale);
    const main = moved.slice(moved.indexOf("<main"));
    expect(main.match(/<section[^>]* id="([^"]+)"/)![1]).toBe(changed.section);
  }
});

it("leaves out an article saved under a new page's address, told in the build's log", () => {
  expect(log).toContain(`${clash}.*.md is left out: its address is the page's`);
  for (const locale of locales) expect(built("Blog", locale)).not.toContain(clash);
});

// Its canonical URL, title and description are checked by check-build in the first test.
it("put the new service page everywhere a page belongs", () => {
  const site = alternateConfig.siteUrl;
  const host = JSON.parse(read("build/host-site.json"));
  for (const locale of locales) {
    const path = pagePath(newPage.id, locale);
    const html = copy.page(path);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${newPage[locale].title}</h1>`));
    expect(html).not.toContain(`alt="${newPage[locale].name}"`);
    for (const other of locales)
      expect(html).toContain(`hrefLang="${other}" href="${site}${pagePath(newPage.id, other)}"`);
    expect(html).toMatch(sharePicture(`share/${newPage.id}`));
    // Its words offer apostilles: the notary notice is in its body.
    expect(html.slice(html.indexOf("<main"), html.indexOf("</main>"))).toContain(
      "I AM NOT AN ATTORNEY LICENSED TO PRACTICE LAW IN THE STATE OF FLORIDA",
    );
    const home = copy.page(pagePath("Home", locale));
    const footer = home.slice(home.indexOf("<footer"));
    expect(footer).toMatch(new RegExp(`href="${path}"[^>]*>${newPage[locale].name}</a>`));
    expect(home.slice(home.indexOf("<nav"), home.indexOf("</nav>"))).toContain(`href="${path}"`);
    expect(copy.published("sitemap.xml")).toContain(`<loc>${site}${path}</loc>`);
    expect(host.pages.map((page: { path: string }) => page.path)).toContain(path);
    expect(copy.page(pagePath(article.id, locale))).toContain(`href="${path}"`);
  }
  const redirect = `/${newPage.id.toLowerCase()}  /${newPage.id}  301`;
  expect(copy.published("_redirects").split("\n")).toContain(redirect);
  const code = written.filter((file) => !/^(content|app\/content|images)\//.test(file));
  expect(code, "no code file changed").toEqual([]);
});

it.each(locales)("put the new article on its page, the blog and the sitemap (%s)", (locale) => {
  const path = pagePath(article.id, locale);
  const html = copy.page(path);
  expect(html).toMatch(new RegExp(`<h1[^>]*>${article[locale]}</h1>`));
  expect(html).toMatch(sharePicture("blog/post7"));
  const list = copy.page(pagePath("Blog", locale));
  // Its card, in the grid or featured when it is the newest (the owner may have no other):
  // what follows its filters, up to the next card's.
  const cards = list.split(' data-filters="').slice(1);
  const card = cards.find((chunk) => chunk.includes(`href="${path}"`));
  expect(card?.split('"')[0], "on the blog list, under its topic").toBe("all business");
  expect(copy.published("sitemap.xml")).toContain(`<loc>${alternateConfig.siteUrl}${path}</loc>`);
});

it("show that office's facts and none of this one's", () => {
  const build = join(copy.dir, "build");
  const files = readdirSync(build, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(html|xml|txt|vcf|json)$|_headers|_redirects/.test(file))
    .map((file) => ({ file, text: readFileSync(join(build, file), "utf8") }));
  const { officeName, phoneDisplay, email, siteUrl, booking, address } = officeConfig;
  const hosts = new Set([siteUrl, ...Object.values(booking)].map((url) => new URL(url).hostname));
  const own = [officeName, phoneDisplay, email, ...hosts, address.street];
  /** The built files that show `value`, as typed or as HTML escapes it. */
  const showing = (value: string) =>
    files
      .filter(({ text }) => [value, asHtml(value)].some((form) => text.includes(form)))
      .map(({ file }) => file);
  for (const value of own) expect(showing(value), value).toEqual([]);
  const home = copy.page("/");
  expect(home).toContain(`href="tel:${alternateConfig.phoneE164}"`);
  expect(home).toContain(`href="mailto:${alternateConfig.email}"`);
  for (const method of alternateConfig.paymentMethods) expect(home).toContain(`>${method}</li>`);
  expect(copy.published("contact.vcf")).toContain(alternateConfig.phoneE164);
  // Each booking link a page names, at that office's address (one no page names shows nowhere).
  const linked = files.map(({ text }) => text).join("\n");
  const words = JSON.stringify(sitePages.map((page) => page.text));
  for (const [, name] of words.matchAll(/"booking":"([^"]+)"/g))
    expect(linked).toContain(alternateConfig.booking[name!]);
});

it("the browser shows the holiday notice in both languages", { timeout: 120_000 }, async () => {
  const site = await startSite({ cwd: copy.dir });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const problems = await watchProblems(page);
    // Two days before the first closure, within its announcement in any time zone.
    const [closure] = alternateConfig.specialHours.exceptions;
    await page.clock.setFixedTime(Date.parse(`${closure!.from}T17:00:00Z`) - 2 * 86_400_000);
    for (const [path, locale] of [
      ["/", "en"],
      [`/es/${newPage.id}`, "es"],
    ] as const) {
      expect((await page.goto(`${site.url}${path}`))?.status(), path).toBe(200);
      const notice = page.locator("[data-hours-notice]");
      await notice.waitFor({ state: "visible", timeout: 15_000 });
      expect(await notice.textContent(), path).toContain(closure!.note![locale]);
    }
    expect(problems).toEqual(noProblems);
  } finally {
    await browser.close();
    await site.stop();
  }
});
