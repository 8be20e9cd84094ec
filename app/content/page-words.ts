/**
 * Each page's words are a data file per language the owner edits (in the
 * site editor, or by hand): `content/pages/<page>.<language>.yaml`. Its
 * shape is the page's zod schema (`app/content/<page>/schema.ts`), the only
 * description of it: every text required, the lists the spec fixes at their
 * length, no forbidden term. Loading a page's words checks them, and the
 * Spanish against the English, so a bad file stops the build naming the file
 * and the field. What the owner must not change (page paths, the statutory
 * notices, the forbidden terms) stays in code.
 *
 * A few facts appear inside words, written as placeholders the office's facts
 * fill in: `{officeName}`, `{county}` and `{claims.<figure>}` (for example
 * `{claims.notaryDocuments}`). Other braces (`{time}`, `{day}`) are left for
 * the components that fill them.
 */
import { z } from "zod";
import { officeConfig } from "../site/config";
import { claimKeys } from "../site/config-schema";
import { DataFileError, fieldName, readDataFile } from "../site/data-file";
import type { Locale } from "../site/locales";
import { forbiddenTerms } from "./forbidden-terms";

/** The file of a page's words in a language, from the project root. */
export const pageWordsFile = (page: string, locale: Locale) =>
  `content/pages/${page}.${locale}.yaml`;

/**
 * The titles no text may use, in any of the site's languages ("notario",
 * "immigration consultant", "expert"…): the terms forbidden everywhere
 * whatever the sentence around them. The full rules, with their context,
 * run over every built text in tests/unit/forbidden-terms.test.ts.
 */
const titles = [...forbiddenTerms.en, ...forbiddenTerms.es].filter(
  (term) => term.scope === "everywhere" && !term.allowedWith && !term.except,
);

/** One text of a page: not empty, and no forbidden title. */
export const words = z
  .string({ error: "expected a text" })
  .refine((text) => text.trim().length > 0, "expected a text, got an empty one")
  .superRefine((text, ctx) => {
    const term = titles.find(({ pattern }) => pattern.test(text));
    if (term)
      ctx.addIssue({
        code: "custom",
        message: `"${term.name}" may not be used on this site: ${term.why}`,
      });
  });

/** The message of a list the page is built for at a fixed length (nine cards, four steps…). */
export const listOf = (n: number) => `expected ${n} items: the page is built for ${n}`;

/** The message of a list that needs at least one item. */
export const atLeastOne = "expected at least one item";

/** The list of a legal document's block: plain items, or a term and its explanation. */
export const legalList = z
  .array(z.union([words, z.strictObject({ term: words, text: words })]))
  .min(1, atLeastOne);

// Shapes the pages share. Each page's schema (app/content/<page>/schema.ts)
// is built from these, so one kind of block is described once.

/** Texts in a list that needs at least one (features, paragraphs, items). */
export const texts = z.array(words).min(1, atLeastOne);

/** The page's title and description for search engines and sharing. */
export const metaWords = z.strictObject({ title: words, description: words });

/** A closing call to action: a title, a line under it, a button. */
export const callToAction = z.strictObject({ title: words, subtitle: words, button: words });

/** A card with a title and a description. */
export const card = z.strictObject({ title: words, description: words });

/** `n` cards, the number the page is built for. */
export const cards = (n: number) => z.array(card).length(n, listOf(n));

/** A service card: title, description and its features. */
export const serviceCard = z.strictObject({ title: words, description: words, features: texts });

/** A card with a title, a description and a list of items. */
export const itemsCard = z.strictObject({ title: words, description: words, items: texts });

/** `n` figures (value and label), the number the page is built for. */
export const stats = (n: number) =>
  z.array(z.strictObject({ value: words, label: words })).length(n, listOf(n));

/** The blocks of a legal document's part, at least one, each of this shape. */
export const blocksOf = <Shape extends z.ZodRawShape>(block: Shape) =>
  z.array(z.strictObject(block)).min(1, atLeastOne);

/** A part of a legal document: its title and its blocks (paragraphs by default). */
export const legalSection = <Shape extends z.ZodRawShape = { text: typeof texts }>(
  block: Shape = { text: texts } as unknown as Shape,
) => z.strictObject({ title: words, blocks: blocksOf(block) });

/** The facts the words may name, by placeholder. */
function factsByPlaceholder(): Record<string, string> {
  return {
    officeName: officeConfig.officeName,
    county: officeConfig.address.county,
    ...Object.fromEntries(
      claimKeys.map((key) => [`claims.${key}`, officeConfig.claims[key].value]),
    ),
  };
}

/** A value with its fact placeholders filled in. */
function fillFacts<T>(value: T, facts: Record<string, string>): T {
  if (typeof value === "string")
    return value.replace(/\{([\w.]+)\}/g, (match, name: string) => facts[name] ?? match) as T;
  if (Array.isArray(value)) return value.map((item) => fillFacts(item, facts)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillFacts(item, facts)]),
    ) as T;
  return value;
}

/**
 * Where two languages of the same words differ in shape: a list of another
 * length, a key one has and the other lacks, a text empty in one.
 */
export function shapeDifferences(en: unknown, es: unknown, path: PropertyKey[] = []): string[] {
  const at = () => fieldName(path) || "(the whole file)";
  if (typeof en === "string" || typeof es === "string") {
    if (typeof en !== typeof es) return [`${at()}: ${typeof en} vs ${typeof es}`];
    return (en as string).trim() && (es as string).trim() ? [] : [`${at()}: empty text`];
  }
  if (Array.isArray(en) || Array.isArray(es)) {
    if (!Array.isArray(en) || !Array.isArray(es)) return [`${at()}: a list in one language only`];
    if (en.length !== es.length)
      return [`${at()}: ${es.length} items, but the English has ${en.length}`];
    return en.flatMap((item, i) => shapeDifferences(item, es[i], [...path, i]));
  }
  if (en && es && typeof en === "object" && typeof es === "object") {
    const keys = new Set([...Object.keys(en), ...Object.keys(es)]);
    return [...keys].flatMap((key) => {
      if (!(key in en)) return [`${fieldName([...path, key])}: not in the English`];
      if (!(key in es)) return [`${fieldName([...path, key])}: missing (the English has it)`];
      return shapeDifferences((en as never)[key], (es as never)[key], [...path, key]);
    });
  }
  return typeof en === typeof es ? [] : [`${at()}: ${typeof en} vs ${typeof es}`];
}

/** A page's words in a language, checked by its schema (and, for Spanish, against the English), with the facts filled in. */
export function pageWords<Schema extends z.ZodType>(
  page: string,
  locale: Locale,
  schema: Schema,
  root = process.cwd(),
): z.output<Schema> {
  const read = (language: Locale) => readDataFile(pageWordsFile(page, language), schema, root);
  const value = read(locale);
  if (locale !== "en") {
    const differences = shapeDifferences(read("en"), value);
    if (differences.length > 0) throw new DataFileError(pageWordsFile(page, locale), differences);
  }
  return fillFacts(value, factsByPlaceholder());
}
