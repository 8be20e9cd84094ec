/**
 * Every page but the articles, from `content/pages/<Page>.<language>.yaml`, checked by the page
 * model (model.ts), the Spanish file taking its structure from the English one, and the facts the
 * words name filled in. The menu, footer, sitemap, share cards, host files and editor read this.
 */
import { officeConfig } from "../site/config";
import { articleIds } from "../site/article-files";
import { DataFileError, readDataFile, readYaml, schemaProblems } from "../site/data-file";
import { formatIsoDay } from "../site/format";
import { defaultLocale, locales, type Locale } from "../site/locales";
import { pageFileName, staticPageIds } from "../site/pages";
import { blogWords as blogWordsSchema, jsonSchemaOf, pageModel } from "./model";
import type { BlogWords, NoticeKind, Page, SchemaNode } from "./model";
import { allStrings, forbiddenReport } from "./forbidden-terms";
import { noticesFor, noticeTriggers } from "./notices";

export { allStrings };

export const model = pageModel({
  bookings: Object.keys(officeConfig.booking),
  pages: [...staticPageIds, ...articleIds],
});

/** A page of the site: its id, kind, words per language and notices. */
export interface SitePage {
  id: string;
  /** Home, the blog list, a legal text, or a page about a service. */
  kind: "home" | "blog" | "legal" | "service";
  text: Record<Locale, Page>;
  /** The Florida notices it shows in its body. */
  notices: NoticeKind[];
}

const pageJson = jsonSchemaOf(model.page);

/** A translation with the shared fields and the length of every list taken from the English. */
function withSharedFields(node: SchemaNode, en: unknown, other: unknown): unknown {
  // In a union, the branch the value takes (by its `type`).
  const chosen =
    (node.oneOf ?? node.anyOf)?.find(
      (option) => option.properties?.type?.const === (en as { type?: string })?.type,
    ) ?? node;
  if (chosen.shared && chosen.type !== "array") return en;
  if (Array.isArray(en))
    return en.map((item, i) =>
      withSharedFields(chosen.items ?? {}, item, Array.isArray(other) ? other[i] : undefined),
    );
  if (!chosen.properties || !en || typeof en !== "object") return other;
  const ours = en as Record<string, unknown>;
  const theirs = other && typeof other === "object" ? (other as Record<string, unknown>) : {};
  const keys = [...new Set([...Object.keys(ours), ...Object.keys(theirs)])];
  return Object.fromEntries(
    keys.map((key) => {
      const child = chosen.properties![key];
      return [key, child ? withSharedFields(child, ours[key], theirs[key]) : theirs[key]];
    }),
  );
}

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
function fillFacts<T>(value: T, values: Record<string, string>): T {
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

const itemLists = ["cards", "points", "steps", "questions", "items", "notes", "parts"] as const;

/**
 * Forbidden words on a page, each named by its file and place in the editor's language. The rules
 * for immigration texts apply to a page whose title offers immigration services, and to any card,
 * step, question or note that does.
 */
export function forbiddenWords(id: string, text: Record<Locale, Page>): string[] {
  const language = officeConfig.editorLanguage;
  const says = placeWords[language];
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
      forbiddenReport(`${pageFileName(id, locale)}: ${where}`, value, {
        locale,
        immigration: wholePage || offers(value),
        language,
      }),
    );
  });
}

function kindOf(id: string, page: Page): SitePage["kind"] {
  if (id === "Home") return "home";
  if (id === "Blog") return "blog";
  return page.sections.some((section) => section.type === "legal") ? "legal" : "service";
}

/** The notices a page's words require (legal texts aside), plus those it lists. */
function pageNotices(text: Record<Locale, Page>): NoticeKind[] {
  const offers = locales.flatMap((locale) => {
    const { hero, sections } = text[locale];
    return allStrings([hero, sections.filter((section) => section.type !== "legal")]);
  });
  return noticesFor(offers, text[defaultLocale].notices);
}

type Place = (page: SitePage) => number | undefined;
const menuPlace: Place = (page) => page.text.en.menu;
const footerPlace: Place = (page) => page.text.en.footer;
const byPlace = (place: Place) => (a: SitePage, b: SitePage) =>
  (place(a) ?? Infinity) - (place(b) ?? Infinity) || a.id.localeCompare(b.id);

/** Every page but the articles: those in the menu in its order, then the others by name. */
export const sitePages: readonly SitePage[] = staticPageIds
  .map((id) => {
    const text = readPage(id);
    return { id, kind: kindOf(id, text.en), text, notices: pageNotices(text) };
  })
  .sort(byPlace(menuPlace));

const forbidden = sitePages.flatMap((page) => forbiddenWords(page.id, page.text));
if (forbidden.length > 0) throw new Error(forbidden.join("\n"));

const byId = new Map(sitePages.map((page) => [page.id, page]));

export function sitePage(id: string): SitePage {
  const page = byId.get(id);
  if (!page) throw new Error(`No page ${id} in content/pages/`);
  return page;
}

/** A page's short name in a language: menu, footer, breadcrumbs, share card. */
export function pageName(id: string, locale: Locale): string {
  return sitePage(id).text[locale].name;
}

const listed = (place: Place, which: (page: SitePage) => boolean = () => true) =>
  sitePages
    .filter((page) => which(page) && place(page) !== undefined)
    .sort(byPlace(place))
    .map((page) => page.id);

export const navigation = listed(menuPlace);

/** The footer's lists: the services and the legal texts, each in order. */
export const footerLinks = {
  services: listed(footerPlace, (page) => page.kind !== "legal"),
  legal: listed(footerPlace, (page) => page.kind === "legal"),
};

/** The pages about a service, in site order: what an article's closing box may link to. */
export const servicePages = sitePages.filter((page) => page.kind === "service").map((p) => p.id);

/** Every page in site order, then the articles: the sitemap's order. */
export const orderedPageIds = [...sitePages.map((page) => page.id), ...articleIds];

const blogText = Object.fromEntries(
  locales.map((locale) => [locale, readDataFile(`content/blog.${locale}.yaml`, blogWordsSchema)]),
) as Record<Locale, BlogWords>;

export const blogWords = (locale: Locale) => blogText[locale];
