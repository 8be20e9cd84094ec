import { describe, expect, it } from "vitest";
import { languageBoot, readStoredLanguage, storeLanguage } from "~/site/language";
import { pageIds } from "~/site/pages";

/** Storage whose every call throws, as in Safari private mode or with cookies blocked. */
const blockedStorage = new Proxy({} as Storage, {
  get() {
    throw new DOMException("The operation is insecure.", "SecurityError");
  },
});

/** A storage holding `stored` (undefined: nothing), or none (null), or a blocked one. */
function storageWith(stored?: string | null): Storage | null {
  if (stored === null) return null;
  if (stored === "blocked") return blockedStorage;
  const data = new Map(stored === undefined ? [] : [["language", stored]]);
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  } as Storage;
}

describe("readStoredLanguage and storeLanguage", () => {
  it.each([
    ["es", "es"],
    ["en", "en"],
    [undefined, "en"],
    ["", "en"],
    ["ES", "en"],
    ["fr", "en"],
    ["null", "en"],
    ['"es"', "en"],
    ["es-MX", "en"],
    [null, "en"],
    ["blocked", "en"],
  ])("read %j stored under the key 'language' as %s, without throwing", (stored, locale) => {
    expect(readStoredLanguage(storageWith(stored))).toBe(locale);
  });

  it("store the choice at once, or report failure instead of throwing", () => {
    const storage = storageWith()!;
    expect(storeLanguage("es", storage)).toBe(true);
    expect(storage.getItem("language")).toBe("es");
    expect(storeLanguage("es", storageWith("blocked"))).toBe(false);
    expect(storeLanguage("es", null)).toBe(false);
  });
});

/** Opens a page with the given storage and referrer; returns the URL it is replaced by, or null. */
const open = (path: string, storage: Storage | null, referrer = "", names?: readonly string[]) =>
  languageBoot(Object.assign(new URL(path, "https://site.test"), { referrer }), storage, names);

describe("languageBoot (runs in <head>, before the first paint)", () => {
  // Casing is the host's business (a 301, or the 404 page's boot): the path keeps its own.
  it.each([
    // A Spanish URL, in any casing, stores es and stays.
    ["/es", undefined, "", null, "es"],
    ["/ES/taxservices", undefined, "", null, "es"],
    // es stored: an English URL goes to its Spanish twin; an unknown one to the Spanish 404.
    ["/NotaryPublic?a=1#fees", "es", "", "/es/NotaryPublic?a=1#fees", "es"],
    ["/", "es", "", "/es", "es"],
    ["/Home", "es", "", "/es/Home", "es"],
    ["/immigration", "es", "", "/es/immigration", "es"],
    ["/no-such-page", "es", "", "/es/no-such-page", "es"],
    // English visitors, junk values, missing and blocked storage are left alone (no storage at
    // all: language.spec.ts, where reading localStorage throws).
    ["/NotaryPublic", "en", "", null, "en"],
    ["/NotaryPublic", "xx", "", null, "xx"],
    ["/NotaryPublic", undefined, "", null, null],
    ["/NotaryPublic", "blocked", "", null, undefined],
    ["/es/NotaryPublic", "blocked", "", null, undefined],
    // From one of our Spanish pages (the switcher's link, even in a new tab where no click
    // handler ran) stores en; other sites' and English pages' referrers are ignored.
    ["/TaxServices", "es", "https://site.test/es/TaxServices", null, "en"],
    ["/TaxServices", "es", "https://other.test/es/TaxServices", "/es/TaxServices", "es"],
    ["/TaxServices", "es", "https://site.test/Blog", "/es/TaxServices", "es"],
    ["/TaxServices", "es", "not a url", "/es/TaxServices", "es"],
    // A path that merely starts with "es" is not Spanish.
    ["/estimates", undefined, "", null, null],
    // Only the 404 page carries the page names to correct a casing.
    ["/iMMigration", undefined, "", null, null],
  ])("%s, %j stored, from %j: goes to %s, stores %j", (path, stored, referrer, to, after) => {
    const storage = storageWith(stored);
    expect(open(path, storage, referrer)).toBe(to);
    if (after !== undefined) expect(storage!.getItem("language")).toBe(after);
  });

  it.each([
    // A casing no host rule lists: the canonical URL, with query and hash.
    ["/iMMigration?a=1#b", undefined, "/Immigration?a=1#b"],
    ["/eS/bLoG?a=1#b", undefined, "/es/Blog?a=1#b"],
    ["/iMMigration", "es", "/es/Immigration"], // straight to Spanish when it is stored
    // Canonical pages and unknown paths stay where they are.
    ["/Immigration", undefined, null],
    ["/no-such-page", undefined, null],
    ["/es/no-existe", undefined, null],
  ])("in a 404 page, which has the page names: %s, %j stored: goes to %s", (path, stored, to) => {
    expect(open(path, storageWith(stored), "", pageIds)).toBe(to);
  });
});
