import { describe, expect, it } from "vitest";
import { dictionary, t } from "~/content/dictionary";
import { translate } from "~/content/i18n";

/** Lists the places where two values differ in shape: keys, array lengths, kinds, empty strings. */
function shapeDifferences(en: unknown, es: unknown, path = ""): string[] {
  if (typeof en === "string" || typeof es === "string") {
    if (typeof en !== typeof es) return [`${path}: ${typeof en} vs ${typeof es}`];
    return (en as string).trim() && (es as string).trim() ? [] : [`${path}: empty text`];
  }
  if (Array.isArray(en) || Array.isArray(es)) {
    if (!Array.isArray(en) || !Array.isArray(es)) return [`${path}: array vs non-array`];
    if (en.length !== es.length) return [`${path}: ${en.length} items in en, ${es.length} in es`];
    return en.flatMap((item, i) => shapeDifferences(item, es[i], `${path}[${i}]`));
  }
  if (en && es && typeof en === "object" && typeof es === "object") {
    const keys = new Set([...Object.keys(en), ...Object.keys(es)]);
    return [...keys].flatMap((key) => {
      if (!(key in en)) return [`${path}.${key}: missing in en`];
      if (!(key in es)) return [`${path}.${key}: missing in es`];
      return shapeDifferences((en as never)[key], (es as never)[key], `${path}.${key}`);
    });
  }
  return typeof en === typeof es ? [] : [`${path}: ${typeof en} vs ${typeof es}`];
}

describe("dictionary", () => {
  it.each(Object.entries(dictionary))("section %s has the same keys and lengths in en and es", (_, section) => {
    expect(shapeDifferences(section.en, section.es)).toEqual([]);
  });

  it("the parity check itself catches a missing key and a shorter list", () => {
    expect(shapeDifferences({ a: "x", b: ["1", "2"] }, { b: ["1"] })).toEqual([".a: missing in es", ".b: 2 items in en, 1 in es"]);
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
