import { describe, expect, it } from "vitest";
import { noticesFor } from "~/content/notices";

const requiredNotices = (texts: string[]) => noticesFor(texts);
import { allStrings, sitePages } from "~/content/pages";

// Florida s. 117.05(10) (notary) and s. 501.1391 (immigration services): the
// notices a page shows follow from its words, in either language, so a page
// the owner writes needs no table kept by hand.
describe("the notices a text requires", () => {
  it.each([
    ["We notarize your documents.", ["notary"]],
    ["Notary Public services in Miami.", ["notary"]],
    ["Apostille requests for Mexico.", ["notary"]],
    ["Notarización de documentos.", ["notary"]],
    ["Apostillar un acta.", ["notary"]],
    ["We type your immigration forms.", ["immigration"]],
    ["Formularios de inmigración, transcritos.", ["immigration"]],
    ["Green card renewal (Form I-90).", ["immigration"]],
    ["Solicitudes de asilo y TPS.", ["immigration"]],
    ["Form I-130 for your family.", ["immigration"]],
    ["Ajuste de estatus.", ["immigration"]],
    ["We notarize. We type immigration forms.", ["notary", "immigration"]],
    ["Tax returns and bookkeeping.", []],
    ["A notary's stamp collection.", []],
  ])("%j requires %j", (text, kinds) => {
    expect(requiredNotices([text])).toEqual(kinds);
  });

  it.each([
    "We do not prepare immigration forms here.",
    "No ofrecemos servicios de inmigración.",
    "We never notarize wills.",
    "Sin apostilla.",
  ])("%j, a sentence that says what the office does not do, requires nothing", (text) => {
    expect(requiredNotices([text])).toEqual([]);
  });

  it("looks at each sentence on its own: a negated one does not hide the next", () => {
    expect(requiredNotices(["We do not give legal advice. We notarize documents."])).toEqual([
      "notary",
    ]);
    expect(
      requiredNotices(["We notarize documents.\nWe do not prepare immigration forms."]),
    ).toEqual(["notary"]);
  });

  it("adds what the words require to the notices a page lists, in the listed order, never fewer", () => {
    expect(noticesFor(["We notarize documents."])).toEqual(["notary"]);
    expect(noticesFor(["We notarize documents."], ["immigration"])).toEqual([
      "immigration",
      "notary",
    ]);
    expect(noticesFor(["Tax returns."], ["immigration", "notary"])).toEqual([
      "immigration",
      "notary",
    ]);
    expect(noticesFor(["We type immigration forms."], ["immigration"])).toEqual(["immigration"]);
  });

  it("gives every page of the site at least what its words require", () => {
    for (const { id, text, notices } of sitePages) {
      const words = Object.values(text).flatMap(({ hero, sections }) =>
        allStrings([hero, sections.filter((section) => section.type !== "legal")]),
      );
      expect(notices, id).toEqual(expect.arrayContaining(requiredNotices(words)));
      expect(notices, id).toEqual(expect.arrayContaining(text.en.notices ?? []));
    }
    expect(sitePages.some((page) => page.notices.length > 0)).toBe(true);
  });
});
