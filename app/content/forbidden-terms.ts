import { textsAt } from "../site/fact-names";
import type { Locale } from "../site/locales";

/** A case-insensitive pattern of whole words (`\b` knows only ASCII letters: "ningún"). */
export const wholeWords = (alternatives: string): RegExp =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, "iu");

/** The languages checked: the site's, and Haitian Creole (the Miami-Dade notary notice). */
export type TextLanguage = Locale | "ht";

type Rule = Record<Locale, string>;

const negation: Record<TextLanguage, RegExp> = {
  en: wholeWords(
    "(not|no|never|cannot|can't|don't|doesn't|won't|isn't|aren't|nothing|neither|nor|without)",
  ),
  es: wholeWords("(no|ni|nunca|nada|sin|tampoco|ningún|ninguna|ninguno)"),
  ht: wholeWords("(pa|ni|janm|okenn|san)"),
};

const lawyer: Record<Locale, RegExp> = {
  en: wholeWords("(attorneys?|lawyers?|accredited representatives?)"),
  es: wholeWords("(abogad[oa]s?|representantes? acreditad[oa]s?)"),
};

const negated = (language: TextLanguage) => ({ allowedWith: negation[language] });
const negatedOrLawyer = (locale: Locale) => ({
  allowedWith: new RegExp(`${negation[locale].source}|${lawyer[locale].source}`, "iu"),
});

/**
 * Why a term is refused: s. 117.05(11), F.S. (HB 915, 2025) on notaries' titles; the office is no
 * law firm; Florida Bar Rule 10-2.2 lets it only type what the client writes on USCIS forms.
 */
const rules = {
  title: {
    en: "s. 117.05(11), F.S.: no title implying legal skill in immigration",
    es: "art. 117.05(11) de los Estatutos de Florida: no use títulos que sugieran conocimientos legales de inmigración",
  },
  notary: {
    en: "s. 117.05(11), F.S.: never translate Notary Public or say notario",
    es: "art. 117.05(11) de los Estatutos de Florida: nunca traduzca Notary Public ni escriba «notario»",
  },
  advice: {
    en: "not a law firm: legal advice is only mentioned to say it is not given",
    es: "no somos un bufete: la asesoría legal solo se menciona para decir que no la damos",
  },
  guarantee: { en: "no promise of results", es: "no prometa resultados" },
  forms: {
    en: "Florida Bar Rule 10-2.2: on USCIS forms the office only types, copies, assembles, translates and mails as directed",
    es: "Regla 10-2.2 del Colegio de Abogados de Florida: en formularios de USCIS la oficina solo transcribe, copia, arma, traduce y envía según se le indique",
  },
} satisfies Record<string, Rule>;

/** A term; `immigrationOnly`: in texts about immigration; `allowedWith`: a negation, a lawyer. */
const term = (
  name: string,
  words: string,
  why: Rule,
  more: { immigrationOnly?: boolean; allowedWith?: RegExp } = {},
) => ({ name, pattern: wholeWords(words), why, ...more });

const immigrationOnly = { immigrationOnly: true };

/** Terms forbidden in every language (Spanish pages quote English terms, and vice versa). */
const shared = [
  term("notario", "notari[oa]s?", rules.notary),
  term("notaría", "notar[ií]as?", rules.notary),
  term(
    "immigration consultant / assistant / specialist / expert",
    "immigration\\s+(consultants?|assistants?|specialists?|experts?|advis[eo]rs?)|(consultants?|specialists?|experts?|advis[eo]rs?)\\s+(in|on)\\s+immigration",
    rules.title,
  ),
];

export const forbiddenTerms: Record<TextLanguage, ReturnType<typeof term>[]> = {
  en: [
    ...shared,
    term("expert", "experts?", rules.title),
    term("legal advice (offered)", "legal advice", rules.advice, negatedOrLawyer("en")),
    // "Personal guarantees" (that a client signs) promise no result.
    term("guarantee", "(?<!personal(ly)? )guarante(e|es|ed|eing)", rules.guarantee, negated("en")),
    term("consultation", "consult(ation|ations|ing|ancy)", rules.forms, immigrationOnly),
    term(
      "review / check / verify / correct / organize / choose (by the office)",
      "(we|our (staff|team|office))( will)? (review|check|verify|correct|organi[sz]e|choose|select|recommend)|(reviewed|checked|verified|corrected|organi[sz]ed)",
      rules.forms,
      { ...immigrationOnly, ...negatedOrLawyer("en") },
    ),
    term(
      "what to bring / list of documents",
      "what to (bring|submit|send|include)|(check)?list of (the )?documents|checklist",
      rules.forms,
      immigrationOnly,
    ),
  ],
  es: [
    ...shared,
    term("experto", "expert[oa]s?", rules.title),
    term(
      "asesor / consultor / especialista de inmigración",
      "(consultor|asesor|especialista|asistente|experto|gestor|consejero)(a|as|es|os|s)?\\s+(de|en)\\s+(inmigraci[oó]n|migraci[oó]n|asuntos migratorios)|(consultor|asesor|especialista|asistente|experto|gestor)(a|as|es|os|s)?\\s+migratori[oa]s?",
      rules.title,
    ),
    term(
      "asesoría legal (ofrecida)",
      "(asesor[ií]a|asesoramiento|consejos?)\\s+(legal|legales|jur[ií]dic[oa]s?)",
      rules.advice,
      negatedOrLawyer("es"),
    ),
    term("garantiza(mos)", "garantiz\\w*|garantic\\w*", rules.guarantee, negated("es")),
    term("consulta", "consultas?", rules.forms, immigrationOnly),
    term(
      "revisamos / verificamos / organizamos / elegimos",
      "(revisamos|verificamos|corregimos|organizamos|elegimos|escogemos|seleccionamos|recomendamos)|(revisad|verificad|corregid|organizad)[oa]s?|le indicamos",
      rules.forms,
      { ...immigrationOnly, ...negatedOrLawyer("es") },
    ),
    term(
      "qué traer / lista de documentos",
      "qu[eé] (debe )?(traer|llevar|presentar|enviar)|lista de (documentos|verificaci[oó]n)",
      rules.forms,
      immigrationOnly,
    ),
  ],
  ht: [
    ...shared,
    term("notè (piblik)", "not[eè]\\s+piblik|not[eè]", rules.notary),
    term("ekspè", "eksp[eè]", rules.title),
    term(
      "konsiltan / espesyalis / asistan imigrasyon",
      "(konsiltan|espesyalis|asistan|eksp[eè]|konseye)\\s+(an\\s+|nan\\s+|pou\\s+)?imigrasyon",
      rules.title,
    ),
    term("konsèy legal (ofri)", "kons[eè]y\\s+legal", rules.advice, negated("ht")),
  ],
};

/** The forbidden terms in a text; `immigration`: it is about immigration, where more are. */
export function findForbiddenTerms(
  text: string,
  locale: TextLanguage,
  { immigration }: { immigration: boolean },
) {
  // Sentence by sentence: a negation only excuses a term in its own sentence.
  const sentences = text.split(/(?<=[.!?])\s+|\n+/).filter((s) => s.trim().length > 0);
  return sentences.flatMap((sentence) =>
    forbiddenTerms[locale]
      .filter((term) => immigration || !term.immigrationOnly)
      .filter((term) => term.pattern.test(sentence) && !term.allowedWith?.test(sentence))
      .map((term) => ({ term: term.name, why: term.why, sentence })),
  );
}

/** Every string inside a value (a content section, a post), for scanning. */
export const allStrings = (value: unknown) => textsAt(value).map(([, text]) => text);

/** The forbidden terms in a value's texts, as the build reports them (place, term, rule, text),
 * the rule in `why`, the editor's language. */
export const forbiddenReport = (
  place: string,
  value: unknown,
  locale: Locale,
  immigration: boolean,
  why: Locale,
) =>
  allStrings(value)
    .flatMap((text) => findForbiddenTerms(text, locale, { immigration }))
    .map((found) => `${place}: "${found.term}" (${found.why[why]}): ${found.sentence}`);
