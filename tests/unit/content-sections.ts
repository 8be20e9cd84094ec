/**
 * Every content section of the site, found on disk: each folder of
 * app/content/ holding a text module per language (`en.ts`, `es.ts`, named
 * after the locale list), so a new page's words are tested as soon as its
 * files exist, with no list to update.
 */
import { isLocale, locales, type Locale } from "~/site/locales";

const modules = import.meta.glob<Record<string, unknown>>("/app/content/*/[a-z][a-z].ts", {
  eager: true,
});

/** A section: its folder name and, per language, its text (absent when the file is missing). */
export interface ContentSection {
  name: string;
  texts: Partial<Record<Locale, unknown>>;
}

/** Each section, in folder order. */
export const contentSections: ContentSection[] = [];

for (const [path, module] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
  const [, name = "", language] = /^\/app\/content\/([^/]+)\/([a-z]{2})\.ts$/.exec(path) ?? [];
  if (!isLocale(language)) {
    throw new Error(`${path.slice(1)}: not a language of the site (${locales.join(", ")})`);
  }
  const values = Object.values(module);
  if (values.length !== 1) {
    throw new Error(`${path.slice(1)}: export exactly one text object, not ${values.length}`);
  }
  let section = contentSections.find((s) => s.name === name);
  if (!section) contentSections.push((section = { name, texts: {} }));
  section.texts[language] = values[0];
}
