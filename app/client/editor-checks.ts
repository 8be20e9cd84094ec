// What the site editor refuses as it saves, which Sveltia, checking one field at a time, cannot:
// the office's facts across fields (hours that close before they open, a holiday that ends
// before it starts, a booking link a page picks removed…); in a page or an article, a name in
// braces that no fact has and the titles Florida law forbids where immigration services are
// offered; in an article, a link to no page. Registered by editor.ts.
import type { Element, Root } from "hast";
import type { CmsField } from "../build/cms-config";
import { articleWords } from "../blog/block-texts";
import { compileBody } from "../blog/markdown";
import { articleForbiddenWords, forbiddenWords, officeForbiddenWords } from "../content/notices";
import { linkedPage } from "../site/linked-page";
import { siteConfigSchema } from "../site/config-schema";
import {
  namesButOfficeName,
  noFact,
  notOfficeName,
  placeOf,
  unknownFactNames,
} from "../site/fact-names";
import { defaultLocale, locales, type Locale } from "../site/locales";

/** Where a path is in the editor: its fields' labels, an item by its place ("Horario › En la oficina › 2"). */
export function labelsAlong(fields: readonly CmsField[], path: readonly PropertyKey[]) {
  const labels: string[] = [];
  for (const key of path) {
    const field = fields.find((field) => field.name === key);
    if (!field && typeof key !== "number") break;
    labels.push(field?.label ?? String(Number(key) + 1));
    if (field) fields = field.fields ?? field.types?.flatMap((type) => type.fields) ?? [];
  }
  return labels.join(" › ");
}

const isEmpty = (value: unknown) =>
  value === "" || value == null || (typeof value === "object" && Object.keys(value).length === 0);

/** A value as the editor writes it: an empty optional field left out (omit_empty_optional_fields). */
function asWritten(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asWritten);
  if (typeof value !== "object" || value === null) return value;
  const fields = Object.entries(value).map(([key, field]) => [key, asWritten(field)] as const);
  return Object.fromEntries(fields.filter(([, field]) => !isEmpty(field)));
}

const linkInUse = {
  en: (name: string, pages: string) =>
    `"${name}" is the link of ${pages}: pick another there before you remove or rename it (if you just did, save again once the site is published)`,
  es: (name: string, pages: string) =>
    `"${name}" lo usan estas páginas: ${pages}. Elija otro enlace en ellas antes de quitarlo o cambiarle el nombre (si ya lo hizo, vuelva a guardar cuando el sitio se haya publicado)`,
};

/** The build's refusals across the office's fields, each with where to fix it, in `language`;
 * `inUse`: the pages that pick each booking link, at the build. */
export function officeProblems(
  data: unknown,
  fields: readonly CmsField[],
  language: Locale,
  inUse: Record<string, string[]>,
) {
  const parsed = siteConfigSchema.safeParse(asWritten(data));
  // Only the checks across fields, which have words for the editor (`params.es`): a single
  // field's problem is the editor's own to show, as the owner types.
  const across = (parsed.error?.issues ?? []).flatMap((issue) => {
    const es: unknown = issue.code === "custom" ? issue.params?.es : undefined;
    if (typeof es !== "string") return [];
    return [`${labelsAlong(fields, issue.path)}: ${language === "es" ? es : issue.message}`];
  });
  const forbidden = officeForbiddenWords(data, (path) => labelsAlong(fields, path), language);
  const { booking = [] } = data as { booking?: { name?: string }[] };
  const kept = new Set(booking.map((link) => link.name));
  const gone = Object.entries(inUse).filter(([name]) => !kept.has(name));
  const where = labelsAlong(fields, ["booking"]);
  return [
    ...across,
    ...forbidden,
    ...gone.map(([name, pages]) => `${where}: ${linkInUse[language](name, pages.join(", "))}`),
  ];
}

/** Where a page's or an article's words in a language are, to the owner: "Texto en español". */
const textIn = {
  en: { en: "English text", es: "Spanish text" },
  es: { en: "Texto en inglés", es: "Texto en español" },
};
/** What the build refuses in a page's words, in each language, by place, in `language`: a name
 * in braces no fact has, a forbidden title (immigration's where the page offers those services). */
export function pageProblems(
  words: Partial<Record<Locale, unknown>>,
  facts: readonly string[],
  language: Locale,
) {
  const names = facts.map((name) => `{${name}}`).join(", ");
  const where = (locale: Locale) => textIn[language][locale];
  return [
    ...locales.flatMap((locale) =>
      unknownFactNames(words[locale], facts).map(
        ({ path, typed }) =>
          `${where(locale)}: ${placeOf(path, language, words[locale])}: ${noFact[language](typed, names)}`,
      ),
    ),
    ...forbiddenWords(where, words as Parameters<typeof forbiddenWords>[1], language),
  ];
}

/** The addresses of a body's links to pages of the site ("/ItinServices", "/es/Blog#taxes"). */
const siteLinks = (node: Root | Element): string[] =>
  node.children.flatMap((child) => {
    if (child.type !== "element") return [];
    const { href } = child.properties;
    return typeof href === "string" && href.startsWith("/") ? [href] : siteLinks(child);
  });

const noPage = {
  en: (href: string) =>
    `the link to ${href} leads to no page of the site: write a page's address as the browser shows it (/ItinServices), or, for a page made minutes ago, save again once the site is published`,
  es: (href: string) =>
    `el enlace a ${href} no lleva a ninguna página del sitio: escriba la dirección de una página como la muestra el navegador (/ItinServices) o, si la página es de hace unos minutos, vuelva a guardar cuando el sitio se haya publicado`,
};

/** What the build refuses in an article's words, in each language, in `language`: Markdown it does
 * not render, a name in braces other than {officeName}, a forbidden title (immigration's in an
 * article about it); `shared`: the fields typed once for both languages; `addresses`: the site's
 * pages and articles at the build, which its links may name. */
export function articleProblems(
  words: Partial<Record<Locale, Record<string, unknown>>>,
  shared: readonly string[],
  addresses: readonly string[],
  language: Locale,
) {
  const { category, image } = words[defaultLocale] ?? {};
  return locales.flatMap((locale) => {
    const { body = "", ...fields } = words[locale] ?? {};
    // The build leaves out a picture's words when there is no picture.
    if (!image) delete fields.imageAlt;
    const where = textIn[language][locale];
    let compiled;
    try {
      compiled = compileBody(where, String(body), 0, language);
    } catch (error) {
      return [(error as Error).message];
    }
    const texts = articleWords(fields, shared, compiled);
    const nowhere = siteLinks(compiled).filter((href) => !linkedPage(href, addresses).page);
    const otherNames = texts.flatMap(namesButOfficeName);
    return [
      ...nowhere.map((href) => `${where}: ${noPage[language](href)}`),
      ...otherNames.map((typed) => `${where}: ${notOfficeName[language](typed)}`),
      ...articleForbiddenWords(where, texts, locale, category === "immigration", language),
    ];
  });
}
