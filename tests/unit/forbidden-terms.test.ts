import { describe, expect, it } from "vitest";
import { articles } from "~/blog/articles";
import { forbiddenInArticle } from "~/blog/bodies";
import { readArticleSource } from "~/blog/markdown";
import { common } from "~/content/common";
import { notaryNoticeHaitianCreole } from "~/content/common/notary-notice-ht";
import { allStrings, findForbiddenTerms, type TextLanguage } from "~/content/forbidden-terms";
import { blogWords } from "~/content/pages";
import { locales } from "~/site/locales";

// Florida s. 117.05(11), s. 117.107 and Florida Bar Rule 10-2.2: every text but the pages' files
// (app/content/pages.ts checks those as it loads) and the articles (app/blog/bodies.ts does, with
// immigration's rules where an article or a block is about it) against the one list in
// forbidden-terms.ts.
const texts = locales.flatMap((locale) => [
  { name: `common words (${locale})`, locale, strings: allStrings(common[locale]) },
  { name: `blog words (${locale})`, locale, strings: allStrings(blogWords(locale)) },
]);

it.each(texts)("$name use no forbidden term", ({ locale, strings }) => {
  expect(strings.length).toBeGreaterThan(0);
  const findings = strings.flatMap((s) => findForbiddenTerms(s, locale, { immigration: false }));
  expect(findings).toEqual([]);
});

it("the Haitian Creole notary notice (Miami-Dade) uses no forbidden term", () => {
  expect(notaryNoticeHaitianCreole.lang).toBe("ht");
  const { text } = notaryNoticeHaitianCreole;
  expect(text.trim()).not.toBe("");
  expect(findForbiddenTerms(text, "ht", { immigration: true })).toEqual([]);
});

describe("the check itself (findForbiddenTerms)", () => {
  const found = (text: string, locale: TextLanguage, immigration = false) =>
    findForbiddenTerms(text, locale, { immigration }).map((f) => f.term);

  it.each([
    ["Our notario can help.", "es", "notario", false],
    ["Visite nuestra Notaría.", "es", "notaría", false],
    ["Hable con nuestro notario público hoy.", "es", "notario", false],
    ["Talk to our immigration consultant today.", "en", "immigration consultant", false],
    ["Our immigration specialists file your case.", "en", "immigration consultant", false],
    ["Somos asesores de inmigración.", "es", "asesor / consultor", false],
    ["Consultora migratoria con experiencia.", "es", "asesor / consultor", false],
    ["Expert team", "en", "expert", false],
    ["Equipo experto", "es", "experto", false],
    ["We give legal advice on your case.", "en", "legal advice", false],
    ["Le damos asesoría legal personalizada.", "es", "asesoría legal", false],
    ["We guarantee your approval.", "en", "guarantee", false],
    ["Garantizamos su aprobación.", "es", "garantiza", false],
    ["Nou se notè piblik.", "ht", "notè", false],
    ["Pale ak notario a.", "ht", "notario", false],
    ["Konsiltan imigrasyon ki gen eksperyans.", "ht", "konsiltan", false],
    ["Ekip ekspè nou an.", "ht", "ekspè", false],
    ["Nou bay konsèy legal sou ka ou.", "ht", "konsèy legal", false],
    // On immigration texts only.
    ["Book a free consultation.", "en", "consultation", true],
    ["Reserve una consulta gratis.", "es", "consulta", true],
    ["We review your USCIS forms.", "en", "review", true],
    ["Photos checked against the form instructions.", "en", "review", true],
    ["Revisamos sus formularios de USCIS.", "es", "revisamos", true],
    // "No" inside "Notary" is no negation.
    ["As Notary Public, we verify your USCIS forms.", "en", "review", true],
    ["Como Notary Public, verificamos sus formularios.", "es", "revisamos", true],
    ["We'll send you a list of documents to bring.", "en", "list of documents", true],
    ["Le diremos qué traer a la entrevista.", "es", "qué traer", true],
  ] as const)("catches %j (%s) as %s, immigration text: %s", (text, locale, term, immigration) => {
    expect(found(text, locale, immigration).join(" | ")).toContain(term);
  });

  it.each([
    ["I MAY NOT GIVE LEGAL ADVICE OR ACCEPT FEES FOR LEGAL ADVICE.", "en"],
    ["We are not attorneys and do not give legal advice.", "en"],
    ["For legal advice, consult a licensed attorney.", "en"],
    ["No podemos darle asesoría legal.", "es"],
    ["We do not guarantee any outcome.", "en"],
    ["No garantizamos ningún resultado.", "es"],
    ["Mwen pa ka bay konsèy legal.", "ht"],
    ["Notary Public nan Florid.", "ht"],
    ["You remain responsible for personal guarantees you sign.", "en"],
    ["Book a free consultation.", "en"],
  ] as const)("allows %j (negated, or not about immigration)", (text, locale) => {
    expect(found(text, locale)).toEqual([]);
  });
});

it.each(articles.slice(0, 1))(
  "in an article ($id), the build refuses its words, a nested list's item too, never a file name",
  (article) => {
    const body = (markdown: string) => readArticleSource("A.md", `---\n---\n${markdown}`).body;
    // A picture's file name is typed once for both languages, and is no words.
    const edited = { ...article, en: { ...article.en, image: "blog/expert-tips" } };
    expect(forbiddenInArticle(edited, () => body("Text."), "en")).toEqual([]);
    const listed = (locale: string) =>
      body(locale === "es" ? "- Un notario\n  - Sus actas" : "Text.");
    expect(forbiddenInArticle(edited, listed, "en")).toEqual([
      expect.stringMatching(new RegExp(`^${article.files.es}: "notario`)),
    ]);
  },
);
