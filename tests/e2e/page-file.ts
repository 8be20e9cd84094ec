// A page as its file says it is drawn: the hero, then each section in order, each with its words
// and links in order (booking links resolved, pages in the page's language) and its items' counts.
import { expect, type Page } from "@playwright/test";
import { common } from "../../app/content/common";
import type { LegalBlock, ServiceCardData } from "../../app/content/model";
import type { SitePage } from "../../app/content/pages";
import { bookingUrl, officeConfig } from "../../app/site/config";
import { pagePath, type Locale } from "../../app/site/pages";

/** A place of the page and what the file says it shows. */
interface Drawn {
  what: string;
  /** A CSS selector of an element inside its block of `main`: the block itself for the hero. */
  at: string;
  texts: string[];
  links?: string[];
  /** Items in its block: a selector and the file's count. */
  counts?: [string, number][];
  /** Filled stars per testimonial. */
  stars?: number[];
}

const defined = (...texts: (string | undefined | false)[]) =>
  texts.filter((text): text is string => Boolean(text));
/** A Florida notice or a note, by its label. */
const labelled = (label: string) => `main aside[aria-label="${label.replace(/["\\]/g, "\\$&")}"]`;

/** What a page's file says it draws, in a language: the hero and each section, in order. */
function drawnFromFile(page: SitePage, locale: Locale): Drawn[] {
  const words = common[locale];
  const { hero, sections } = page.text[locale];
  // The hero's link to the services: the first list of cards.
  const cards = sections.find((section) => section.type === "cards");
  const services = cards ? `#${cards.id}` : "";
  const tel = `tel:${officeConfig.phoneE164}`;
  const florida = page.notices.map((kind) =>
    kind === "notary" ? words.notaryNotice.title : words.immigrationServicesNotice.title,
  );
  const actions = (hero.actions ?? []).filter((action) => action.type !== "services" || services);
  const drawn: Drawn[] = [
    {
      what: "hero",
      at: "main > *",
      texts: [
        ...defined(hero.eyebrow, hero.title, hero.subtitle),
        ...actions.flatMap((a) => defined(a.label, a.type === "call" && officeConfig.phoneDisplay)),
        ...(hero.stats ?? []).flatMap((stat) => [stat.label, stat.value]),
        ...defined(hero.footnote),
      ],
      links: actions.map((a) =>
        a.type === "book" ? bookingUrl(a.booking) : a.type === "call" ? tel : services,
      ),
    },
  ];
  // The Florida notices sit where the page puts a notices section, else under the hero.
  if (florida.length && !sections.some((s) => s.type === "notices" || s.type === "legal"))
    drawn.push({
      what: "Florida notices",
      at: labelled(florida[0]!),
      texts: florida,
      counts: [["aside", florida.length]],
    });
  const card = (item: ServiceCardData, button = words.bookNow) => ({
    texts: [
      ...defined(item.title, item.description),
      ...(item.features ?? []),
      ...(item.facts ?? []).flatMap((fact) => [fact.label, fact.value]),
      ...(item.notes ?? []).flatMap((note) => [note.label, note.text]),
      ...defined((item.booking || item.options) && (item.button ?? button)),
      ...(item.options ?? []).flatMap((option) => defined(option.title, option.note)),
      ...defined(item.page && `${words.learnMore} ${words.about} ${item.title}`),
    ],
    links: [
      ...(item.options ?? (item.booking ? [item] : [])).map((b) => bookingUrl(b.booking!)),
      ...defined(item.page && pagePath(item.page, locale)),
    ],
  });
  const legal = (block: LegalBlock): Pick<Drawn, "texts" | "links"> => {
    switch (block.type) {
      case "text": {
        const list = (block.list ?? []).flatMap((item) => defined(item.term, item.text));
        return { texts: [...defined(block.heading), ...(block.paragraphs ?? []), ...list] };
      }
      case "notice":
        return { texts: [block.title, block.text] };
      case "contact": {
        const { email, phoneDisplay } = officeConfig;
        const texts = [block.email, email, block.phone, phoneDisplay, block.address];
        return { texts, links: [`mailto:${email}`, tel] };
      }
      case "link":
        // A link to a page since removed is left out.
        if (!block.page) return { texts: [] };
        return { texts: [block.label], links: [pagePath(block.page, locale)] };
      case "notices":
        return { texts: florida };
    }
  };
  sections.forEach((section, i) => {
    const push = (part: Omit<Drawn, "what">) =>
      drawn.push({ what: `section ${i + 1} (${section.type})`, ...part });
    const head =
      "title" in section ? defined(section.title, "subtitle" in section && section.subtitle) : [];
    const described = (list: { title: string; description: string }[]) =>
      list.flatMap((item) => [item.title, item.description]);
    const note = "note" in section ? section.note : undefined;
    // A note's button leads to its booking page.
    const noteLink = note?.booking && note.button ? bookingUrl(note.booking) : undefined;
    /** A section of items (`counts`, by selector): its heading if titled, each item's words, its note after them. */
    const items = (counts: [string, number][], texts: string[], links: string[] = []) =>
      push({
        at: `[id="${section.id}"]`,
        texts: [...head, ...texts, ...defined(note?.title, note?.text, noteLink && note?.button)],
        links: [...links, ...defined(noteLink)],
        counts,
      });
    switch (section.type) {
      case "cards": {
        const cards = section.cards.map((item) => card(item, section.button));
        const all = (of: (item: ServiceCardData) => unknown[] | undefined) =>
          section.cards.flatMap((item) => of(item) ?? []).length;
        return items(
          [
            ["article", section.cards.length],
            ["article > ul > li", all((item) => item.features)],
            ["[popover] li", all((item) => item.options)],
            ["button[popovertarget]", section.cards.filter((item) => item.options).length],
            ["article dt", all((item) => item.facts)],
          ],
          cards.flatMap((c) => c.texts),
          cards.flatMap((c) => c.links),
        );
      }
      case "points":
        return items([["li", section.points.length]], described(section.points));
      case "steps":
        return items([["ol > li", section.steps.length]], described(section.steps));
      case "faq":
        return items(
          [["details", section.questions.length]],
          section.questions.flatMap((q) => [q.question, q.answer]),
        );
      case "list":
        return items([["li", section.items.length]], section.items);
      case "newsletter":
        return items([["form", 1]], [section.label, section.button]);
      case "testimonials": {
        const { testimonials } = officeConfig;
        if (testimonials.length === 0) return;
        items(
          [["figure", testimonials.length]],
          testimonials.flatMap((t) => [
            words.ratingLabel.replace("{rating}", String(t.rating)),
            t.comment[locale],
            t.name,
            t.service[locale],
          ]),
        );
        return (drawn.at(-1)!.stars = testimonials.map((t) => t.rating));
      }
      case "notices": {
        const notes = section.notes ?? [];
        const texts = [...notes.flatMap((n) => [n.title, ...n.paragraphs]), ...florida];
        if (!texts.length) return;
        return push({
          at: labelled(notes[0]?.title ?? florida[0]!),
          texts,
          counts: [["aside", notes.length + florida.length]],
        });
      }
      case "cta": {
        const link = section.booking ? bookingUrl(section.booking) : section.button && services;
        const label = section.booking ? (section.button ?? words.bookNow) : section.button;
        return push({
          at: `[id="${section.id}-title"]`,
          texts: defined(section.title, section.subtitle, link && label, officeConfig.phoneDisplay),
          links: defined(link, tel),
        });
      }
      case "legal": {
        const parts = section.parts.flatMap((p) => [{ texts: [p.title] }, ...p.blocks.map(legal)]);
        const titles = section.parts.map((p) => p.title);
        return items(
          [["section", section.parts.length]],
          // The contents list, the date line, then each part.
          [section.toc, ...titles, section.updated, ...parts.flatMap((p) => p.texts)],
          [...section.parts.map((p) => `#${p.id}`), ...parts.flatMap((p) => p.links ?? [])],
        );
      }
    }
  });
  return drawn;
}

/** The booking pages a page's file links to, in the order it draws them. */
export const bookingLinksOf = (file: SitePage, locale: Locale) =>
  drawnFromFile(file, locale)
    .flatMap(({ links = [] }) => links)
    .filter((href) => Object.values(officeConfig.booking).includes(href));

/** What the page shows at each place: the block of `main` holding it, its words and links (hidden ones too: closed lists and answers). */
function readDrawn(places: Drawn[]) {
  const blocks = [...document.querySelector("main")!.children];
  return places.map(({ at, counts = [] }) => {
    const anchor = document.querySelector(at);
    const root = anchor ? blocks.find((block) => block.contains(anchor)) : undefined;
    const all = (selector: string) => [...(root?.querySelectorAll(selector) ?? [])];
    return {
      index: root ? blocks.indexOf(root) : -1,
      text: (root?.textContent ?? "").replace(/\s+/g, " "),
      links: all("a[href]").map((a) => a.getAttribute("href")!),
      counts: counts.map(([selector]) => [selector, all(selector).length]),
      stars: all("figure").map((figure) => figure.querySelectorAll("svg.fill-current").length),
    };
  });
}

/** The items of `expected` not found in `actual` in that order: the first one out of place and those after it. */
export function missingInOrder(actual: string | readonly string[], expected: readonly string[]) {
  let from = 0;
  for (const [i, item] of expected.entries()) {
    const at = actual.indexOf(item, from);
    if (at < 0) return expected.slice(i);
    from = at + (typeof actual === "string" ? item.length : 1);
  }
  return [];
}

/** Checks that the page in `page` draws its file's hero and sections, in order, with their words, items and links. */
export async function expectDrawnAsFile(page: Page, file: SitePage, locale: Locale) {
  const expected = drawnFromFile(file, locale);
  const actual = await page.evaluate(readDrawn, expected);
  const normal = (text: string) => text.replace(/\s+/g, " ").trim();
  await expect(page.locator("main h1")).toHaveText(normal(file.text[locale].hero.title));
  for (const [i, { what, texts, links = [], counts = [], stars }] of expected.entries()) {
    const found = actual[i]!;
    expect(found.index, `${what} is drawn`).toBeGreaterThanOrEqual(0);
    const words = missingInOrder(found.text, texts.map(normal));
    expect(words, `${what}: its words, in order`).toEqual([]);
    expect(missingInOrder(found.links, links), `${what}: its links, in order`).toEqual([]);
    expect(found.counts, `${what}: its items, by selector`).toEqual(counts);
    if (stars) expect(found.stars, `${what}: stars`).toEqual(stars);
  }
  const order = actual.map((found) => found.index);
  expect(order, "the sections in the file's order, one block each").toEqual(
    [...new Set(order)].toSorted((a, b) => a - b),
  );
}
