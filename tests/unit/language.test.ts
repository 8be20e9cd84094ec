import { describe, expect, it } from "vitest";
import {
  languageBoot,
  languageStorageKey,
  readStoredLanguage,
  storeLanguage,
} from "~/site/language";
import { pageIds } from "~/site/pages";

/** A minimal in-memory Storage. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

/** Storage whose every call throws, as in Safari private mode or with cookies blocked. */
const blockedStorage = new Proxy({} as Storage, {
  get() {
    throw new DOMException("The operation is insecure.", "SecurityError");
  },
});

describe("readStoredLanguage", () => {
  it("uses the key 'language'", () => {
    expect(languageStorageKey).toBe("language");
  });

  it("returns a stored en or es", () => {
    expect(readStoredLanguage(memoryStorage({ language: "es" }))).toBe("es");
    expect(readStoredLanguage(memoryStorage({ language: "en" }))).toBe("en");
  });

  it.each([undefined, "", "ES", "fr", "null", '"es"', "es-MX"])(
    "falls back to en for %j",
    (value) => {
      const storage = memoryStorage(value === undefined ? {} : { language: value });
      expect(readStoredLanguage(storage)).toBe("en");
    },
  );

  it("falls back to en without throwing when storage is blocked or missing", () => {
    expect(readStoredLanguage(blockedStorage)).toBe("en");
    expect(readStoredLanguage(null)).toBe("en");
  });
});

describe("storeLanguage", () => {
  it("stores the choice at once", () => {
    const storage = memoryStorage();
    expect(storeLanguage("es", storage)).toBe(true);
    expect(storage.getItem("language")).toBe("es");
  });

  it("reports failure instead of throwing when storage is blocked", () => {
    expect(storeLanguage("es", blockedStorage)).toBe(false);
    expect(storeLanguage("es", null)).toBe(false);
  });
});

/** Opens a page with the given storage and referrer; returns the URL it is replaced by, or null. */
function open(path: string, storage: Storage | null, referrer = "", pageNames?: readonly string[]) {
  const url = new URL(path, "https://site.test");
  return languageBoot(
    {
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      referrer,
      origin: "https://site.test",
    },
    storage,
    pageNames,
  );
}

describe("languageBoot (runs in <head>, before the first paint)", () => {
  it("stores es when a Spanish URL is opened, in any casing", () => {
    for (const path of ["/es/Immigration", "/es", "/ES/taxservices"]) {
      const storage = memoryStorage();
      // Casing is the host's business (a 301, or the 404 page's boot): this page stays.
      expect(open(path, storage), path).toBeNull();
      expect(storage.getItem("language"), path).toBe("es");
    }
  });

  it("sends a visitor with es stored from an English URL to its Spanish twin", () => {
    const es = () => memoryStorage({ language: "es" });
    expect(open("/NotaryPublic?a=1#fees", es())).toBe("/es/NotaryPublic?a=1#fees");
    expect(open("/", es())).toBe("/es");
    expect(open("/Home", es())).toBe("/es/Home");
    // The path keeps its casing; the host sends it on to the canonical one.
    expect(open("/immigration", es())).toBe("/es/immigration");
  });

  it("keeps an unknown path under the Spanish prefix, so the Spanish 404 page answers it", () => {
    expect(open("/no-such-page", memoryStorage({ language: "es" }))).toBe("/es/no-such-page");
  });

  it("leaves English visitors, junk values, missing and blocked storage alone", () => {
    expect(open("/NotaryPublic", memoryStorage({ language: "en" }))).toBeNull();
    expect(open("/NotaryPublic", memoryStorage({ language: "xx" }))).toBeNull();
    expect(open("/NotaryPublic", memoryStorage())).toBeNull();
    expect(open("/NotaryPublic", null)).toBeNull();
    expect(open("/NotaryPublic", blockedStorage)).toBeNull();
    expect(open("/es/NotaryPublic", blockedStorage)).toBeNull();
  });

  it("stores en when the visitor comes to an English page from one of our Spanish pages", () => {
    // The language switcher's link, even when opened in a new tab where no click handler ran.
    const storage = memoryStorage({ language: "es" });
    expect(open("/TaxServices", storage, "https://site.test/es/TaxServices")).toBeNull();
    expect(storage.getItem("language")).toBe("en");
  });

  it("ignores referrers from other sites and from English pages", () => {
    const es = () => memoryStorage({ language: "es" });
    expect(open("/TaxServices", es(), "https://other.test/es/TaxServices")).toBe("/es/TaxServices");
    expect(open("/TaxServices", es(), "https://site.test/Blog")).toBe("/es/TaxServices");
    expect(open("/TaxServices", es(), "not a url")).toBe("/es/TaxServices");
  });

  it("does not treat paths that merely start with 'es' as Spanish", () => {
    const storage = memoryStorage();
    expect(open("/estimates", storage)).toBeNull();
    expect(storage.getItem("language")).toBeNull();
  });
});

describe("the language boot in a 404 page (which carries the page names)", () => {
  const on404 = (path: string, storage: Storage | null) => open(path, storage, "", pageIds);

  it("replaces a casing no host rule lists with the canonical URL, keeping query and hash", () => {
    expect(on404("/iMMigration?a=1#b", memoryStorage())).toBe("/Immigration?a=1#b");
    expect(on404("/eS/bLoG?a=1#b", memoryStorage())).toBe("/es/Blog?a=1#b");
    // Straight to the Spanish page when Spanish is stored.
    expect(on404("/iMMigration", memoryStorage({ language: "es" }))).toBe("/es/Immigration");
  });

  it("does nothing of the sort on a page that does not carry the page names", () => {
    expect(open("/iMMigration", memoryStorage())).toBeNull();
  });

  it("leaves canonical pages and unknown paths where they are", () => {
    for (const path of ["/Immigration", "/no-such-page", "/es/no-existe"])
      expect(on404(path, memoryStorage()), path).toBeNull();
  });
});
