// The Florida notices a text requires, from its words: `notary` (s. 117.05(10), F.S.) where notary
// services are advertised, `immigration` (s. 501.1391, F.S.) where immigration ones are offered;
// and the forbidden titles of a page, judged where it offers immigration services.
import { placeOf, textsAt } from "../site/fact-names";
import { isLocale, locales, type Locale } from "../site/locales";
import { allStrings, forbiddenReport, wholeWords } from "./forbidden-terms";

/** The Florida notices a page can show (app/content/common/law.ts words them). */
export const noticeKinds = ["notary", "immigration"] as const;
export type NoticeKind = (typeof noticeKinds)[number];

/** Words that offer the service, in English and Spanish. */
export const noticeTriggers: Record<NoticeKind, RegExp> = {
  notary: wholeWords(
    "notary public|notary services?|notar(ize|izes|ized|izing|ization|izations)|notariza(r|do|dos|da|das|ción|ciones)|apostill(e|es|a|as|ar|ado|ados)",
  ),
  immigration: wholeWords(
    [
      "immigration (documents?|forms?|services?|applications?|petitions?|cases?)",
      "(documentos?|formularios?|servicios?|solicitudes?|casos?) (de|para) (inmigración|USCIS)",
      "USCIS forms?|green cards?|tarjetas? verdes?|asylum|asilo|TPS|naturali[sz]ation|naturalización",
      "adjustment of status|ajuste de (estatus|estado)",
      "[IN]-(130|131|485|589|600|765|821|864|90|400)",
    ].join("|"),
  ),
};

// A sentence that only says what the office does not do requires nothing.
const negation = wholeWords("not|no|never|cannot|can't|don't|ni|nunca|sin");

/** The notices a page shows: those it lists, in its order, then those its words (every text inside
 * `value`) also require. */
export function noticesFor(value: unknown, listed: readonly NoticeKind[] = []) {
  const sentences = allStrings(value)
    .flatMap((text) => text.split(/(?<=[.!?:])\s+|\n+/))
    .filter((sentence) => !negation.test(sentence));
  const required = noticeKinds.filter((kind) =>
    sentences.some((s) => noticeTriggers[kind].test(s)),
  );
  return [...new Set([...listed, ...required])];
}

/** Whether a value's words offer immigration services. */
const offers = (value: unknown) =>
  allStrings(value).some((text) => noticeTriggers.immigration.test(text));

const itemLists = ["cards", "points", "steps", "questions", "items", "notes", "parts"] as const;

/** A page's words in a language, as far as the check below reads them. */
type PageWords = { meta?: unknown; hero?: { title?: unknown }; sections?: object[] };

/** Forbidden words by file and place; immigration rules where the title or an item offers it;
 * places and rules in `language`, the editor's. */
export function forbiddenWords(
  fileOf: (locale: Locale) => string,
  text: Partial<Record<Locale, PageWords>>,
  language: Locale,
): string[] {
  // A language switched off for an entry in the editor has no words.
  const written = locales.filter((locale) => text[locale]);
  const wholePage = written.some((locale) => offers(text[locale]!.hero?.title));
  return written.flatMap((locale) => {
    const { meta, hero, sections = [] } = text[locale]!;
    // The search engines' words and the top of the page offer together.
    const top = offers([meta, hero]);
    const report = (path: PropertyKey[], value: unknown, offered = offers(value)) => {
      const place = `${fileOf(locale)}: ${placeOf(path, language, text[locale])}`;
      return forbiddenReport(place, value, locale, wholePage || offered, language);
    };
    return [
      ...report(["meta"], meta, top),
      ...report(["hero"], hero, top),
      ...sections.flatMap((section, s) => {
        const list = itemLists.find((name) => name in section) ?? "";
        const { [list]: items = [], ...rest } = section as Record<string, unknown[]>;
        return [
          ...report(["sections", s], rest),
          ...items.flatMap((item, i) => report(["sections", s, list, i], item)),
        ];
      }),
    ];
  });
}

/** The same for an article's texts in a language (its fields', its body's blocks): immigration's
 * rules in an article about immigration, or in a block that offers those services. */
export const articleForbiddenWords = (
  file: string,
  texts: readonly string[],
  locale: Locale,
  aboutImmigration: boolean,
  language: Locale,
): string[] =>
  texts.flatMap((text) =>
    forbiddenReport(file, text, locale, aboutImmigration || offers(text), language),
  );

/** The same for the office's facts the site shows: its name and payment methods, read in either
 * language, and the texts it has per language (a testimonial, a closure's note); `place` names a
 * field as the build or the editor does. */
export function officeForbiddenWords(
  facts: unknown,
  place: (path: PropertyKey[]) => string,
  language: Locale,
): string[] {
  const reports = textsAt(facts).flatMap(([path, text]) => {
    const last = path.at(-1);
    const shown = ["officeName", "paymentMethods"].includes(String(path[0]));
    const read = isLocale(last) ? [last] : shown ? locales : [];
    return read.flatMap((locale) =>
      forbiddenReport(place(path), text, locale, offers(text), language),
    );
  });
  // A name read in both languages is told once.
  return [...new Set(reports)];
}
