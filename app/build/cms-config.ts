/**
 * The site editor's configuration (Sveltia CMS at /admin, written by the
 * build as admin/config.yml), generated from the zod schemas of the files it
 * edits, so the editor and the build ask the same of every field: required
 * where the schema requires, list limits, choices, date and time pickers,
 * and a pattern that refuses the forbidden titles as they are typed. Every
 * label, hint and message is in the owner's language (`editorLanguage` in
 * content/office.yaml), from editor-words.yaml. In the pages and articles,
 * lists and shared fields are typed once for both languages (`i18n:
 * duplicate`) and their words per language, so the two cannot drift.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { articleFrontMatter, blogCategories, sharedFields } from "../blog/schema";
import { blogWords as blogWordsSchema, refusedTitles, siteWords } from "../content/model";
import { blogWords, model, pageName, sitePages } from "../content/pages";
import { articleIds } from "../site/article-files";
import { officeConfig, officeFile } from "../site/config";
import { siteConfigSchema } from "../site/config-schema";
import { articlesDir, articleIdPattern, pagesDir } from "../site/content-paths";
import { defaultLocale, locales, type Locale } from "../site/locales";
import { specPageIds, staticPageIds } from "../site/pages";

/** An editor field, as Sveltia CMS reads it. */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  options?: { label: string; value: string | number }[];
  multiple?: boolean;
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  label_singular?: string;
  field?: CmsField;
  fields?: CmsField[];
  types?: { name: string; label: string; widget: "object"; fields: CmsField[] }[];
  typeKey?: string;
  i18n?: boolean | "duplicate";
  type?: "date" | "time";
  format?: string;
  modes?: string[];
  accept?: string;
  choose_url?: boolean;
}

/** A JSON Schema node, as zod writes it (only what the editor needs). */
interface Node {
  type?: string | string[];
  properties?: Record<string, Node>;
  required?: string[];
  items?: Node;
  anyOf?: Node[];
  oneOf?: Node[];
  enum?: (string | number)[];
  const?: string | number;
  propertyNames?: Node;
  additionalProperties?: Node | boolean;
  minItems?: number;
  maxItems?: number;
  shared?: boolean;
  cms?: { pattern?: string; widget?: "image" | "date" | "time" | "booking"; words?: boolean };
}

type WordTable = Record<string, Record<string, [string, string]>>;

/** The editor's words (editor-words.yaml), in English and Spanish. */
export const editorWords = parse(
  readFileSync(join(process.cwd(), "app/build/editor-words.yaml"), "utf8"),
) as WordTable;

/** The JSON Schema of a zod schema, with the editor's hints (`.meta`) kept. */
export const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { unrepresentable: "any", io: "input" }) as Node;

/**
 * A case-insensitive pattern that refuses a text holding any forbidden
 * title: the build's own list (model.ts), as the editor compiles a
 * `/…/flags` pattern.
 */
export const forbiddenPattern = `/^(?![\\s\\S]*(?:${refusedTitles
  .map((term) => term.pattern.source)
  .join("|")}))[\\s\\S]*$/iu`;

/** How fields are generated: the language, and whether words are per language. */
interface Context {
  locale: Locale;
  translated: boolean;
  /** Page names, blog categories: the labels of choices that are names. */
  choices: Record<string, Record<string, string>>;
}

/** The first entry of a group that matches the end of a field's path, in the language. */
function lookUp(group: string, path: readonly string[], ctx: Context): string | undefined {
  for (let from = 0; from < path.length; from++) {
    const entry = editorWords[group]?.[path.slice(from).join(".")];
    if (entry) return entry[ctx.locale === "es" ? 1 : 0];
  }
  return undefined;
}

/** A field's label; a missing one shows its name (tests/unit/cms-config.test.ts finds none). */
const labelOf = (path: readonly string[], ctx: Context) =>
  lookUp("labels", path, ctx) ?? path.at(-1)!;

/** The node without `null`, and whether null was allowed. */
function withoutNull(node: Node): { node: Node; nullable: boolean } {
  const options = node.anyOf?.filter((option) => option.type !== "null");
  if (options?.length === 1 && options.length < node.anyOf!.length)
    return { node: { ...options[0]!, cms: node.cms ?? options[0]!.cms }, nullable: true };
  return { node, nullable: false };
}

/** The branches of a union told apart by `type`. */
const typedBranches = (node: Node) =>
  (node.oneOf ?? node.anyOf)?.every((option) => option.properties?.type?.const !== undefined)
    ? (node.oneOf ?? node.anyOf)!
    : undefined;

/** How a field is translated: words per language, structure once. */
function i18nOf(node: Node, ctx: Context): CmsField["i18n"] {
  if (!ctx.translated) return undefined;
  const text = (node.type === "string" && !node.enum && !node.cms?.widget) || node.cms?.words;
  if (node.type === "object" && !node.shared) return true;
  return text && !node.shared ? true : "duplicate";
}

const choiceLists = new Map<string, CmsField["options"]>();

/** The labelled choices of an enum; one list per kind, which config.yml writes once. */
function choicesOf(values: readonly (string | number)[], path: string[], ctx: Context) {
  const name = path.at(-1)!;
  const key = `${ctx.locale} ${name} ${lookUp("options", path, ctx) ?? ""} ${values.join(" ")}`;
  if (!choiceLists.has(key)) choiceLists.set(key, labelledChoices(values, path, ctx));
  return choiceLists.get(key);
}

function labelledChoices(values: readonly (string | number)[], path: string[], ctx: Context) {
  const name = path.at(-1)!;
  return values.map((value) => ({
    value,
    label:
      (name === "icon" ? lookUp("icons", [String(value)], ctx) : undefined) ??
      ctx.choices[name]?.[value] ??
      lookUp("options", [...path, String(value)], ctx) ??
      String(value),
  }));
}

/** The editor field of one schema node. */
function fieldOf(
  name: string,
  raw: Node,
  required: boolean,
  path: string[],
  ctx: Context,
): CmsField {
  const { node, nullable } = withoutNull(raw);
  const base: CmsField = {
    name,
    label: labelOf(path, ctx),
    widget: "string",
    ...(required && !nullable ? {} : { required: false }),
    ...(lookUp("hints", path, ctx) && { hint: lookUp("hints", path, ctx) }),
    ...(i18nOf(node, ctx) !== undefined && { i18n: i18nOf(node, ctx) }),
  };
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  if (node.enum) return { ...base, widget: "select", options: choicesOf(node.enum, path, ctx) };
  if (type === "boolean") return { ...base, widget: "boolean" };
  if (type === "number" || type === "integer")
    return { ...base, widget: "number", value_type: type === "integer" ? "int" : "float" };
  if (type === "array") {
    const item = withoutNull(node.items ?? { type: "string" }).node;
    const list = {
      ...base,
      widget: "list",
      ...(node.minItems && node.minItems > 0 ? { min: node.minItems } : { required: false }),
      ...(node.maxItems !== undefined && { max: node.maxItems }),
      ...(lookUp("singular", path, ctx) && { label_singular: lookUp("singular", path, ctx) }),
    };
    if (!required) list.required = false;
    const branches = typedBranches(item);
    if (branches)
      return {
        ...list,
        typeKey: "type",
        types: branches.map((branch) => {
          const kind = String(branch.properties!.type!.const);
          const at = [...path, kind];
          const fields = fieldsOf({ ...branch, properties: { ...branch.properties } }, at, ctx);
          return {
            name: kind,
            label: lookUp("types", at, ctx) ?? kind,
            widget: "object" as const,
            fields: fields.filter((field) => field.name !== "type"),
          };
        }),
      };
    if (item.enum)
      return {
        ...list,
        widget: "select",
        multiple: true,
        options: choicesOf(item.enum, path, ctx),
      };
    if (item.properties) return { ...list, fields: fieldsOf(item, path, ctx) };
    return { ...list, field: { ...fieldOf(name, item, true, path, ctx), label: base.label } };
  }
  if (type === "object") {
    // A record with named keys (social profiles, figures): one field per key.
    const keys = node.propertyNames?.enum;
    const value = node.additionalProperties;
    if (keys && typeof value === "object")
      return {
        ...base,
        widget: "object",
        fields: keys.map((key) => fieldOf(String(key), value, true, [...path, String(key)], ctx)),
      };
    // A record the owner names (booking links): key and value pairs.
    if (typeof value === "object" && !node.properties) return { ...base, widget: "keyvalue" };
    return { ...base, widget: "object", fields: fieldsOf(node, path, ctx) };
  }
  if (node.cms?.widget === "image")
    return {
      ...base,
      widget: "image",
      accept: "image/svg+xml,image/png,image/jpeg,image/webp,image/avif",
      choose_url: false,
    };
  if (node.cms?.widget === "booking")
    return {
      ...base,
      widget: "select",
      options: choicesOf(Object.keys(officeConfig.booking), path, ctx),
    };
  if (node.cms?.widget === "date")
    return { ...base, widget: "datetime", type: "date", format: "YYYY-MM-DD" };
  if (node.cms?.widget === "time")
    return { ...base, widget: "datetime", type: "time", format: "HH:mm" };
  const message = lookUp("messages", [name], ctx) ?? lookUp("messages", ["url"], ctx)!;
  if (node.cms?.pattern) return { ...base, pattern: [node.cms.pattern, message] };
  if (!ctx.translated) return base;
  // A text of a page or an article: one line for titles and buttons, a box for the rest.
  const long =
    !/^(title|name|label|eyebrow|button|value|author|question|heading|whatsApp)$|(Title|Button|Link)$/.test(
      name,
    );
  return {
    ...base,
    widget: long ? "text" : "string",
    pattern: [forbiddenPattern, lookUp("messages", ["forbidden"], ctx)!],
  };
}

/** The editor fields of an object node, in the schema's order. */
function fieldsOf(node: Node, path: string[], ctx: Context): CmsField[] {
  return Object.entries(node.properties ?? {}).map(([name, child]) =>
    fieldOf(name, child, node.required?.includes(name) ?? false, [...path, name], ctx),
  );
}

/** Editor fields for a zod schema (`translated`: the words of pages and articles). */
export function cmsFields(schema: z.ZodType, ctx: Context, root: string[] = []): CmsField[] {
  return fieldsOf(jsonSchemaOf(schema), root, ctx);
}

/** The words of an editor section, in a language. */
const say = (key: string, locale: Locale) =>
  editorWords.collections![key]![locale === "es" ? 1 : 0];

/** Every page and article address, for the pattern that refuses them, in any capitals. */
const takenAddresses = () =>
  [...staticPageIds, ...articleIds].map((id) => id.toLowerCase()).join("|");

/** The whole configuration, as written to admin/config.yml. */
export function cmsConfig({
  repo,
  branch = "main",
  authUrl,
  locale = officeConfig.editorLanguage,
}: {
  repo: string;
  branch?: string;
  authUrl?: string;
  locale?: Locale;
}) {
  const choices = {
    page: Object.fromEntries(sitePages.map((page) => [page.id, pageName(page.id, locale)])),
    ctaPage: Object.fromEntries(sitePages.map((page) => [page.id, pageName(page.id, locale)])),
    category: Object.fromEntries(
      blogCategories.map((category) => [category, blogWords(locale).categories[category]]),
    ),
  };
  const words: Context = { locale, translated: true, choices };
  const facts: Context = { locale, translated: false, choices };
  const pageFields = () => cmsFields(model.page, words);
  const pages = (fixed: boolean) => ({
    folder: pagesDir,
    extension: "yaml",
    format: "yaml",
    i18n: true,
    identifier_field: "name",
    // The spec's pages in "Pages"; the ones the owner added in "New service pages".
    filter: {
      field: "slug",
      pattern: fixed ? `/^(${specPageIds.join("|")})$/i` : `/^(?!(${specPageIds.join("|")})$)/i`,
    },
    fields: pageFields(),
  });
  return {
    backend: { name: "github", repo, branch, ...(authUrl && { base_url: authUrl }) },
    app_title: say("appTitle", locale),
    // The preview would repeat the fields: the form gets the whole width (the other language's, on pages).
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
    i18n: { structure: "multiple_files", locales: [...locales], default_locale: defaultLocale },
    collections: [
      {
        name: "office",
        label: say("office", locale),
        description: say("officeDescription", locale),
        files: [
          {
            name: "office",
            label: say("officeFile", locale),
            file: officeFile,
            format: "yaml",
            fields: cmsFields(siteConfigSchema, facts),
          },
        ],
      },
      {
        name: "pages",
        label: say("pages", locale),
        description: say("pagesDescription", locale),
        create: false,
        delete: false,
        ...pages(true),
      },
      {
        name: "blog",
        label: say("blogWords", locale),
        i18n: true,
        files: [
          {
            name: "blog",
            label: say("blogWords", locale),
            file: "content/blog.{{locale}}.yaml",
            format: "yaml",
            i18n: true,
            fields: cmsFields(blogWordsSchema, words, ["blog"]),
          },
        ],
      },
      {
        name: "site",
        label: say("siteWords", locale),
        description: say("siteWordsDescription", locale),
        i18n: true,
        files: [
          {
            name: "site",
            label: say("siteWords", locale),
            file: "content/site.{{locale}}.yaml",
            format: "yaml",
            i18n: true,
            fields: cmsFields(siteWords, words, ["site"]),
          },
        ],
      },
      {
        name: "newPages",
        label: say("newPages", locale),
        label_singular: say("newPagesSingular", locale),
        description: say("newPagesDescription", locale),
        create: true,
        delete: true,
        ...pages(false),
        slug: {
          template: "{{name}}",
          editable: ["create"],
          hint: say("addressHint", locale),
          pattern: [`/^(?!(${takenAddresses()})$)[a-z][a-z0-9]*$/i`, say("addressTaken", locale)],
        },
      },
      {
        name: "articles",
        label: say("articles", locale),
        label_singular: say("articlesSingular", locale),
        description: say("articlesDescription", locale),
        folder: articlesDir,
        extension: "md",
        format: "frontmatter",
        create: true,
        delete: true,
        i18n: true,
        slug: {
          template: "{{slug}}",
          editable: ["create"],
          hint: say("articleAddressHint", locale),
          pattern: [
            `/^(?!(${takenAddresses()})$)${articleIdPattern.slice(1, -1)}$/i`,
            say("addressTaken", locale),
          ],
        },
        identifier_field: "title",
        fields: [
          ...cmsFields(articleFrontMatter, words, ["articles"]).map((field) =>
            (sharedFields as readonly string[]).includes(field.name)
              ? { ...field, i18n: "duplicate" as const }
              : field,
          ),
          {
            name: "body",
            label: labelOf(["body"], words),
            widget: "markdown",
            // Raw first: the site's own Markdown (":::alert[…]" boxes) is kept as typed.
            modes: ["raw", "rich_text"],
            i18n: true,
          } satisfies CmsField,
        ],
      },
    ],
  };
}
