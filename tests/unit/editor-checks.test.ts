import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { cmsConfig } from "~/build/cms-config";
import { splitFrontMatter } from "~/blog/markdown";
import { sharedFields } from "~/blog/schema";
import { articleProblems, labelsAlong, officeProblems, pageProblems } from "~/client/editor-checks";
import { bookingUsers, factNames, sitePages } from "~/content/pages";
import { articleIds, articlesDir } from "~/site/article-files";
import { officeConfig, officeFile } from "~/site/config";
import { placeOf, textsAt } from "~/site/fact-names";
import { locales, pageFileName, pageIds, staticPageIds, type Locale } from "~/site/pages";
import { alternateFacts, withChange, type Change } from "../fixtures/alternate-config";

// What the editor refuses as it saves the office's facts (app/client/editor.ts): the build's checks
// across fields, each named where the editor shows it, so a save never stops the host's build.

const fieldsIn = (locale: Locale) =>
  cmsConfig({ repo: "owner/site", locale }).collections.find(({ name }) => name === "office")!
    .files![0]!.fields;

/** What the editor refuses as it saves these facts, in a language, the site's pages picking its booking links. */
const problemsOf = (facts: unknown, locale: Locale) =>
  officeProblems(facts, fieldsIn(locale), locale, bookingUsers(locale));

describe("the editor's checks of the office's facts", () => {
  it.each(locales)("let the facts as they are, and another office's, be saved (%s)", (locale) => {
    expect(problemsOf(parse(readFileSync(officeFile, "utf8")), locale)).toEqual([]);
    expect(problemsOf(alternateFacts, locale)).toEqual([]);
  });

  it.each<[(string | number)[], Change]>([
    [["hours", "office", 1], (c) => (c.hours.office[1].closes = c.hours.office[1].opens)],
    [["hours", "online", 0], (c) => (c.hours.online[0].opens = "22:00")],
    [
      ["specialHours", "exceptions", 2, "to"],
      // As the editor writes the facts: its empty optional fields left out, the rest checked (no
      // map pin, null, as that office's facts have it).
      (c) => {
        c.whatsapp = "";
        c.specialHours.exceptions[2].note = { en: "", es: "" };
        c.specialHours.exceptions[2].to = "2031-12-24";
      },
    ],
    [
      ["specialHours", "exceptions", 1, "closes"],
      (c) => (c.specialHours.exceptions[1].closes = "07:30"),
    ],
    [["taxSeason", "filingDeadline"], (c) => (c.taxSeason.filingDeadline = "2027-04-15")],
    [["taxSeason", "extendedDeadline"], (c) => (c.taxSeason.extendedDeadline = "2028-04-01")],
    [["booking", alternateFacts.booking.length, "name"], (c) => c.booking.push(c.booking[0])],
    [["prices", 1, "service"], (c) => (c.prices[1].service = "apostile")],
    [
      ["specialHours", "exceptions", alternateFacts.specialHours.exceptions!.length, "from"],
      (c) => c.specialHours.exceptions.push({ ...c.specialHours.exceptions[0] }),
    ],
  ])(
    "refuse a problem across fields at %j, named there, in the editor's language",
    (path, change) => {
      for (const locale of locales) {
        const problems = problemsOf(withChange(change), locale);
        expect(problems).toHaveLength(1);
        expect(problems[0]!.startsWith(`${labelsAlong(fieldsIn(locale), path)}: `)).toBe(true);
        // Each check has its own Spanish sentence, not the build's English.
        expect(/\bexpected\b/.test(problems[0]!)).toBe(locale === "en");
      }
    },
  );

  it("refuse removing or renaming a booking link a page picks, naming the pages", () => {
    const { name } = alternateFacts.booking![0]!;
    const inUse = { [name]: ["Página A", "Página B"] };
    for (const locale of locales) {
      const fields = fieldsIn(locale);
      const changes: Change[] = [(c) => c.booking.shift(), (c) => (c.booking[0].name += "Old")];
      for (const change of changes) {
        const problems = officeProblems(withChange(change), fields, locale, inUse);
        expect(problems).toEqual([
          expect.stringContaining(`${labelsAlong(fields, ["booking"])}: "${name}"`),
        ]);
        expect(problems[0]).toContain("Página A, Página B");
      }
    }
  });

  it("know, at the build, the pages (by name) that pick each of the office's booking links", () => {
    for (const locale of locales)
      for (const [name, pages] of Object.entries(bookingUsers(locale))) {
        expect(Object.keys(officeConfig.booking)).toContain(name);
        for (const page of pages)
          expect(sitePages.map(({ text }) => text[locale].name)).toContain(page);
      }
  });

  it("refuse a title Florida law forbids in the office's name or a client's words", () => {
    const facts = withChange((c) => {
      c.officeName = `${c.officeName} Notario Público`;
      c.testimonials[0].comment.es = "El mejor notario de la ciudad.";
    });
    for (const language of locales) {
      const fields = fieldsIn(language);
      const problems = problemsOf(facts, language);
      expect(problems).toHaveLength(2);
      expect(problems[0]).toMatch(new RegExp(`^${labelsAlong(fields, ["officeName"])}: "notario`));
      const comment = labelsAlong(fields, ["testimonials", 0, "comment", "es"]);
      expect(problems[1]!.startsWith(`${comment}: "notario"`)).toBe(true);
    }
  });

  it("name a place by its fields' labels, and an item by its place in its list", () => {
    const fields = fieldsIn("es");
    const labels = labelsAlong(fields, ["specialHours", "exceptions", 1, "closes"]).split(" › ");
    const special = fields.find(({ name }) => name === "specialHours")!;
    const exceptions = special.fields!.find(({ name }) => name === "exceptions")!;
    const closes = exceptions
      .types!.flatMap((type) => type.fields)
      .find((f) => f.name === "closes");
    expect(labels).toEqual([special.label, exceptions.label, "2", closes!.label]);
  });

  it("leave the single fields to the editor to show: none is told twice, none as 'undefined'", () => {
    const facts = withChange((c) => {
      c.officeName = " ";
      c.social.facebook = "https://a.b:99999";
    });
    for (const language of locales) expect(problemsOf(facts, language)).toEqual([]);
  });
});

describe("the editor's checks of a page", () => {
  const words = (id: string) =>
    Object.fromEntries(
      locales.map((locale) => [locale, parse(readFileSync(pageFileName(id, locale), "utf8"))]),
    );

  // With a language switched off too: checked in the language it has, without failing.
  it.each(staticPageIds)("let %s be saved as it is, or with English alone", (id) => {
    const typed = words(id);
    for (const language of locales) {
      expect(pageProblems(typed, factNames(), language)).toEqual([]);
      expect(pageProblems({ en: typed.en }, factNames(), language)).toEqual([]);
    }
  });

  /** The page's words with `more` after the Spanish words' last text, wherever it is. */
  const withLastText = (id: string, more: string) => {
    const typed = words(id);
    const [path, text] = textsAt(typed.es).at(-1)!;
    const parent = path.slice(0, -1).reduce((value, key) => value[key], typed.es);
    parent[path.at(-1)!] = `${text} ${more}`;
    return { typed, place: (language: Locale) => placeOf(path, language, typed.es) };
  };

  it.each(staticPageIds)("refuse a name in braces no fact has, at its place in %s", (id) => {
    const { typed, place } = withLastText(id, "{officename}");
    for (const language of locales) {
      const problems = pageProblems(typed, factNames(), language);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toContain(`${place(language)}: "{officename}"`);
      expect(problems[0]).toContain(`{${factNames()[0]}}`);
    }
  });

  it.each(staticPageIds)("refuse, in %s, a title forbidden where immigration is offered", (id) => {
    const { typed, place } = withLastText(id, "Consulta gratis para su green card.");
    for (const language of locales) {
      // Where that sentence makes its part offer immigration, that part's other words count too.
      const problems = pageProblems(typed, factNames(), language);
      expect(problems.filter((p) => p.includes(`${place(language)}: "consulta"`))).toHaveLength(1);
    }
  });
});

describe("the editor's checks of an article", () => {
  const saved = (id: string) =>
    Object.fromEntries(
      locales.map((locale) => {
        const file = `${articlesDir}/${id}.${locale}.md`;
        const { yaml, markdown } = splitFrontMatter(file, readFileSync(file, "utf8"));
        return [locale, { ...parse(yaml), body: markdown }];
      }),
    );
  /** What the editor refuses in an article's words, in each of its languages. */
  const refusals = (words: Parameters<typeof articleProblems>[0]) =>
    locales.map((language) => articleProblems(words, sharedFields, pageIds, language));

  it.each(articleIds)("let %s be saved as it is", (id) => {
    for (const problems of refusals(saved(id))) expect(problems).toEqual([]);
  });

  it.each(articleIds)("refuse, in %s, a forbidden title and a name in braces", (id) => {
    const words = saved(id);
    words.es!.body += "\n\nConsulta gratis para su green card, con {precio}.\n";
    // A link's address is no words: "consultation" there is not refused.
    words.en!.body += "\n\nSee [the IRS](https://www.irs.gov/consultation).\n";
    for (const problems of refusals(words)) {
      expect(problems).toHaveLength(2);
      expect(problems.join("\n")).toMatch(/"\{precio\}"[^]*"consulta" \(/);
    }
  });

  it.each(articleIds)("refuse, in %s, Markdown the site does not render, with its line", (id) => {
    const words = saved(id);
    words.es!.body += "\n\n> Una cita.\n";
    for (const problems of refusals(words))
      expect(problems).toEqual([expect.stringMatching(/, l[ií]nea? \d+: /)]);
  });

  it.each(articleIds)("refuse, in %s, a link to no page of the site", (id) => {
    const words = saved(id);
    // A page's address in other capitals, escaped, with a query or a part; a link to another site.
    const [first, second] = [pageIds[0]!, pageIds.at(-1)!];
    const escaped = `%${first.charCodeAt(0).toString(16)}${first.slice(1).toUpperCase()}`;
    words.en!.body += `\n\n[a](/${escaped}?x=1) [b](/es/${second}#top) [c](//www.irs.gov)\n`;
    words.en!.body += `\nSee [photos](/es/PasportPhotos).\n`;
    for (const problems of refusals(words))
      expect(problems).toEqual([expect.stringContaining("/es/PasportPhotos")]);
  });

  it.each(articleIds.slice(0, 1))(
    "read %s as the build does: cells, a picture's words, one language",
    (id) => {
      const words = saved(id);
      words.en!.category = "taxes";
      // Cells are blocks of their own: "Consulta" beside "Green card" in a row is no offer of it.
      words.es!.body +=
        "\n\n:::table[Precios]\n| Trámite | Nota |\n| --- | --- |\n| Green card | Consulta incluida |\n:::\n";
      // Without a picture, its words are left out.
      delete words.en!.image;
      words.es!.imageAlt = "Un notario {foto}";
      for (const problems of [...refusals(words), ...refusals({ en: words.en })])
        expect(problems).toEqual([]);
    },
  );
});
