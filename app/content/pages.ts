// Every page but the articles, from content/pages/<Page>.<language>.yaml, checked by the page
// model with the Spanish taking its structure from the English, and the facts named filled in.
import { officeConfig, officeFile } from "../site/config";
import { articleIds } from "../site/article-files";
import { checkedData, checkTemplates, DataFileError } from "../site/data-file";
import { fieldName, readDataFile, readYaml } from "../site/data-file";
import { factName, noFact, textsAt, unknownFactNames } from "../site/fact-names";
import { formatIsoDay } from "../site/format";
import { defaultLocale, locales, type Locale } from "../site/locales";
import { pageFileName, staticPageIds } from "../site/pages";
import { blogWords as blogWordsSchema, jsonSchemaOf, page } from "./model";
import type { BlogWords, Page, SchemaNode } from "./model";
import { forbiddenWords, noticesFor, officeForbiddenWords } from "./notices";

const pageJson = jsonSchemaOf(page);

/** A translation with the shared fields and the length of every list taken from the English. */
function withSharedFields(node: SchemaNode, en: unknown, other: unknown): unknown {
  // In a union, the branch the value takes (by its `type`).
  const type = (en as { type?: unknown } | null)?.type;
  const chosen = node.oneOf?.find((option) => option.properties?.type?.const === type) ?? node;
  if (chosen.shared && chosen.type !== "array") return en;
  if (Array.isArray(en))
    return en.map((item, i) =>
      withSharedFields(chosen.items ?? {}, item, Array.isArray(other) ? other[i] : undefined),
    );
  if (!chosen.properties || !en || typeof en !== "object") return other;
  const ours = en as Record<string, unknown>;
  const theirs = other && typeof other === "object" ? (other as Record<string, unknown>) : {};
  return Object.fromEntries(
    Object.keys({ ...ours, ...theirs }).map((key) => {
      const child = chosen.properties![key];
      return [key, child ? withSharedFields(child, ours[key], theirs[key]) : theirs[key]];
    }),
  );
}

/** The facts a text may name ("{officeName}", "{claims.taxAccuracy}"), as a language writes them. */
const factsIn = (locale: Locale): Record<string, string> => ({
  officeName: officeConfig.officeName,
  county: officeConfig.address.county,
  taxYear: String(officeConfig.taxSeason.taxYear),
  filingDeadline: formatIsoDay(officeConfig.taxSeason.filingDeadline, locale),
  extendedDeadline: formatIsoDay(officeConfig.taxSeason.extendedDeadline, locale),
  ...Object.fromEntries(
    Object.entries(officeConfig.claims).map(([key, claim]) => [`claims.${key}`, claim.value]),
  ),
});

/** The names of the facts a text may name (the editor's checks get them too). */
export const factNames = () => Object.keys(factsIn(defaultLocale));

/** Words with the facts they name filled in; a name no fact has ("{officename}") fails, naming
 * `file` and the field. */
function fillFacts(file: string, words: unknown, facts: Record<string, string>) {
  // Its own names only: `name in facts` would take "{constructor}" for a fact.
  const has = (name: string) => Object.hasOwn(facts, name);
  const names = Object.keys(facts).map((key) => `{${key}}`);
  const problems = unknownFactNames(words, Object.keys(facts)).map(
    ({ path, typed }) => `${fieldName(path)}: ${noFact.en(typed, names.join(", "))}`,
  );
  const fill = (_: string, value: unknown) =>
    typeof value === "string"
      ? value.replace(factName, (typed, name: string) => (has(name) ? facts[name]! : typed))
      : value;
  if (problems.length > 0) throw new DataFileError(file, problems);
  return JSON.parse(JSON.stringify(words), fill) as unknown;
}

/** A page's words in every language, checked; errors name the file and the field. */
export function readPage(id: string, root = process.cwd()): Record<Locale, Page> {
  const en = readYaml(pageFileName(id, defaultLocale), root);
  return Object.fromEntries(
    locales.map((locale) => {
      const file = pageFileName(id, locale);
      const raw =
        locale === defaultLocale ? en : withSharedFields(pageJson, en, readYaml(file, root));
      return [locale, fillFacts(file, checkedData(file, page, raw), factsIn(locale))];
    }),
  ) as Record<Locale, Page>;
}

type Place = "menu" | "footer";
const byPlace = (place: Place) => (a: SitePage, b: SitePage) =>
  (a.text.en[place] ?? Infinity) - (b.text.en[place] ?? Infinity) || a.id.localeCompare(b.id);

/** A page of the site: its id, kind, words per language and the Florida notices in its body. */
export type SitePage = (typeof sitePages)[number];

/** Every page but the articles: those in the menu in its order, then the others by name. */
export const sitePages = staticPageIds
  .map((id) => {
    const text = readPage(id);
    const legal = text.en.sections.some((section) => section.type === "legal");
    const kind = id === "Home" ? "home" : id === "Blog" ? "blog" : legal ? "legal" : "service";
    // The notices its words require (legal texts aside), plus those it lists.
    const words = Object.values(text).map(({ hero, sections }) => [
      hero,
      sections.filter((section) => section.type !== "legal"),
    ]);
    return { id, kind, text, notices: noticesFor(words, text.en.notices) } as const;
  })
  .sort(byPlace("menu"));

const { editorLanguage } = officeConfig;
const officePlace = (path: PropertyKey[]) => `${officeFile}: ${fieldName(path)}`;
const forbidden = [
  ...sitePages.flatMap((page) =>
    forbiddenWords((locale) => pageFileName(page.id, locale), page.text, editorLanguage),
  ),
  ...officeForbiddenWords(readYaml(officeFile), officePlace, editorLanguage),
];
if (forbidden.length > 0) throw new Error(forbidden.join("\n"));

export function sitePage(id: string): SitePage {
  const page = sitePages.find((page) => page.id === id);
  if (!page) throw new Error(`No page ${id} in content/pages/`);
  return page;
}

/** The pages that pick each booking link, by their names in `locale`. */
export function bookingUsers(locale: Locale): Record<string, string[]> {
  const users: Record<string, string[]> = {};
  for (const page of sitePages)
    for (const [path, name] of textsAt(page.text[defaultLocale]))
      if (path.at(-1) === "booking" && !users[name]?.includes(page.text[locale].name))
        (users[name] ??= []).push(page.text[locale].name);
  return users;
}

/** A page's short name in a language: menu, footer, breadcrumbs, share card. */
export const pageName = (id: string, locale: Locale): string => sitePage(id).text[locale].name;

const listed = (place: Place, which: (page: SitePage) => boolean = () => true) =>
  sitePages
    .filter((page) => which(page) && page.text.en[place] !== undefined)
    .sort(byPlace(place))
    .map((page) => page.id);

export const navigation = listed("menu");

/** The footer's lists: the services and the legal texts, each in order. */
export const footerLinks = {
  services: listed("footer", (page) => page.kind !== "legal"),
  legal: listed("footer", (page) => page.kind === "legal"),
};

/** The pages about a service, in site order: what an article's closing box may link to. */
export const servicePages = sitePages.filter((page) => page.kind === "service").map((p) => p.id);

/** Every page in site order, then the articles: the sitemap's order. */
export const orderedPageIds = [...sitePages.map((page) => page.id), ...articleIds];

const blogText = Object.fromEntries(
  locales.map((locale) => [locale, readDataFile(`content/blog.${locale}.yaml`, blogWordsSchema)]),
) as Record<Locale, BlogWords>;
checkTemplates("content/blog.es.yaml", blogText.en, blogText.es);

export const blogWords = (locale: Locale) => blogText[locale];
