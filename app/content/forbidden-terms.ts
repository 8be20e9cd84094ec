import type { Locale } from "~/site/pages";

/**
 * A case-insensitive pattern for whole words. JavaScript's `\b` only knows
 * ASCII letters, so "ningún" or "notaría" need Unicode-aware edges.
 */
function words(alternatives: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, "iu");
}

/**
 * Words the site must never use, in one list (checked by
 * tests/unit/forbidden-terms.test.ts over every page text and article):
 *
 * - s. 117.05(11), F.S., as amended by HB 915 (2025, which also created
 *   s. 117.051 and s. 501.1391): no "notario", no literal translation of
 *   "Notary Public", and no title, in any language, that implies legal skill
 *   in immigration ("immigration consultant", "expert"…).
 * - The office is not a law firm: it never offers legal advice and never
 *   promises a result.
 * - Florida Bar Rule 10-2.2: for USCIS forms the office only types what the
 *   client gives in writing, and copies, assembles, translates and mails as
 *   directed. Immigration texts never offer consultations, reviews, checks,
 *   corrections, choices of forms or evidence, or lists of what to bring.
 */

/** The languages checked: the site's, and Haitian Creole (the Miami-Dade notary notice). */
export type TextLanguage = Locale | "ht";

/** Where a term is forbidden: on every page, or only in immigration texts. */
export type TermScope = "everywhere" | "immigration";

export interface ForbiddenTerm {
  /** How the report names the term. */
  name: string;
  pattern: RegExp;
  /** The rule it breaks, in the owner's words (English, Spanish). */
  why: Rule;
  scope: TermScope;
  /**
   * When set, the term is allowed in a sentence that also matches this: a
   * negation ("we may not give legal advice") or a referral to a lawyer.
   */
  allowedWith?: RegExp;
  /** Phrases that contain the term but mean something else ("personal guarantees"). */
  except?: RegExp;
}

const negation: Record<TextLanguage, RegExp> = {
  en: words(
    "(not|no|never|cannot|can't|don't|doesn't|won't|isn't|aren't|nothing|neither|nor|without)",
  ),
  es: words("(no|ni|nunca|nada|sin|tampoco|ningún|ninguna|ninguno)"),
  ht: words("(pa|ni|janm|okenn|san)"),
};

const lawyer: Record<Locale, RegExp> = {
  en: words("(attorneys?|lawyers?|accredited representatives?)"),
  es: words("(abogad[oa]s?|representantes? acreditad[oa]s?)"),
};

const negatedOrLawyer = (locale: Locale) =>
  new RegExp(`${negation[locale].source}|${lawyer[locale].source}`, "i");

/** A rule in both languages of the editor. */
export type Rule = Record<Locale, string>;

const titleRule = {
  en: "s. 117.05(11), F.S.: no title implying legal skill in immigration",
  es: "s. 117.05(11), F.S.: ningún título que sugiera conocimientos legales de inmigración",
};
const notaryRule = {
  en: "s. 117.05(11), F.S.: never translate Notary Public or say notario",
  es: "s. 117.05(11), F.S.: nunca traduzca Notary Public ni diga notario",
};
const adviceRule = {
  en: "not a law firm: legal advice is only mentioned to say it is not given",
  es: "no somos un bufete: la asesoría legal solo se menciona para decir que no la damos",
};
const guaranteeRule = { en: "no promise of results", es: "ninguna promesa de resultados" };
const formsRule = {
  en: "Florida Bar Rule 10-2.2: on USCIS forms the office only types, copies, assembles, translates and mails as directed",
  es: "Regla 10-2.2 del Colegio de Abogados de Florida: en formularios de USCIS la oficina solo transcribe, copia, arma, traduce y envía según se le indique",
};

/** Terms forbidden in both languages (Spanish pages quote English terms, and vice versa). */
const shared: ForbiddenTerm[] = [
  { name: "notario", pattern: words("notari[oa]s?"), why: notaryRule, scope: "everywhere" },
  { name: "notaría", pattern: words("notar[ií]as?"), why: notaryRule, scope: "everywhere" },
  {
    name: "immigration consultant / assistant / specialist / expert",
    pattern: words(
      "immigration\\s+(consultants?|assistants?|specialists?|experts?|advis[eo]rs?)|(consultants?|specialists?|experts?|advis[eo]rs?)\\s+(in|on)\\s+immigration",
    ),
    why: titleRule,
    scope: "everywhere",
  },
];

/** Every forbidden term, per language. */
export const forbiddenTerms: Record<TextLanguage, readonly ForbiddenTerm[]> = {
  en: [
    ...shared,
    { name: "expert", pattern: words("experts?"), why: titleRule, scope: "everywhere" },
    {
      name: "legal advice (offered)",
      pattern: words("legal advice"),
      why: adviceRule,
      scope: "everywhere",
      allowedWith: negatedOrLawyer("en"),
    },
    {
      name: "guarantee",
      pattern: words("guarante(e|es|ed|eing)"),
      why: guaranteeRule,
      scope: "everywhere",
      allowedWith: negation.en,
      except: words("personal(ly)? guarante\\w*"),
    },
    {
      name: "consultation",
      pattern: words("consult(ation|ations|ing|ancy)"),
      why: formsRule,
      scope: "immigration",
    },
    {
      name: "review / check / verify / correct / organize / choose (by the office)",
      pattern: words(
        "(we|our (staff|team|office))( will)? (review|check|verify|correct|organi[sz]e|choose|select|recommend)|(reviewed|checked|verified|corrected|organi[sz]ed)",
      ),
      why: formsRule,
      scope: "immigration",
      allowedWith: negatedOrLawyer("en"),
    },
    {
      name: "what to bring / list of documents",
      pattern: words(
        "what to (bring|submit|send|include)|(check)?list of (the )?documents|checklist",
      ),
      why: formsRule,
      scope: "immigration",
    },
  ],
  es: [
    ...shared,
    { name: "experto", pattern: words("expert[oa]s?"), why: titleRule, scope: "everywhere" },
    {
      name: "asesor / consultor / especialista de inmigración",
      pattern: words(
        "(consultor|asesor|especialista|asistente|experto|gestor|consejero)(a|as|es|os|s)?\\s+(de|en)\\s+(inmigraci[oó]n|migraci[oó]n|asuntos migratorios)|(consultor|asesor|especialista|asistente|experto|gestor)(a|as|es|os|s)?\\s+migratori[oa]s?",
      ),
      why: titleRule,
      scope: "everywhere",
    },
    {
      name: "asesoría legal (ofrecida)",
      pattern: words("(asesor[ií]a|asesoramiento|consejos?)\\s+(legal|legales|jur[ií]dic[oa]s?)"),
      why: adviceRule,
      scope: "everywhere",
      allowedWith: negatedOrLawyer("es"),
    },
    {
      name: "garantiza(mos)",
      pattern: words("garantiz\\w*|garantic\\w*"),
      why: guaranteeRule,
      scope: "everywhere",
      allowedWith: negation.es,
    },
    { name: "consulta", pattern: words("consultas?"), why: formsRule, scope: "immigration" },
    {
      name: "revisamos / verificamos / organizamos / elegimos",
      pattern: words(
        "(revisamos|verificamos|corregimos|organizamos|elegimos|escogemos|seleccionamos|recomendamos)|(revisad|verificad|corregid|organizad)[oa]s?|le indicamos",
      ),
      why: formsRule,
      scope: "immigration",
      allowedWith: negatedOrLawyer("es"),
    },
    {
      name: "qué traer / lista de documentos",
      pattern: words(
        "qu[eé] (debe )?(traer|llevar|presentar|enviar)|lista de (documentos|verificaci[oó]n)",
      ),
      why: formsRule,
      scope: "immigration",
    },
  ],
  ht: [
    ...shared,
    {
      name: "notè (piblik)",
      pattern: words("not[eè]\\s+piblik|not[eè]"),
      why: notaryRule,
      scope: "everywhere",
    },
    { name: "ekspè", pattern: words("eksp[eè]"), why: titleRule, scope: "everywhere" },
    {
      name: "konsiltan / espesyalis / asistan imigrasyon",
      pattern: words(
        "(konsiltan|espesyalis|asistan|eksp[eè]|konseye)\\s+(an\\s+|nan\\s+|pou\\s+)?imigrasyon",
      ),
      why: titleRule,
      scope: "everywhere",
    },
    {
      name: "konsèy legal (ofri)",
      pattern: words("kons[eè]y\\s+legal"),
      why: adviceRule,
      scope: "everywhere",
      allowedWith: negation.ht,
    },
  ],
};

/** One forbidden term found in a text. */
export interface TermFinding {
  term: string;
  why: Rule;
  sentence: string;
}

/** Splits a text into sentences, so that a negation only excuses a term in its own sentence. */
function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+|\n+/).filter((s) => s.trim().length > 0);
}

/**
 * Finds the forbidden terms in one text of one language. `immigration` says
 * whether the text is about immigration, where more terms are forbidden.
 */
export function findForbiddenTerms(
  text: string,
  locale: TextLanguage,
  { immigration }: { immigration: boolean },
): TermFinding[] {
  const findings: TermFinding[] = [];
  for (const sentence of sentences(text)) {
    for (const term of forbiddenTerms[locale]) {
      if (term.scope === "immigration" && !immigration) continue;
      const cleaned = term.except
        ? sentence.replace(new RegExp(term.except.source, "giu"), "")
        : sentence;
      if (!term.pattern.test(cleaned)) continue;
      if (term.allowedWith?.test(cleaned)) continue;
      findings.push({ term: term.name, why: term.why, sentence });
    }
  }
  return findings;
}

/** Every string inside a value (a content section, a post), for scanning. */
export function allStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === "object") return Object.values(value).flatMap(allStrings);
  return [];
}
