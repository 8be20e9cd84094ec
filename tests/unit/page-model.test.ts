import { expect, it } from "vitest";
import { stringify } from "yaml";
import type { z } from "zod";
import { iconNames, layoutIds, siteWords } from "~/content/model";
import { forbiddenWords } from "~/content/notices";
import { allStrings } from "~/content/forbidden-terms";
import { readPage, sitePages } from "~/content/pages";
import { officeConfig } from "~/site/config";
import { checkTemplates, readYaml } from "~/site/data-file";
import { locales, pageFileName } from "~/site/pages";
import { withChange } from "../fixtures/alternate-config";
import { dataFileMessage, scratchDir } from "./scratch";

// A page's two files as the owner (or a bad hand edit) writes them: the build names file and field.
const { root, write } = scratchDir("page-files-");

const [booking = "", other = ""] = Object.keys(officeConfig.booking);
const [icon, otherIcon] = iconNames;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type File = Record<string, any>;
const english = (): File => ({
  name: "Sample",
  menu: 2,
  meta: {
    title: "{officeName}: a sample",
    description: "A page written by the test, long enough for search engines.",
  },
  hero: {
    icon,
    title: "A sample page",
    subtitle: "Its words.",
    actions: [{ type: "book", label: "Book", booking }],
  },
  sections: [
    {
      type: "cards",
      title: "Cards",
      cards: [
        { icon, title: "One", description: "First.", features: ["a", "b"], booking },
        { title: "Two", description: "Second.", options: [{ title: "Option", booking: other }] },
      ],
    },
    { type: "steps", title: "Steps", steps: [{ title: "Call", description: "Call us." }] },
  ],
});
const spanish = (): File => ({
  name: "Muestra",
  meta: {
    title: "{officeName}: una muestra",
    description: "Una página escrita por la prueba, con largo suficiente para buscadores.",
  },
  hero: {
    title: "Una página de muestra",
    subtitle: "Sus palabras.",
    actions: [{ type: "book", label: "Reservar" }],
  },
  sections: [
    {
      type: "cards",
      title: "Tarjetas",
      cards: [
        { title: "Una", description: "Primera.", features: ["x", "y"] },
        { title: "Dos", description: "Segunda.", options: [{ title: "Opción" }] },
      ],
    },
    { type: "steps", title: "Pasos", steps: [{ title: "Llame", description: "Llámenos." }] },
  ],
});

const file = (locale: "en" | "es") => pageFileName("Sample", locale);

/** Writes the page's files and reads them as the build does. */
function read(en: File, es: File) {
  write(file("en"), stringify(en));
  write(file("es"), stringify(es));
  return readPage("Sample", root);
}

/** The build's message for the page with these files. */
function problemWith(change: (en: File, es: File) => void): string {
  const [en, es] = [english(), spanish()];
  change(en, es);
  return dataFileMessage(() => read(en, es));
}

// A page's files: content/pages/<Page>.<language>.yaml.
it("a page's files give Spanish the English structure and its own words, with the office's facts filled in", () => {
  const es = spanish();
  // What the Spanish file says of the structure is not read: icons, links, places, list lengths.
  es.menu = 9;
  es.hero.icon = otherIcon;
  es.sections[0].cards[0].booking = other;
  es.sections[0].cards.push({ title: "Tres", description: "De más." });
  const text = read(english(), es);
  expect(text.es).toMatchObject({ menu: 2, hero: { icon } });
  expect(text.es.hero.actions).toEqual([{ type: "book", label: "Reservar", booking }]);
  const cards = text.es.sections[0]!.type === "cards" ? text.es.sections[0]!.cards : [];
  expect(cards.map((card) => [card.title, card.booking])).toEqual([
    ["Una", booking],
    ["Dos", undefined],
  ]);
  expect(cards[1]!.options).toEqual([{ title: "Opción", booking: other }]);
  expect(text.en.meta.title).toBe(`${officeConfig.officeName}: a sample`);
  expect(text.es.meta.title).toBe(`${officeConfig.officeName}: una muestra`);
});

it("a page's files name the file and the field of a missing or empty text, in either language", () => {
  const message = problemWith((_, es) => {
    delete es.hero.title;
    es.hero.subtitle = " ";
    delete es.sections[0].cards[1].title;
  });
  expect(message).toContain(`${file("es")}: hero.title: expected a text`);
  expect(message).toContain(`${file("es")}: hero.subtitle: expected a text, got an empty one`);
  expect(message).toContain(`${file("es")}: sections[0].cards[1].title: expected a text`);
  expect(problemWith((en) => (en.sections[1].steps[0].description = ""))).toContain(
    `${file("en")}: sections[1].steps[0].description: expected a text, got an empty one`,
  );
});

it("a page's files name the field of a fact no one has, as typed in braces", () => {
  expect(problemWith((en) => (en.hero.title = "Welcome to {officename}"))).toContain(
    `${file("en")}: hero.title: "{officename}" names no fact; a text can name {officeName}, `,
  );
  const nope = "Llame a {claims.nope}.";
  expect(problemWith((_, es) => (es.sections[1].steps[0].description = nope))).toContain(
    `${file("es")}: sections[1].steps[0].description: "{claims.nope}" names no fact`,
  );
  // A name every object answers to is no fact either.
  expect(problemWith((en) => (en.hero.title = "Our {constructor}"))).toContain(
    `${file("en")}: hero.title: "{constructor}" names no fact`,
  );
});

it("a page's files refuse a forbidden title, in plain words", () =>
  expect(problemWith((_, es) => (es.hero.eyebrow = "Su notario de confianza"))).toMatch(
    new RegExp(`${file("es")}: hero.eyebrow: "notario[^"]*" may not be used`),
  ));

// An icon not in the list, a section of no known kind, a list emptied, a field with a typo,
// a page that is no page's address, a booking link the facts do not have.
it.each<[string, (en: File) => unknown]>([
  ['hero.icon: expected an icon of the list, got "rocket"', (en) => (en.hero.icon = "rocket")],
  ["sections[1].type", (en) => (en.sections[1].type = "gallery")],
  ["sections[0].id: expected lower-case letters", (en) => (en.sections[0].id = "Our services")],
  ["sections[0].cards: expected at least 1 item", (en) => (en.sections[0].cards = [])],
  ['hero: Unrecognized key: "titel"', (en) => (en.hero.titel = "x")],
  [
    "sections[0].cards[0].page: expected a page of the site, got 42",
    (en) => (en.sections[0].cards[0].page = 42),
  ],
  [
    'sections[0].cards[0].booking: expected the name of a booking link of content/office.yaml, got "no pe"',
    (en) => (en.sections[0].cards[0].booking = "no pe"),
  ],
])("a page's files refuse a wrong value: %s", (message, change) => {
  expect(problemWith(change)).toContain(`${file("en")}: ${message}`);
});

it("a page's files leave out, in both languages, a link to a page since removed and a booking link's buttons since it was renamed or removed", () => {
  const en = english();
  const gone = "renamedSince";
  en.hero.actions[0].booking = gone;
  en.sections[0].cards[0] = { ...en.sections[0].cards[0], page: "Removed", booking: gone };
  en.sections[0].cards[1].options.push({ title: "Gone", booking: gone });
  en.sections.push({
    type: "legal",
    id: "terms",
    toc: "Contents",
    updated: "Today",
    parts: [
      { id: "links", title: "Links", blocks: [{ type: "link", page: "Removed", label: "Go" }] },
    ],
  });
  const es = spanish();
  es.sections[0].cards[1].options.push({ title: "Ya no" });
  es.sections.push({
    type: "legal",
    toc: "Índice",
    updated: "Hoy",
    parts: [{ title: "Enlaces", blocks: [{ type: "link", label: "Ir" }] }],
  });
  const text = read(en, es);
  for (const locale of locales) {
    const { hero, sections } = text[locale];
    const cards = sections[0]?.type === "cards" ? sections[0].cards : [];
    const legal = sections.at(-1)!;
    expect(hero.actions).toBeUndefined();
    expect(cards[0]).not.toHaveProperty("page");
    expect(cards[0]!.booking).toBeUndefined();
    expect(cards[1]!.options!.map((option) => option.booking)).toEqual([other]);
    expect(legal.type === "legal" && legal.parts[0]!.blocks[0]).not.toHaveProperty("page");
  }
});

it("a page's files give each section an anchor of its own: its id, else its kind and place, never one twice", () => {
  const en = english();
  /** The sections' anchors in a language, as the build reads the page's files. */
  const anchors = (locale: "en" | "es") =>
    read(en, spanish())[locale].sections.map((section) => section.id);
  en.sections[0].id = "steps-2";
  for (const locale of locales) expect(anchors(locale)).toEqual(["steps-2", "steps-2-2"]);
  en.sections[0].id = undefined;
  expect(anchors("es")).toEqual(["cards-1", "steps-2"]);
  // Nor one of the layout's ids, nor one a heading before it took.
  en.sections[0].id = layoutIds[0];
  en.sections[1].id = `${layoutIds[0]}-1-title`;
  expect(anchors("en")).toEqual([`${layoutIds[0]}-1`, `${layoutIds[0]}-1-title-2`]);
});

it("a page's files fill in every fact the site's pages name", () => {
  const texts = allStrings(sitePages.map((page) => page.text));
  const unfilled = /\{(officeName|county|claims\.\w+|taxYear|\w+Deadline)\}/;
  expect(texts.filter((text) => unfilled.test(text))).toEqual([]);
});

it.each([
  ["a forbidden title", "es", ["Primera.", "Hable con nuestro notario."], '"notario"$'],
  [
    "an immigration rule where a card offers immigration services, and only there",
    "en",
    ["We review your tax return.", "We review your green card application."],
    '"review /',
  ],
] as const)("forbiddenWords names the file, section and item of %s", (_, locale, words, term) => {
  // The line up to the term's explanation; the section and the card named by their titles.
  const names = (found: string[]) => found.map((line) => line.split(/(?<=") \(/)[0]);
  const page = read(english(), spanish());
  const cards = page[locale].sections[0]!;
  if (cards.type !== "cards") throw new Error("expected cards first");
  cards.cards.forEach((card, i) => (card.description = words[i]!));
  const [section, card] = [cards.title, cards.cards[1]!.title].map((title) => `\\(.${title}.\\)`);
  expect(names(forbiddenWords(file, page, officeConfig.editorLanguage))).toEqual([
    expect.stringMatching(
      new RegExp(
        `^${file(locale)}: (section|sección) 1 ${section}, (item|elemento) 2 ${card}: ${term}`,
      ),
    ),
  ]);
});

// A words file: content/site.<language>.yaml, content/blog.<language>.yaml.
it("a words file keeps in translation the names in braces of the English text, which the site fills in", () => {
  const en = { openStatus: { open: "Open now · closes {time}" }, showing: "{count} of {total}" };
  const es = { openStatus: { open: "Abierto · cierra a las {time}" }, showing: "{total}: {count}" };
  expect(() => checkTemplates("content/site.es.yaml", en, es)).not.toThrow();
  es.openStatus.open = "Abierto · cierra a las {hora}";
  expect(() => checkTemplates("content/site.es.yaml", en, es)).toThrow(
    "content/site.es.yaml: openStatus.open: write {time} as the English text does",
  );
});

it("a words file keeps a text's names in braces (openStatus.open, reviewed, priceFrom…) as written, and no other", () => {
  for (const locale of locales) {
    const words = readYaml(`content/site.${locale}.yaml`) as z.input<typeof siteWords>;
    const problems = (change: (copy: typeof words) => void) =>
      siteWords.safeParse(withChange(change, words)).error?.issues.map((i) => i.path.join("."));
    expect(problems(() => {})).toBeUndefined();
    // A name translated, or left out; in other capitals it is written as the site reads it.
    const translated = problems((w) => (w.reviewed = w.reviewed.replace("{date}", "{fecha}")));
    expect(translated).toEqual(["reviewed"]);
    const { opensOn } = words.openStatus;
    const leftOut = problems((w) => (w.openStatus.opensOn = opensOn.replace("{day}", "")));
    expect(leftOut).toEqual(["openStatus.opensOn"]);
    const capitals = { ...words, reviewed: words.reviewed.replace("{date}", "{Date}") };
    expect(siteWords.parse(capitals).reviewed).toBe(siteWords.parse(words).reviewed);
  }
});
