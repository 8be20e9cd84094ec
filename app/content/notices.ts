/**
 * Which Florida notices a text requires, worked out from its words, so a
 * page the owner writes shows them without anyone keeping a table:
 * - `notary`: s. 117.05(10), F.S., wherever notary services are advertised;
 * - `immigration`: the s. 501.1391, F.S. statement, wherever immigration
 *   services are offered.
 * A sentence that only says what the office does not do ("we do not
 * prepare immigration forms here") requires nothing. A page may list more
 * notices than its words require (`notices` in its file), never fewer.
 */
import { noticeKinds, type NoticeKind } from "./model";

const service = (alternatives: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, "iu");

/** Words that offer the service, in English and Spanish. */
export const noticeTriggers: Record<NoticeKind, RegExp> = {
  notary: service(
    "notary public|notary services?|notar(ize|izes|ized|izing|ization|izations)|notariza(r|do|dos|da|das|ción|ciones)|apostill(e|es|a|as|ar|ado|ados)",
  ),
  immigration: service(
    [
      "immigration (documents?|forms?|services?|applications?|petitions?|cases?)",
      "(documentos?|formularios?|servicios?|solicitudes?|casos?) (de|para) (inmigración|USCIS)",
      "USCIS forms?|green cards?|tarjetas? verdes?|asylum|asilo|TPS|naturali[sz]ation|naturalización",
      "adjustment of status|ajuste de (estatus|estado)",
      "[IN]-(130|131|485|589|600|765|821|864|90|400)",
    ].join("|"),
  ),
};

const negation = service("not|no|never|cannot|can't|don't|ni|nunca|sin");

/** The notices a set of texts requires, in the site's order. */
export function requiredNotices(texts: readonly string[]): NoticeKind[] {
  const sentences = texts
    .flatMap((text) => text.split(/(?<=[.!?:])\s+|\n+/))
    .filter((sentence) => !negation.test(sentence));
  return noticeKinds.filter((kind) => sentences.some((s) => noticeTriggers[kind].test(s)));
}

/** The notices a page shows: those it lists, in its order, then those its words also require. */
export function noticesFor(texts: readonly string[], listed: readonly NoticeKind[] = []) {
  return [...new Set([...listed, ...requiredNotices(texts)])];
}
