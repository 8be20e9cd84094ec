// The Florida notices a text requires, from its words: `notary` (s. 117.05(10), F.S.) where notary
// services are advertised, `immigration` (s. 501.1391, F.S.) where immigration ones are offered.
import { wholeWords } from "./forbidden-terms";
import { noticeKinds, type NoticeKind } from "./model";

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

/** The notices a page shows: those it lists, in its order, then those its words also require. */
export function noticesFor(texts: readonly string[], listed: readonly NoticeKind[] = []) {
  const sentences = texts
    .flatMap((text) => text.split(/(?<=[.!?:])\s+|\n+/))
    .filter((sentence) => !negation.test(sentence));
  const required = noticeKinds.filter((kind) =>
    sentences.some((s) => noticeTriggers[kind].test(s)),
  );
  return [...new Set([...listed, ...required])];
}
