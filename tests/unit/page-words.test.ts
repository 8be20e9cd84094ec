import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { DataFileError } from "~/site/data-file";
import { officeConfig } from "~/site/config";
import { immigrationEn } from "~/content/immigration/en";
import { immigrationSchema } from "~/content/immigration/schema";
import { pageWords, pageWordsFile } from "~/content/page-words";

// A page's words files, broken the ways a hand edit (or a bad pull request)
// breaks them: the build must stop naming the file and the field.
const root = mkdtempSync(join(tmpdir(), "page-words-"));
cpSync("content", join(root, "content"), { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

type Words = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const original = (locale: "en" | "es"): Words =>
  parse(readFileSync(pageWordsFile("immigration", locale), "utf8"));

/** The build's message for the Immigration page with these words (the other language as shipped). */
function problemWith(locale: "en" | "es", words: Words): string {
  const other = locale === "en" ? "es" : "en";
  writeFileSync(join(root, pageWordsFile("immigration", locale)), stringify(words));
  writeFileSync(join(root, pageWordsFile("immigration", other)), stringify(original(other)));
  try {
    pageWords("immigration", "es", immigrationSchema, root);
  } catch (error) {
    expect(error).toBeInstanceOf(DataFileError);
    return (error as Error).message;
  }
  return "";
}

describe("a page's words files (content/pages/)", () => {
  const file = (locale: string) => `content/pages/immigration.${locale}.yaml`;

  it("fills the office's facts into the words", () => {
    expect(immigrationEn.meta.title).toContain(officeConfig.officeName);
    expect(JSON.stringify(immigrationEn)).not.toMatch(/\{officeName\}|\{claims\./);
  });

  it("names the file and the field of a missing or empty text", () => {
    const words = original("es");
    delete words.hero.title;
    words.hero.subtitle = " ";
    const message = problemWith("es", words);
    expect(message).toContain(`${file("es")}: hero.title: expected a text`);
    expect(message).toContain(`${file("es")}: hero.subtitle: expected a text, got an empty one`);
  });

  it("keeps a list the page is built for at its length", () => {
    const words = original("en");
    const steps = words.process.steps as unknown[];
    words.process.steps = steps.slice(1);
    expect(problemWith("en", words)).toContain(
      `${file("en")}: process.steps: expected ${steps.length} items: the page is built for ${steps.length}`,
    );
  });

  it("refuses a forbidden title, in plain words", () => {
    const words = original("es");
    words.hero.eyebrow = "Su notario de confianza";
    expect(problemWith("es", words)).toMatch(
      new RegExp(`${file("es")}: hero.eyebrow: "notario[^"]*" may not be used on this site`),
    );
  });

  it("refuses a Spanish file that lacks what the English has", () => {
    const words = original("es");
    delete words.meta.description;
    expect(problemWith("es", words)).toContain(`${file("es")}: meta.description`);
  });

  it("refuses a Spanish list of another length than the English", () => {
    const words = original("es");
    const features = words.services.family.features as unknown[];
    words.services.family.features = features.slice(1);
    expect(problemWith("es", words)).toContain(
      `${file("es")}: services.family.features: ${features.length - 1} items, but the English has ${features.length}`,
    );
  });

  it("refuses a field the page does not have (a typo in a name)", () => {
    const words = original("en");
    words.hero.titel = words.hero.title;
    expect(problemWith("en", words)).toContain("titel");
  });
});
