/**
 * Every page but the articles, read from its files: `content/pages/<Page>.en.yaml`
 * and `<Page>.es.yaml`, one per language, checked by the page model
 * (model.ts). The Spanish file takes its structure (its lists, icons, booking
 * links, places in the menu) from the English one, so the two cannot drift;
 * its words must all be there. The facts the words name are filled in:
 * `{officeName}`, `{county}`, `{claims.<figure>}`, `{taxYear}`,
 * `{filingDeadline}`, `{extendedDeadline}`. The menu, the footer, the
 * sitemap, hreflang, share cards, the host files and the editor all read
 * this list.
 */
import { z } from "zod";
import { officeConfig } from "../site/config";
import { articleIds } from "../site/article-files";
import {
  DataFileError,
  fieldName,
  readDataFile,
  readYaml,
  schemaProblems,
} from "../site/data-file";
import { formatIsoDay } from "../site/format";
import { defaultLocale, locales, type Locale } from "../site/locales";
import { pageFileName, staticPageIds } from "../site/pages";
import { blogWords as blogWordsSchema, pageModel, type BlogWords, type Page } from "./model";
import { allStrings, findForbiddenTerms } from "./forbidden-terms";
import { noticesFor, noticeTriggers } from "./notices";
import type { NoticeKind } from "./model";

export { allStrings };

/** The schemas of this site's pages, from its booking links and pages. */
export const model = pageModel({
  bookings: Object.keys(officeConfig.booking),
  pages: [...staticPageIds, ...articleIds],
});

/** What a page is: Home, the blog list, a legal text, or a page about a service. */
export type PageKind = "home" | "blog" | "legal" | "service";

export interface SitePage {
  id: string;
  kind: PageKind;
  /** Its words per language, checked and with the facts filled in. */
  text: Record<Locale, Page>;
  /** The Florida notices it shows in its body. */
  notices: NoticeKind[];
}

/** A JSON Schema node, as zod writes it: only what the merge reads. */
interface Node {
  shared?: boolean;
  type?: string;
  properties?: Record<string, Node>;
  items?: Node;
  oneOf?: Node[];
  anyOf?: Node[];
  const?: unknown;
}

const pageJson = z.toJSONSchema(model.page, { io: "input", unrepresentable: "any" }) as Node;

/** The branch of a union that a value takes (by its `type`). */
const branch = (node: Node, value: unknown) =>
  (node.oneOf ?? node.anyOf)?.find(
    (option) => option.properties?.type?.const === (value as { type?: string })?.type,
  );

/**
 * A translation with its structure taken from the English: shared fields
 * and the length of every list come from `en`, the words from `other`.
 */
export function withSharedFields(node: Node, en: unknown, other: unknown): unknown {
  const chosen = branch(node, en) ?? node;
  if (chosen.shared && chosen.type !== "array") return en;
  if (Array.isArray(en))
    return en.map((item, i) =>
      withSharedFields(chosen.items ?? {}, item, Array.isArray(other) ? other[i] : undefined),
    );
  if (chosen.properties && en && typeof en === "object") {
    const theirs = other && typeof other === "object" ? (other as Record<string, unknown>) : {};
    const keys = new Set([...Object.keys(en), ...Object.keys(theirs)]);
    return Object.fromEntries(
      [...keys].map((key) => {
        const child = chosen.properties![key];
        const value = child
          ? withSharedFields(child, (en as Record<string, unknown>)[key], theirs[key])
          : theirs[key];
        return [key, value];
      }),
    );
  }
  return other;
}

/** The facts a text may name, in a language. */
function facts(locale: Locale): Record<string, string> {
  const { taxYear, filingDeadline, extendedDeadline } = officeConfig.taxSeason;
  return {
    officeName: officeConfig.officeName,
    county: officeConfig.address.county,
    taxYear: String(taxYear),
    filingDeadline: formatIsoDay(filingDeadline, locale),
    extendedDeadline: formatIsoDay(extendedDeadline, locale),
    ...Object.fromEntries(
      Object.entries(officeConfig.claims).map(([key, claim]) => [`claims.${key}`, claim.value]),
    ),
  };
}

/** A value with the facts its texts name filled in. */
export function fillFacts<T>(value: T, values: Record<string, string>): T {
  if (typeof value === "string")
    return value.replace(/\{([\w.]+)\}/g, (match, name: string) => values[name] ?? match) as T;
  if (Array.isArray(value)) return value.map((item) => fillFacts(item, values)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillFacts(item, values)]),
    ) as T;
  return value;
}

/** A page's words in every language, checked; errors name the file and the field. */
export function readPage(id: string, root = process.cwd()): Record<Locale, Page> {
  const en = readYaml(pageFileName(id, defaultLocale), root);
  return Object.fromEntries(
    locales.map((locale) => {
      const file = pageFileName(id, locale);
      const raw =
        locale === defaultLocale ? en : withSharedFields(pageJson, en, readYaml(file, root));
      const result = model.page.safeParse(raw);
      if (!result.success) throw new DataFileError(file, schemaProblems(model.page, raw));
      return [locale, fillFacts(result.data, facts(locale))];
    }),
  ) as Record<Locale, Page>;
}

/** How the build names a place of a page to the owner, in the editor's language. */
const placeWords = {
  en: { top: "top of the page", section: "section", item: "item" },
  es: { top: "parte superior de la página", section: "sección", item: "elemento" },
};

/** The lists a section holds its items in. */
const itemLists = ["cards", "points", "steps", "questions", "items", "notes", "parts"] as const;

/**
 * Forbidden words on a page (forbidden-terms.ts), each named by its file and
 * place, in the editor's language. The rules for immigration texts apply to
 * a page whose main title offers immigration services, and to any card,
 * step, question or note that does.
 */
export function forbiddenWords(id: string, text: Record<Locale, Page>): string[] {
  const says = placeWords[officeConfig.editorLanguage];
  const offers = (value: unknown) =>
    allStrings(value).some((s) => noticeTriggers.immigration.test(s));
  const wholePage = locales.some((locale) => offers(text[locale].hero.title));
  return locales.flatMap((locale) => {
    const { meta, hero, sections } = text[locale];
    const places = [
      { where: says.top, value: [meta, hero] },
      ...sections.flatMap((section, s) => {
        const where = `${says.section} ${s + 1}`;
        const list = itemLists.find((name) => name in section);
        const items = list ? ((section as unknown as Record<string, unknown[]>)[list] ?? []) : [];
        const rest = list ? { ...section, [list]: [] } : section;
        return [
          { where, value: rest },
          ...items.map((item, i) => ({ where: `${where}, ${says.item} ${i + 1}`, value: item })),
        ];
      }),
    ];
    return places.flatMap(({ where, value }) =>
      allStrings(value)
        .flatMap((t) => findForbiddenTerms(t, locale, { immigration: wholePage || offers(value) }))
        .map(
          (found) =>
            `${pageFileName(id, locale)}: ${where}: "${found.term}" (${found.why[officeConfig.editorLanguage]}): ${found.sentence}`,
        ),
    );
  });
}

/** What a page is, from its id and its sections. */
function kindOf(id: string, page: Page): PageKind {
  if (id === "Home") return "home";
  if (id === "Blog") return "blog";
  return page.sections.some((section) => section.type === "legal") ? "legal" : "service";
}

/** The notices a page's words require, plus those it lists (legal texts list theirs). */
function pageNotices(text: Record<Locale, Page>): NoticeKind[] {
  const offers = locales.flatMap((locale) => {
    const { hero, sections } = text[locale];
    return allStrings([hero, sections.filter((section) => section.type !== "legal")]);
  });
  return noticesFor(offers, text[defaultLocale].notices);
}

const byPlace = (place: (page: SitePage) => number | undefined) => (a: SitePage, b: SitePage) =>
  (place(a) ?? Infinity) - (place(b) ?? Infinity) || a.id.localeCompare(b.id);

/** Every page but the articles: those in the menu in its order, then the others by their place in the footer. */
export const sitePages: readonly SitePage[] = staticPageIds
  .map((id) => {
    const text = readPage(id);
    return { id, kind: kindOf(id, text.en), text, notices: pageNotices(text) };
  })
  .sort(byPlace((page) => page.text.en.footer))
  .sort(byPlace((page) => page.text.en.menu));

const forbidden = sitePages.flatMap((page) => forbiddenWords(page.id, page.text));
if (forbidden.length > 0) throw new Error(forbidden.join("\n"));

const byId = new Map(sitePages.map((page) => [page.id, page]));

/** A page of the site, by id. */
export function sitePage(id: string): SitePage {
  const page = byId.get(id);
  if (!page) throw new Error(`No page ${id} in content/pages/`);
  return page;
}

/** A page's short name in a language: menu, footer, breadcrumbs, share card. */
export function pageName(id: string, locale: Locale): string {
  return sitePage(id).text[locale].name;
}

const listed = (pages: readonly SitePage[], place: (page: SitePage) => number | undefined) =>
  pages
    .filter((page) => place(page) !== undefined)
    .sort(byPlace(place))
    .map((page) => page.id);

/** The header navigation, in order. */
export const navigation = listed(sitePages, (page) => page.text.en.menu);

/** The footer's lists: the services and the legal texts, each in order. */
export const footerLinks = {
  services: listed(
    sitePages.filter((page) => page.kind !== "legal"),
    (page) => page.text.en.footer,
  ),
  legal: listed(
    sitePages.filter((page) => page.kind === "legal"),
    (page) => page.text.en.footer,
  ),
};

/** The pages about a service, in site order: what an article's closing box may link to. */
export const servicePages = sitePages.filter((page) => page.kind === "service").map((p) => p.id);

/** Every page in site order, then the articles: the sitemap's order. */
export const orderedPageIds = [...sitePages.map((page) => page.id), ...articleIds];

/** The file of the words of the blog list and the articles, in a language. */
export const blogWordsFile = (locale: Locale) => `content/blog.${locale}.yaml`;

const blogText = Object.fromEntries(
  locales.map((locale) => [locale, readDataFile(blogWordsFile(locale), blogWordsSchema)]),
) as Record<Locale, BlogWords>;

/** The words of the blog list and the articles, in a language. */
export const blogWords = (locale: Locale) => blogText[locale];

export { fieldName };
