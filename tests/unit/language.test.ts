import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import {
  languageBootScript,
  languageStorageKey,
  readStoredLanguage,
  storeLanguage,
} from "~/site/language";

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

/** Runs the inline <head> script against a fake page and reports what it did. */
function boot(pathname: string, storage: Storage | "blocked", search = "") {
  const replaced: string[] = [];
  const attributes = new Set<string>();
  const context: Record<string, unknown> = {
    location: { pathname, search, hash: "", replace: (url: string) => replaced.push(url) },
    document: { documentElement: { setAttribute: (name: string) => attributes.add(name) } },
  };
  Object.defineProperty(context, "localStorage", {
    get() {
      if (storage === "blocked") throw new DOMException("denied", "SecurityError");
      return storage;
    },
  });
  context.window = context;
  runInNewContext(languageBootScript, context);
  return { replaced, hidden: attributes.has("data-redirecting") };
}

describe("languageBootScript (runs before first paint)", () => {
  it("stores es when a Spanish URL is opened", () => {
    const storage = memoryStorage();
    expect(boot("/es/Immigration", storage).replaced).toEqual([]);
    expect(storage.getItem("language")).toBe("es");
  });

  it("sends a visitor with es stored from an English URL to its Spanish twin, hiding the page", () => {
    expect(boot("/NotaryPublic", memoryStorage({ language: "es" }), "?a=1")).toEqual({
      replaced: ["/es/NotaryPublic?a=1"],
      hidden: true,
    });
    expect(boot("/", memoryStorage({ language: "es" })).replaced).toEqual(["/es"]);
  });

  it("leaves English visitors, junk values and blocked storage alone", () => {
    expect(boot("/NotaryPublic", memoryStorage({ language: "en" }))).toEqual({
      replaced: [],
      hidden: false,
    });
    expect(boot("/NotaryPublic", memoryStorage({ language: "xx" }))).toEqual({
      replaced: [],
      hidden: false,
    });
    expect(boot("/NotaryPublic", "blocked")).toEqual({ replaced: [], hidden: false });
  });

  it("does not treat paths that merely start with 'es' as Spanish", () => {
    const storage = memoryStorage();
    boot("/estimates", storage);
    expect(storage.getItem("language")).toBeNull();
  });
});
