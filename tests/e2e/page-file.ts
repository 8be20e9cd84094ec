/**
 * A page as its file says it is drawn: the hero, then each section in order,
 * each with its words in the order the page shows them (headings, cards and
 * their features, steps, questions, points, list items, notes) and its links
 * in order (every booking link resolved to the office's address, every page
 * linked in the page's language). `expectDrawnAsFile` reads the page in the
 * browser once and compares.
 */
import { expect, type Page } from "@playwright/test";
import { common } from "../../app/content/common";
import type { PageSection, ServiceCardData } from "../../app/content/model";
import type { SitePage } from "../../app/content/pages";
import { bookingUrl, officeConfig } from "../../app/site/config";
import { pagePath, type Locale } from "../../app/site/pages";

/** Where a section is found (an element's id, the closing block, or a notice's label) and what it shows. */
export interface Drawn {
  what: string;
  at: { id: string } | { cta: true } | { label: string } | { hero: true };
  texts: string[];
  links: string[];
  /** How many of each kind of item it holds: a selector in its block, and the file's count. */
  counts?: [string, number][];
  /** Filled stars per testimonial, for the testimonials. */
  stars?: number[];
}

/** The anchor of a section, as the page gives it: its own id, or its kind and place. */
export const anchorOf = (section: PageSection, i: number) =>
  ("id" in section && section.id) ||
  (section.type === "newsletter" ? "newsletter" : `${section.type}-${i + 1}`);

const defined = (...texts: (string | undefined | false)[]) =>
  texts.filter((text): text is string => Boolean(text));

/** What a page's file says it draws, in a language: the hero and each section, in order. */
export function drawnFromFile(page: SitePage, locale: Locale): Drawn[] {
  const words = common[locale];
  const { hero, sections } = page.text[locale];
  const firstCards = sections.findIndex((section) => section.type === "cards");
  const services = firstCards >= 0 ? `#${anchorOf(sections[firstCards]!, firstCards)}` : undefined;
  const florida = page.notices.map((kind) =>
    kind === "notary" ? words.notaryNotice.title : words.immigrationServicesNotice.title,
  );
  const actions = (hero.actions ?? []).filter((action) => action.type !== "services" || services);
  const drawn: Drawn[] = [
    {
      what: "hero",
      at: { hero: true },
      texts: [
        ...defined(hero.eyebrow, hero.title, hero.subtitle),
        ...actions.flatMap((action) =>
          action.type === "call" ? [action.label, officeConfig.phoneDisplay] : [action.label],
        ),
        ...(hero.stats ?? []).flatMap((stat) => [stat.label, stat.value]),
        ...defined(hero.footnote),
      ],
      links: actions.map((action) =>
        action.type === "book"
          ? bookingUrl(action.booking)
          : action.type === "call"
            ? `tel:${officeConfig.phoneE164}`
            : services!,
      ),
    },
  ];
  const card = (item: ServiceCardData, button?: string) => {
    const label = item.button ?? button ?? words.bookNow;
    return {
      texts: [
        ...defined(item.title, item.description),
        ...(item.features ?? []),
        ...(item.facts ?? []).flatMap((fact) => [fact.label, fact.value]),
        ...(item.notes ?? []).flatMap((note) => [note.label, note.text]),
        ...defined((item.booking || item.options) && label),
        ...(item.options ?? []).flatMap((option) => defined(option.title, option.note)),
        ...defined(item.page && `${words.learnMore} ${words.about} ${item.title}`),
      ],
      links: [
        ...(item.options
          ? item.options.map((option) => bookingUrl(option.booking))
          : defined(item.booking && bookingUrl(item.booking))),
        ...defined(item.page && pagePath(item.page, locale)),
      ],
    };
  };
  // The Florida notices sit where the page puts a notices section, else under the hero.
  if (florida.length && !sections.some((s) => s.type === "notices" || s.type === "legal"))
    drawn.push({
      what: "Florida notices",
      at: { label: florida[0]! },
      texts: florida,
      links: [],
      counts: [["aside", florida.length]],
    });
  sections.forEach((section, i) => {
    const what = `section ${i + 1} (${section.type})`;
    const head =
      "title" in section ? defined(section.title, "subtitle" in section && section.subtitle) : [];
    const note = "note" in section && section.note ? section.note : undefined;
    const after = {
      texts: defined(note?.title, note?.text, note?.booking && note.button),
      links: defined(note?.booking && note.button && bookingUrl(note.booking)),
    };
    const at = { id: anchorOf(section, i) };
    const of = (items: [string, unknown[]], texts: string[], links: string[] = []) => ({
      what,
      at,
      texts: [...head, ...texts, ...after.texts],
      links: [...links, ...after.links],
      counts: [[items[0], items[1].length]] as [string, number][],
    });
    switch (section.type) {
      case "cards": {
        const cards = section.cards.map((item) => card(item, section.button));
        const all = (list: (item: ServiceCardData) => unknown[] | undefined) =>
          section.cards.flatMap((item) => list(item) ?? []).length;
        return drawn.push({
          ...of(
            ["article", section.cards],
            cards.flatMap((c) => c.texts),
            cards.flatMap((c) => c.links),
          ),
          counts: [
            ["article", section.cards.length],
            ["article > ul > li", all((item) => item.features)],
            ["[popover] li", all((item) => item.options)],
            ["button[popovertarget]", section.cards.filter((item) => item.options).length],
            ["article dt", all((item) => item.facts)],
          ],
        });
      }
      case "points":
        return drawn.push(
          of(
            ["li", section.points],
            section.points.flatMap((p) => [p.title, p.description]),
          ),
        );
      case "steps":
        return drawn.push(
          of(
            ["ol > li", section.steps],
            section.steps.flatMap((s) => [s.title, s.description]),
          ),
        );
      case "faq":
        return drawn.push(
          of(
            ["details", section.questions],
            section.questions.flatMap((q) => [q.question, q.answer]),
          ),
        );
      case "list":
        return drawn.push(of(["li", section.items], section.items));
      case "testimonials":
        return drawn.push({
          ...of(
            ["figure", [...officeConfig.testimonials]],
            officeConfig.testimonials.flatMap((t) => [
              words.ratingLabel.replace("{rating}", String(t.rating)),
              t.comment[locale],
              t.name,
              t.service[locale],
            ]),
          ),
          stars: officeConfig.testimonials.map((t) => t.rating),
        });
      case "newsletter":
        return drawn.push(of(["form", [section]], [section.label, section.button]));
      case "notices": {
        const notes = section.notes ?? [];
        const texts = [...notes.flatMap((n) => [n.title, ...n.paragraphs]), ...florida];
        return (
          texts.length &&
          drawn.push({
            what,
            at: { label: notes[0]?.title ?? florida[0]! },
            texts,
            links: [],
            counts: [["aside", notes.length + florida.length]],
          })
        );
      }
      case "cta": {
        const label = section.booking ? (section.button ?? words.bookNow) : section.button;
        const link = section.booking ? bookingUrl(section.booking) : section.button && services;
        return drawn.push({
          what,
          at: { cta: true },
          texts: defined(section.title, section.subtitle, link && label, officeConfig.phoneDisplay),
          links: defined(link, `tel:${officeConfig.phoneE164}`),
        });
      }
      case "legal": {
        const blocks = section.parts.flatMap((part) => [
          { texts: [part.title], links: [] as string[] },
          ...part.blocks.map((block) => {
            switch (block.type) {
              case "text":
                return {
                  texts: [
                    ...defined(block.heading),
                    ...(block.paragraphs ?? []),
                    ...(block.list ?? []).flatMap((item) => defined(item.term, item.text)),
                  ],
                  links: [],
                };
              case "notice":
                return { texts: [block.title, block.text], links: [] };
              case "contact":
                return {
                  texts: [
                    block.email,
                    officeConfig.email,
                    block.phone,
                    officeConfig.phoneDisplay,
                    block.address,
                  ],
                  links: [`mailto:${officeConfig.email}`, `tel:${officeConfig.phoneE164}`],
                };
              case "link":
                return { texts: [block.label], links: [pagePath(block.page, locale)] };
              case "notices":
                return { texts: florida, links: [] };
            }
          }),
        ]);
        return drawn.push({
          what,
          at: { id: section.id },
          texts: [
            section.toc,
            ...section.parts.map((part) => part.title),
            section.updated,
            ...blocks.flatMap((b) => b.texts),
          ],
          links: [...section.parts.map((part) => `#${part.id}`), ...blocks.flatMap((b) => b.links)],
          counts: [["section", section.parts.length]],
        });
      }
    }
  });
  return drawn;
}

/** What the page shows at each place: the block of `main` holding it, with its words and links (hidden ones too: closed lists and answers). */
function readDrawn(places: Pick<Drawn, "at" | "counts">[]) {
  const main = document.querySelector("main")!;
  const blocks = [...main.children];
  const normal = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();
  return places.map(({ at, counts = [] }) => {
    const anchor =
      "hero" in at
        ? blocks[0]
        : "cta" in at
          ? main.querySelector("#cta-title")
          : "id" in at
            ? document.getElementById(at.id)
            : [...main.querySelectorAll("aside")].find(
                (aside) => aside.getAttribute("aria-label") === at.label,
              );
    const root = anchor ? blocks.find((block) => block.contains(anchor)) : undefined;
    return {
      index: root ? blocks.indexOf(root) : -1,
      text: normal(root?.textContent ?? ""),
      links: [...(root?.querySelectorAll("a[href]") ?? [])].map((a) => a.getAttribute("href")!),
      h1: "hero" in at ? normal(main.querySelector("h1")?.textContent ?? "") : undefined,
      counts: counts.map(([selector]) => root?.querySelectorAll(selector).length ?? 0),
      stars: [...(root?.querySelectorAll("figure") ?? [])].map(
        (figure) => figure.querySelectorAll("svg.fill-current").length,
      ),
    };
  });
}

/** The items of `expected` that `actual` lacks, read in order: the first one out of place and the rest. */
function missingInOrder(actual: readonly string[] | string, expected: readonly string[]) {
  let from = 0;
  for (const [i, item] of expected.entries()) {
    const at = Array.isArray(actual)
      ? (actual as string[]).indexOf(item, from)
      : (actual as string).indexOf(item, from);
    if (at < 0) return expected.slice(i);
    from = at + (Array.isArray(actual) ? 1 : item.length);
  }
  return [];
}

/** Checks that the page in `page` draws its file's hero and sections, in order, with their words and links. */
export async function expectDrawnAsFile(page: Page, file: SitePage, locale: Locale) {
  const expected = drawnFromFile(file, locale);
  const actual = await page.evaluate(
    readDrawn,
    expected.map(({ at, counts }) => ({ at, counts })),
  );
  const normal = (text: string) => text.replace(/\s+/g, " ").trim();
  expect(actual[0]!.h1, "the h1 is the hero's title").toBe(normal(file.text[locale].hero.title));
  for (const [i, drawn] of expected.entries()) {
    const found = actual[i]!;
    expect(found.index, `${drawn.what} is drawn`).toBeGreaterThanOrEqual(0);
    expect(
      missingInOrder(found.text, drawn.texts.map(normal)),
      `${drawn.what}: its words, in order`,
    ).toEqual([]);
    expect(missingInOrder(found.links, drawn.links), `${drawn.what}: its links, in order`).toEqual(
      [],
    );
    const counts = drawn.counts ?? [];
    expect(
      found.counts,
      `${drawn.what}: ${counts.map(([selector]) => selector).join(", ")}`,
    ).toEqual(counts.map(([, n]) => n));
    if (drawn.stars) expect(found.stars, `${drawn.what}: stars`).toEqual(drawn.stars);
  }
  const order = actual.map((found) => found.index);
  expect(order, "the sections in the file's order, one block each").toEqual(
    [...new Set(order)].toSorted((a, b) => a - b),
  );
}
