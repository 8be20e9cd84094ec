import type { Page } from "@playwright/test";
import { blogFilterNames, filtersOf } from "../../app/blog/schema";
import type { PageSection, SectionOf } from "../../app/content/model";
import { blogWords, sitePages } from "../../app/content/pages";
import { officeConfig } from "../../app/site/config";
import { formatIsoDay } from "../../app/site/format";
import { pagePath, type Locale } from "../../app/site/pages";
import { articles } from "./site";
import { expect, open, test } from "./support";

const pathOf = (id: string, locale: Locale = "en") => pagePath(id, locale);
const [newest, ...older] = articles;
const isNewsletter = (section: PageSection): section is SectionOf<"newsletter"> =>
  section.type === "newsletter";
/** The first page with a newsletter (the owner may have taken it out), and its words per language. */
const newsletterPage = sitePages.find((page) => page.text.en.sections.some(isNewsletter));
const newsletter = (locale: Locale) => newsletterPage!.text[locale].sections.find(isNewsletter)!;

/** Each filter, and the articles it shows in list order, from their categories. */
const filters = blogFilterNames.map((filter) => ({
  filter,
  name: blogWords("en").filters[filter],
  shown: articles.filter((article) => filtersOf(article.en.category).includes(filter)),
}));

const shownPosts = (page: Page) =>
  page
    .locator("#articles article h2 a, #articles article h3 a")
    .filter({ visible: true })
    .evaluateAll((as) => as.map((a) => a.getAttribute("href")));

test("the blog lists every article, newest featured, under a malformed filter too; its filters work", async ({
  page,
  problems,
}) => {
  const words = blogWords("en");
  // A malformed filter in the URL shows every post, and the site script still runs: `problems`
  // fails the test on an uncaught error, as decoding this hash used to throw.
  await open(page, "/Blog#%E0%A4%A");
  await expect(page.locator("a[data-blog-filter='all']")).toHaveAttribute("aria-current", "true");
  if (!newest) {
    // The owner has deleted every article: the list says there are none.
    await expect(page.locator("#articles article")).toHaveCount(0);
    return expect(page.locator("#articles")).toContainText(words.noResults);
  }
  const text = newest.en;
  const featured = page.locator("#articles article").first();
  await expect(featured.getByRole("link")).toHaveAttribute("href", pathOf(newest.id));
  await expect(featured.locator("time").first()).toHaveAttribute("datetime", text.date);
  for (const shown of [
    words.featured,
    words.categories[text.category],
    formatIsoDay(text.date, "en"),
    `${text.readTime} ${words.minutesRead}`,
    `${words.by} ${text.author}`,
    words.readMore,
  ])
    await expect(featured).toContainText(shown);
  // The others in the grid below it, in order.
  await expect(page.locator("#articles ul > li article")).toHaveCount(older.length);
  expect(await shownPosts(page)).toEqual(articles.map((article) => pathOf(article.id)));
  // Every article is listed: there is nothing more to load.
  await expect(page.locator("#articles button")).toHaveCount(0);

  // Each filter shows its articles, puts its topic in the URL and says how many it shows.
  const group = page.getByRole("navigation", { name: words.filterLabel });
  await expect(group.getByRole("link")).toHaveCount(filters.length);
  // "All posts" last, so every filter is chosen from another one.
  for (const { filter, name, shown } of [...filters.slice(1), filters[0]!]) {
    const link = group.getByRole("link", { name, exact: true });
    await link.press("Enter");
    await expect(link).toHaveAttribute("aria-current", "true");
    await expect(link, "focus stays on the choice").toBeFocused();
    await expect(page).toHaveURL(new RegExp(`/Blog#${filter}$`));
    await expect.poll(() => shownPosts(page)).toEqual(shown.map((a) => pathOf(a.id)));
    const showing = words.showing
      .replace("{count}", String(shown.length))
      .replace("{total}", String(articles.length));
    const count = page.locator("[data-blog-filter-count]").filter({ visible: true });
    await expect(count).toHaveText(showing);
    await expect(page.getByRole("status").filter({ hasText: showing })).toHaveText(showing);
  }
});

test("a shared filtered URL opens filtered, with or without JavaScript", async ({ browser }) => {
  const under = (filter: string) =>
    filters.find((f) => f.filter === filter)!.shown.map((a) => pathOf(a.id, "es"));
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto("/es/Blog#taxes");
    expect(await shownPosts(page)).toEqual(under("taxes"));
    await page
      .getByRole("navigation", { name: blogWords("es").filterLabel })
      .getByRole("link", { name: blogWords("es").filters.immigration })
      .click();
    await expect.poll(() => shownPosts(page)).toEqual(under("immigration"));
    await context.close();
  }
});

/** With no newsletter in any page's file (the owner took it out), the blog draws none either. */
async function expectNoNewsletter(page: Page) {
  await page.goto(pathOf("Blog"));
  await expect(page.locator("form[data-newsletter]")).toHaveCount(0);
}

test("the newsletter checks in the page's language; toasts pile up", async ({ page }) => {
  if (!newsletterPage) return expectNoNewsletter(page);
  await page.clock.install();
  await open(page, pathOf(newsletterPage.id, "es"));
  const words = newsletter("es");
  const input = page.getByLabel(words.label);
  const subscribe = page.getByRole("button", { name: words.button });
  await subscribe.click();
  await expect(page.getByRole("alert")).toHaveText(words.errorEmpty);
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect(input).toBeFocused();
  // The browser's own message is the page's, in Spanish.
  await expect(input).toHaveJSProperty("validationMessage", words.errorEmpty);
  // One the browser refuses ("ñ" before the @) gets the page's words too, not the browser's.
  for (const typed of ["maria@", "muñoz@example.org"]) {
    await input.fill(typed);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert"), typed).toHaveText(words.errorInvalid);
  }

  await input.fill("maria@example.org");
  await expect(page.getByRole("alert")).toHaveText("");
  await expect(input).not.toHaveAttribute("aria-invalid");
  await subscribe.click();
  // The mailto: it opened stays on the page as a fallback link.
  // Anchors start with a letter (the schema's pattern): a CSS id selector takes them as they are.
  const fallback = page.locator(`#${words.id}`).getByRole("link", { name: officeConfig.email });
  await expect(fallback).toBeVisible();
  const mailto = new URL((await fallback.getAttribute("href"))!);
  expect(mailto).toMatchObject({ protocol: "mailto:", pathname: officeConfig.email });
  expect(mailto.searchParams.get("subject")).toBe(words.mailSubject);
  expect(mailto.searchParams.get("body")).toContain("maria@example.org");
  const toasts = page.getByRole("status").locator("li");
  await expect(toasts.filter({ hasText: words.toastTitle })).toBeVisible();
  // A toast goes after 8 s, but not while the pointer is on it or focus in it.
  await toasts.hover();
  await page.clock.fastForward(9_000);
  await page.mouse.move(0, 0);
  await toasts.getByRole("button").focus();
  await page.clock.fastForward(9_000);
  await expect(toasts).toHaveCount(1);
  await input.focus();
  await page.clock.fastForward(9_000);
  await expect(toasts).toHaveCount(0);
  // The toast area keeps at most 20 toasts, and a toast's button removes it.
  await page.locator("form[data-newsletter]").evaluate((form: HTMLFormElement) => {
    for (let i = 0; i < 21; i++) form.requestSubmit();
  });
  await expect(toasts).toHaveCount(20);
  await toasts.last().getByRole("button").click();
  await expect(toasts).toHaveCount(19);
});

/** Opens the first article that has `part`, and gives it back. */
async function articlePart(page: Page, part: string) {
  const found = page.locator(`main article ${part}`).first();
  for (const { id } of articles) if ((await page.goto(pathOf(id)), await found.count())) break;
  return found;
}

test("an article's bullet keeps its bold words and links in its line; a step's first paragraph is bold when more follow; a link in a table never widens a phone's page", async ({
  page,
}) => {
  const bullet = await articlePart(page, "ul > li > div");
  const tops = await bullet.evaluate((words) => {
    words.innerHTML = "<strong>Form W-7</strong>: what to <a href='#'>bring</a> with it";
    return [...words.childNodes].map((node) => {
      const range = new Range();
      range.selectNode(node);
      return Math.round(range.getBoundingClientRect().top);
    });
  });
  expect(new Set(tops).size, "its four parts on one line").toBe(1);
  // A step's first paragraph is bold when more follow; a step of one is plain.
  const step = await articlePart(page, "ol > li > div");
  await step.evaluate((words) => (words.innerHTML = "<p>Sign</p><p>Sign it.</p>"));
  await expect(step.locator("p").first()).toHaveCSS("font-weight", "700");
  await step.evaluate((words) => (words.innerHTML = "<p>Sign it.</p>"));
  await expect(step.locator("p")).toHaveCSS("font-weight", "400");
  // A link in a table scrolls with it and never widens a phone's page.
  await page.setViewportSize({ width: 320, height: 700 });
  const cell = await articlePart(page, "[role=region] tbody td");
  // Two more columns in its last row, wider than the phone, the last holding the page's own
  // outbound link and its hidden "opens in a new tab".
  await cell.evaluate((first) => {
    const row = first.closest("tbody")!.querySelector("tr:last-child")!;
    for (const text of ["Deadline April 15", "Where to get it"])
      row.append(Object.assign(document.createElement("td"), { textContent: text }));
    row.lastElementChild!.append(document.querySelector("a[target=_blank]")!.cloneNode(true));
  });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the newsletter checks and opens an e-mail", async ({ page }) => {
    if (!newsletterPage) return expectNoNewsletter(page);
    await page.goto(pathOf(newsletterPage.id));
    const form = page.locator("form[data-newsletter]");
    const input = form.getByRole("textbox");
    // Only a whole address is valid.
    for (const typed of ["", "maria@", "maria@example.org"]) {
      await input.fill(typed);
      const valid = await input.evaluate((el: HTMLInputElement) => el.checkValidity());
      expect(valid, typed).toBe(typed === "maria@example.org");
    }
    await expect(form).toHaveAttribute("action", `mailto:${officeConfig.email}`);
    await expect(form).toHaveAttribute("method", "get");
    await expect(form.locator('input[name="subject"]')).toHaveValue(newsletter("en").mailSubject);
  });
});
