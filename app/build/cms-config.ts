// The site editor's configuration (Sveltia CMS at /admin), generated from the schemas the build
// checks, so the editor asks what the build accepts, in the owner's language (editor-words.yaml).
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import type { z } from "zod";
import { splitFrontMatter } from "../blog/markdown";
import { articleFrontMatter } from "../blog/schema";
import { blogWords as blogWordsSchema, jsonSchemaOf, page, refusedTitles } from "../content/model";
import { siteWords, type SchemaNode as Node } from "../content/model";
import { blogWords, pageName, sitePages } from "../content/pages";
import { officeConfig, officeFile } from "../site/config";
import { siteConfigSchema } from "../site/config-schema";
import { readYaml } from "../site/data-file";
import { articlesDir, articleIdPattern, pagesDir } from "../site/content-paths";
import { locales, type Locale } from "../site/locales";
import { capitalize } from "../site/format";
import { articleIds } from "../site/article-files";
import { pageIds, reservedNames, specPageIds } from "../site/pages";

/** An editor field, as Sveltia CMS reads it. */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  label_singular?: string;
  pattern?: [string, string];
  options?: { label: string; value: string | number }[];
  field?: CmsField;
  fields?: CmsField[];
  types?: { name: string; label: string; widget: "object"; fields: CmsField[] }[];
  /** Sveltia's other options: required, min, max, i18n, value_type, format… */
  [option: string]: unknown;
}

/** A collection of the editor: a folder of entries or a list of files, and its options. */
interface CmsCollection {
  name: string;
  label: string;
  description?: string;
  files?: { name: string; label: string; fields: CmsField[]; [option: string]: unknown }[];
  fields?: CmsField[];
  filter?: { field: string; pattern: string };
  slug?: { editable: string[]; hint?: string; pattern?: [string, string] };
  [option: string]: unknown;
}

/** The rich-text toolbar's buttons for an article's body. */
export const articleButtons =
  "bold italic link heading-two heading-three bulleted-list numbered-list".split(" ");

type EditorWords = Record<string, Record<string, [string, string]>>;
/** The editor's words (editor-words.yaml): [English, Spanish], by group and key. */
export const editorWords = readYaml("app/build/editor-words.yaml") as EditorWords;

const titles = refusedTitles.map((term) => term.pattern.source).join("|");

/** A pattern refusing a text that holds a forbidden title of the build's list (model.ts), and `more`. */
const refusing = (more = "") => `/^(?![\\s\\S]*(?:${titles}))${more}[\\s\\S]*$/iu`;
export const forbiddenPattern = refusing();

/** How fields are generated: the language, and whether words are per language. */
interface Context {
  locale: Locale;
  translated: boolean;
  /** Page names, blog categories: the labels of choices that are names. */
  choices: Record<string, Record<string, string>>;
}

/** The entry of a group for the longest end of a field's path (`cards.title`, then `title`). */
function lookUp(group: string, path: readonly string[], ctx: Context): string | undefined {
  const ends = path.map((_, from) => path.slice(from).join("."));
  return ends.map((end) => editorWords[group]?.[end]).find(Boolean)?.[locales.indexOf(ctx.locale)];
}

/** The editor's name of the office's facts, as a collection and as its one file. */
const office = "office";

const choiceLists = new Map<string, CmsField["options"]>();

/** A select of an enum's labelled choices; one list per kind, which config.yml writes once. */
function selectOf(values: readonly (string | number)[], path: string[], ctx: Context) {
  const name = path.at(-1)!;
  const key = `${ctx.locale} ${name} ${lookUp("options", path, ctx) ?? ""} ${values.join(" ")}`;
  const label = (value: string | number) =>
    (name === "icon" ? lookUp("icons", [String(value)], ctx) : undefined) ??
    ctx.choices[name]?.[value] ??
    lookUp("options", [...path, String(value)], ctx) ??
    String(value);
  const choices = values.map((value) => ({ value, label: label(value) }));
  // Icons and pages by their names in the owner's language ("Balanza", "Cámara"…), not by ids.
  if (name === "icon" || ctx.choices[name])
    choices.sort((a, b) => a.label.localeCompare(b.label, ctx.locale));
  if (!choiceLists.has(key)) choiceLists.set(key, choices);
  return { widget: "select", options: choiceLists.get(key) };
}

/** The media types of the pictures the site shows (pictureFormats, model.ts). */
const accept = "image/svg+xml,image/png,image/jpeg,image/webp,image/avif";
const widgets: Record<string, object> = {
  image: { widget: "image", accept, choose_url: false },
  date: { widget: "datetime", type: "date", format: "YYYY-MM-DD" },
  time: { widget: "datetime", type: "time", format: "HH:mm" },
  text: { widget: "text" },
  // Picked from the zones the build's Intl knows, never typed.
  timeZone: { widget: "select", options: Intl.supportedValuesOf("timeZone") },
};

/** The texts of pages and articles typed on one line (titles, buttons); the rest get a box. */
const oneLine =
  /^(title|name|label|eyebrow|button|value|author|question|heading|whatsApp)$|(Title|Button|Link)$/;

/** The editor field of the schema node at a path (its name last). */
function fieldOf(path: string[], raw: Node, required: boolean, ctx: Context): CmsField {
  const name = path.at(-1)!;
  // A value that may be null (the office's geo): the field of its other type, not required.
  const [other, ...more] = raw.anyOf?.filter((option) => option.type !== "null") ?? [];
  const nullable = other !== undefined && more.length === 0 && raw.anyOf!.length > 1;
  const node = nullable ? { ...other, cms: raw.cms ?? other.cms } : raw;
  const { type } = node;
  const hint = lookUp("hints", path, ctx);
  // Words per language, structure once; no i18n option when nothing is translated.
  const translatable = type === "object" || (type === "string" && !node.enum && !node.cms?.widget);
  const base: CmsField = {
    name,
    // A missing label shows the name (tests/unit/cms-config.test.ts finds none).
    label: lookUp("labels", path, ctx) ?? name,
    widget: "string",
    ...(required && !nullable ? {} : { required: false }),
    ...(hint && { hint }),
    ...(ctx.translated && { i18n: translatable && !node.shared ? true : "duplicate" }),
  };
  // A booking link: one of the office's, read from its file as saved, so a new one is there at once.
  if (node.cms?.widget === "booking") {
    const names = "booking.*.name";
    // Shown by the owner's name for it, then with its scheduler page, so she sees where it leads.
    const shown = ["booking.*.label", names, "booking.*.url"];
    const fields = { value_field: names, search_fields: shown, display_fields: shown };
    return { ...base, widget: "relation", collection: office, file: office, ...fields };
  }
  if (node.enum) return { ...base, ...selectOf(node.enum, path, ctx) };
  if (type === "boolean") return { ...base, widget: "boolean" };
  if (type === "number" || type === "integer") {
    // The range the build accepts, checked as typed (an int's own range, ±2^53, left out).
    const [min, max] = [node.minimum, node.maximum].map((n) =>
      Math.abs(n ?? Infinity) < Number.MAX_SAFE_INTEGER ? n : undefined,
    );
    const value_type = type === "integer" ? "int" : "float";
    return { ...base, widget: "number", value_type, min, max };
  }
  if (type === "array") {
    const item = node.items ?? { type: "string" };
    const singular = lookUp("singular", path, ctx);
    const list = {
      ...base,
      widget: "list",
      ...(node.minItems ? { min: node.minItems } : { required: false }),
      ...(node.maxItems !== undefined && { max: node.maxItems }),
      ...(singular && { label_singular: singular }),
    };
    const branches = item.oneOf ?? item.anyOf;
    // A list of typed blocks (sections, actions), told apart by `type`.
    if (branches?.every((branch) => branch.properties?.type?.const !== undefined)) {
      const types = branches.map((branch) => {
        const kind = String(branch.properties!.type!.const);
        const typePath = [...path, kind];
        const label = lookUp("types", typePath, ctx) ?? kind;
        const fields = fieldsOf(branch, typePath, ctx).filter((field) => field.name !== "type");
        return { name: kind, label, widget: "object" as const, fields };
      });
      return { ...list, typeKey: "type", types };
    }
    if (item.enum) return { ...list, multiple: true, ...selectOf(item.enum, path, ctx) };
    if (item.properties) return { ...list, fields: fieldsOf(item, path, ctx) };
    // Each item is named as one ("Viñeta"), not as the list ("Viñetas").
    const label = singular ? capitalize(singular) : base.label;
    return { ...list, field: { ...fieldOf(path, item, true, ctx), label } };
  }
  if (type === "object") {
    const { propertyNames: keys, additionalProperties: value } = node;
    // A record with named keys (social profiles, figures, weekdays): one field per key.
    const named = keys?.enum && typeof value === "object" && keys.enum.map((key) => [key, value]);
    const properties = named ? Object.fromEntries(named) : node.properties;
    return { ...base, widget: "object", fields: fieldsOf({ ...node, properties }, path, ctx) };
  }
  if (node.cms?.widget) return { ...base, ...widgets[node.cms.widget] };
  // Only texts are typed in a text box: anything else would be saved as a text the build refuses.
  if (type !== "string") throw new Error(`cmsFields: no editor field for ${path.join(".")}`);
  const message = lookUp("messages", path, ctx) ?? lookUp("messages", ["url"], ctx)!;
  if (node.cms?.pattern) return { ...base, pattern: [node.cms.pattern, message] };
  if (!ctx.translated) return base;
  const template = node.cms?.template;
  const names = (node.cms?.names ?? []).map((name) => `{${name}}`);
  const list = new Intl.ListFormat(ctx.locale, { type: "conjunction" }).format(names);
  const refusal = lookUp("messages", [template ? "template" : "forbidden"], ctx)!;
  return {
    ...base,
    // Sveltia counts the characters as they are typed and refuses a text outside the range.
    ...((node.minLength ?? 0) > 1 && { minlength: node.minLength }),
    ...(node.maxLength && { maxlength: node.maxLength }),
    widget: oneLine.test(name) ? "string" : "text",
    // A text the site fills in: its names in braces too ("{date} y {time}"), in the same message.
    pattern: [refusing(template), refusal.replace("{names}", list)],
  };
}

const fieldsOf = (node: Node, path: string[], ctx: Context): CmsField[] =>
  Object.entries(node.properties ?? {}).map(([name, child]) =>
    fieldOf([...path, name], child, node.required?.includes(name) ?? false, ctx),
  );

/** Editor fields for a zod schema (`translated`: the words of pages and articles). */
export const cmsFields = (schema: z.ZodType, ctx: Context, root: string[] = []): CmsField[] =>
  fieldsOf(jsonSchemaOf(schema), root, ctx);

/** An article as a page a card or a legal text links to: "Blog: " and its title, as written. */
function articleName(id: string, locale: Locale) {
  const file = `${articlesDir}/${id}.${locale}.md`;
  const { title } = parse(splitFrontMatter(file, readFileSync(file, "utf8")).yaml) ?? {};
  return `Blog: ${String(title ?? id).replaceAll("{officeName}", officeConfig.officeName)}`;
}

type ConfigOptions = { repo: string; authUrl?: string; locale?: Locale };

/** The editor's config.yml, in the office's editor language unless another is asked for. */
export function cmsConfig({ repo, authUrl, locale = officeConfig.editorLanguage }: ConfigOptions) {
  const pageNames = Object.fromEntries(sitePages.map(({ id }) => [id, pageName(id, locale)]));
  const articles = articleIds.map((id) => [id, articleName(id, locale)]);
  const linked = { ...pageNames, ...Object.fromEntries(articles) };
  const choices = { page: linked, ctaPage: pageNames, category: blogWords(locale).categories };
  const words: Context = { locale, translated: true, choices };
  const say = (key: string) => lookUp("collections", [key], words)!;
  /** A collection's name, label, label of one entry (none for a collection of files) and
   * description, by its name's keys in editor-words.yaml. */
  const named = (name: string) => {
    const label_singular = lookUp("collections", [`${name}Singular`], words);
    return { name, label: say(name), label_singular, description: say(`${name}Description`) };
  };
  // A new address is typed (a template made from the name was saved unchecked and overwrote a
  // page's files), and is no page's, article's or the site's own (reservedNames), in any capitals.
  const taken = [...pageIds, ...reservedNames].map((id) => id.toLowerCase()).join("|");
  const reserved = reservedNames.map(capitalize).join(", ");
  const slug = (hint: string, pattern: string, refused: string): CmsCollection["slug"] => ({
    editable: ["create"],
    hint: say(hint),
    pattern: [`/^(?!(${taken})$)${pattern}$/i`, say(refused).replace("{reserved}", reserved)],
  });
  const spec = specPageIds.join("|");
  // The spec's pages in "Pages", fixed; the ones the owner added, and adds, in "New service pages".
  const pages = (fixed: boolean) => ({
    create: !fixed,
    delete: !fixed,
    // The spec's pages keep their addresses: a renamed file would leave the page missing.
    ...(fixed && { slug: { editable: [] } }),
    folder: pagesDir,
    extension: "yaml",
    format: "yaml",
    i18n: true,
    identifier_field: "name",
    filter: { field: "slug", pattern: fixed ? `/^(${spec})$/i` : `/^(?!(${spec})$)/i` },
    fields: cmsFields(page, words),
    ...(!fixed && { slug: slug("addressHint", "[a-z][a-z0-9]*", "addressTaken") }),
  });
  /** A collection's one file, of the collection's name; words per language unless `i18n` is false. */
  const oneFile = (name: string, label: string, file: string, schema: z.ZodType, i18n = true) => {
    const fields = cmsFields(schema, { ...words, translated: i18n }, [name]);
    return [{ name, label, file, format: "yaml", ...(i18n && { i18n }), fields }];
  };
  const wordsFile = (name: string, label: string, schema: z.ZodType) => {
    const files = oneFile(name, label, `content/${name}.{{locale}}.yaml`, schema);
    return { name, label, i18n: true, files };
  };
  const officeFiles = oneFile(office, say("officeFile"), officeFile, siteConfigSchema, false);
  const collections: CmsCollection[] = [
    { ...named(office), files: officeFiles },
    { ...named("pages"), ...pages(true) },
    wordsFile("blog", say("blogWords"), blogWordsSchema),
    { ...wordsFile("site", say("siteWords"), siteWords), description: say("siteWordsDescription") },
    { ...named("newPages"), ...pages(false) },
    {
      ...named("articles"),
      folder: articlesDir,
      extension: "md",
      format: "frontmatter",
      create: true,
      delete: true,
      i18n: true,
      slug: slug("articleAddressHint", articleIdPattern.slice(1, -1), "articleAddressTaken"),
      identifier_field: "title",
      fields: [
        ...cmsFields(articleFrontMatter, words, ["articles"]),
        {
          name: "body",
          label: lookUp("labels", ["body"], words) ?? "body",
          hint: lookUp("hints", ["body"], words),
          widget: "markdown",
          // Raw first: the site's own Markdown (":::alert[…]" boxes) is kept as typed.
          modes: ["raw", "rich_text"],
          // Only what an article may hold: markdown.ts refuses pictures, code, quotes, strikethrough.
          buttons: articleButtons,
          editor_components: [],
          i18n: true,
        },
      ],
    },
  ];
  return {
    backend: { name: "github", repo, branch: "main", ...(authUrl && { base_url: authUrl }) },
    app_title: say("appTitle"),
    // The preview would repeat the fields: the form gets the whole width.
    editor: { preview: false },
    // An emptied optional field is left out of the file, as the schemas read "none".
    output: { omit_empty_optional_fields: true },
    // Addresses keep their capitals (BlogPost7) and lose accents and spaces, uploads too.
    slug: { lowercase: false, clean_accents: true },
    // Pictures are the site's own files (no stock photo services, no outside links).
    media_libraries: {
      default: { config: { slugify_filename: true } },
      stock_assets: { providers: [] },
    },
    media_folder: "images/blog",
    public_folder: "/blog",
    // The owner's language first: its side opens first (alone on a phone), names the entries in the
    // lists, and is where a section, card or question is added, moved or removed for both.
    i18n: { structure: "multiple_files", locales: [...locales], default_locale: locale },
    collections,
  };
}
