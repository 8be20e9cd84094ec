import { describe, expect, it } from "vitest";
import { dictionary, t } from "~/content/dictionary";
import { translate } from "~/content/i18n";
import { shapeDifferences } from "./shape";

describe("dictionary", () => {
  it.each(Object.entries(dictionary))(
    "section %s has the same keys and lengths in en and es",
    (_, section) => {
      expect(shapeDifferences(section.en, section.es)).toEqual([]);
    },
  );

  it("the parity check itself catches a missing key and a shorter list", () => {
    expect(shapeDifferences({ a: "x", b: ["1", "2"] }, { b: ["1"] })).toEqual([
      ".a: missing in es",
      ".b: 2 items in en, 1 in es",
    ]);
  });

  it("returns the text for a key and the key itself when it is missing", () => {
    expect(t("common", "es", "menu")).toBe("Menú");
    expect(t("common", "en", "menu")).toBe("Menu");
    expect(t("common", "es", "no.such.key")).toBe("no.such.key");
    expect(translate(undefined, "en", "anything")).toBe("anything");
  });

  it("never uses 'notario' in Spanish (Florida s. 117.05(11))", () => {
    const spanish = JSON.stringify(Object.values(dictionary).map((section) => section.es));
    expect(spanish.match(/notari[oa]s?\b/gi) ?? []).toEqual([]);
  });
});
