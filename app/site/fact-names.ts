// The office's facts a text names in braces ("{officeName}"), filled in at build, and how the owner
// is told where a text is: used by the build (app/content/pages.ts, app/blog/articles.ts) and by
// the editor as it saves (app/client/editor-checks.ts).

/** A name in braces, as a text types it. */
export const factName = /\{([\w.]+)\}/g;

/** Every text inside a value, with its path: `[[["hero", "title"], "Welcome"], …]`. */
export function textsAt(value: unknown, path: PropertyKey[] = []): [PropertyKey[], string][] {
  if (typeof value === "string") return [[path, value]];
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) =>
    textsAt(item, [...path, Array.isArray(value) ? Number(key) : key]),
  );
}

/** The names in braces that no fact has ("{officename}"); `{email}` is the newsletter mail's own. */
export const unknownFactNames = (words: unknown, facts: readonly string[]) =>
  textsAt(words).flatMap(([path, text]) => {
    const known = path.at(-1) === "mailBody" ? [...facts, "email"] : facts;
    const unknown = [...text.matchAll(factName)].filter(([, name = ""]) => !known.includes(name));
    return unknown.map(([typed]) => ({ path, typed }));
  });

/** The names in braces of an article's text but {officeName}, the one fact an article names. */
export const namesButOfficeName = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)]
    .filter(([, name]) => name !== "officeName")
    .map(([typed]) => typed);

/** What the owner is told of a name in braces no fact has, in a page's text and in an article's. */
export const noFact = {
  en: (typed: string, names: string) => `"${typed}" names no fact; a text can name ${names}`,
  es: (typed: string, names: string) =>
    `"${typed}" no es un dato de la oficina: use uno de estos, tal cual y sin traducir: ${names}`,
};
export const notOfficeName = {
  en: (typed: string) => `"${typed}" is not an office fact; write {officeName}`,
  es: (typed: string) =>
    `"${typed}" no se puede usar en un artículo: el único dato entre llaves que admite es {officeName}`,
};

/** How the owner is told where a page's text is, in the editor's language. */
const placeWords = {
  en: {
    top: "top of the page",
    search: "title and description in search engines",
    section: "section",
    item: "item",
    quoted: (name: string) => ` (“${name}”)`,
  },
  es: {
    top: "parte superior de la página",
    search: "título y descripción en los buscadores",
    section: "sección",
    item: "elemento",
    quoted: (name: string) => ` («${name}»)`,
  },
};

type Named = { title?: unknown; question?: unknown; [list: string]: unknown } | undefined;

/** Where a path is on its page, its section and item named by their titles in `words` (the
 * editor does not number them): "section 2 (“Our forms”), item 7 (“Travel permits”)". */
export function placeOf(
  path: readonly PropertyKey[],
  language: keyof typeof placeWords,
  words?: unknown,
) {
  const says = placeWords[language];
  if (path[0] === "meta") return says.search;
  if (path[0] !== "sections" || typeof path[1] !== "number") return says.top;
  const name = (part: Named) => {
    const title = part?.title ?? part?.question;
    return typeof title === "string" ? says.quoted(title) : "";
  };
  const section = (words as { sections?: Named[] } | undefined)?.sections?.[path[1]];
  const items = section?.[String(path[2])] as Named[] | undefined;
  const item =
    typeof path[3] === "number" ? `, ${says.item} ${path[3] + 1}${name(items?.[path[3]])}` : "";
  return `${says.section} ${path[1] + 1}${name(section)}${item}`;
}
