import { expect, it } from "vitest";
import { noticesFor } from "~/content/notices";
import { sitePages } from "~/content/pages";

// Florida s. 117.05(10) (notary) and s. 501.1391 (immigration services): the notices a page shows
// follow from its words, in either language, so a page the owner writes needs no table by hand.
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
  // A sentence that says what the office does not do requires nothing, and hides no other.
  ["We do not prepare immigration forms here.", []],
  ["No ofrecemos servicios de inmigración.", []],
  ["We never notarize wills.", []],
  ["Sin apostilla.", []],
  ["We do not give legal advice. We notarize documents.", ["notary"]],
  ["We notarize documents.\nWe do not prepare immigration forms.", ["notary"]],
])("%j requires %j", (text, kinds) => expect(noticesFor([text])).toEqual(kinds));

it.each([
  [[], "We notarize documents.", ["notary"]],
  [["immigration"], "We notarize documents.", ["immigration", "notary"]],
  [["immigration", "notary"], "Tax returns.", ["immigration", "notary"]],
  [["immigration"], "We type immigration forms.", ["immigration"]],
] as const)(
  "add to the notices %j what %j requires, in the listed order, never fewer",
  (listed, text, kinds) => expect(noticesFor([text], listed)).toEqual(kinds),
);

it("gives every page of the site at least what its words require", () => {
  for (const { id, text, notices } of sitePages) {
    const words = Object.values(text).map(({ hero, sections }) => [
      hero,
      sections.filter((section) => section.type !== "legal"),
    ]);
    expect(notices, id).toEqual(expect.arrayContaining(noticesFor(words)));
    expect(notices, id).toEqual(expect.arrayContaining(text.en.notices ?? []));
  }
  expect(sitePages.some((page) => page.notices.length > 0)).toBe(true);
});
