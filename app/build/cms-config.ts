/**
 * The site editor's configuration (Sveltia CMS at /admin, written by the
 * build as admin/config.yml), generated from the zod schemas of the files it
 * edits, so the editor and the build ask the same of every field: each
 * schema field becomes an editor field, required where the schema requires
 * it, with the schema's list limits and choices, a pattern for addresses,
 * phones, dates and times, and a pattern that refuses the forbidden titles
 * in plain words. What the editor still lets through (a hand edit, a bad
 * pull request) the build refuses, naming the file and the field.
 */
import { z } from "zod";
import { articleFrontMatter, sharedFields } from "../blog/schema";
import { model, sitePages } from "../content/pages";
import { pageFileName } from "../site/pages";
import { siteConfigSchema } from "../site/config-schema";
import { officeFile } from "../site/config";
import { articleIdPattern, articlesDir } from "../site/content-paths";
import { defaultLocale, locales } from "../site/locales";

/** An editor field, as Sveltia CMS (and Decap CMS) read it. */
export interface CmsField {
  name: string;
  label: string;
  widget:
    "string" | "text" | "number" | "boolean" | "select" | "list" | "object" | "markdown" | "image";
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  options?: string[];
  multiple?: boolean;
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  field?: CmsField;
  fields?: CmsField[];
  /** Translatable (`true`), or one value copied into every language's file (`duplicate`). */
  i18n?: boolean | "duplicate";
  modes?: ("raw" | "rich_text")[];
  /** Image fields: the files offered, and no typed-in URL (pictures are self-hosted). */
  accept?: string;
  choose_url?: boolean;
}

/** A JSON Schema node, as zod writes it (only what the editor needs). */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: string[];
  propertyNames?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  minItems?: number;
  maxItems?: number;
  maxLength?: number;
  cms?: { pattern?: [string, string]; hint?: string; long?: boolean; widget?: "image" };
}

/** Labels where the field's name says too little. */
const labels: Record<string, string> = {
  siteUrl: "Site address",
  phoneDisplay: "Phone, as shown",
  phoneE164: "Phone, as dialled (+1 and ten digits)",
  whatsappE164: "WhatsApp number (+ country code), empty for none",
  email: "E-mail",
  geo: "Map pin",
  timeZone: "Time zone",
  en: "English",
  es: "Spanish",
  readTime: "Minutes to read",
  updated: "Updated on",
  excerpt: "Summary on the blog list",
  image: "Picture (1200 × 630 works best)",
  imageAlt: "What the picture shows",
  ctaPage: "Closing box: service page it links to",
  ctaTitle: "Closing box: title",
  ctaText: "Closing box: text",
  ctaButton: "Closing box: button",
};

/** "taxSeason" → "Tax season", unless `labels` names it. */
function labelOf(name: string): string {
  if (labels[name]) return labels[name];
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The pictures the image pipeline (app/images/pipeline.ts) turns into what browsers need. */
const pictureTypes = "image/svg+xml,image/png,image/jpeg,image/webp,image/avif";

/** Texts that fit on one line: titles, names, labels, buttons. */
const oneLine = /^(title|name|label|eyebrow|button|author)$|(Title|Name|Label|Button)$/;

/** The node without `null`, and whether null was allowed. */
function withoutNull(node: JsonSchema): { node: JsonSchema; nullable: boolean } {
  if (node.anyOf) {
    const rest = node.anyOf.filter((n) => n.type !== "null");
    if (rest.length === 1 && rest.length < node.anyOf.length)
      return { node: { ...rest[0]!, cms: node.cms ?? rest[0]!.cms }, nullable: true };
  }
  if (Array.isArray(node.type) && node.type.includes("null"))
    return { node: { ...node, type: node.type.filter((t) => t !== "null")[0] }, nullable: true };
  return { node, nullable: false };
}

/** The editor field of one schema node. */
function fieldOf(
  name: string,
  schemaNode: JsonSchema,
  required: boolean,
  options: { words: boolean; hints: Record<string, string> },
  path: string,
): CmsField {
  const { node, nullable } = withoutNull(schemaNode);
  const base = {
    name,
    label: labelOf(name),
    ...(required && !nullable ? {} : { required: false }),
    ...(options.hints[path] ? { hint: options.hints[path] } : {}),
  };
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  if (node.enum) return { ...base, widget: "select", options: node.enum };
  if (type === "boolean") return { ...base, widget: "boolean" };
  if (type === "number" || type === "integer")
    return { ...base, widget: "number", value_type: type === "integer" ? "int" : "float" };
  if (type === "array") {
    const item = node.items ?? { type: "string" };
    const limits = {
      ...(node.minItems !== undefined ? { min: node.minItems } : {}),
      ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
    };
    const { node: itemNode } = withoutNull(item);
    if (itemNode.type === "object" && itemNode.properties)
      return {
        ...base,
        widget: "list",
        ...limits,
        fields: fieldsOf(itemNode, options, `${path}[]`),
      };
    if (itemNode.enum)
      return { ...base, widget: "select", multiple: true, options: itemNode.enum, ...limits };
    return {
      ...base,
      widget: "list",
      ...limits,
      field: fieldOf("item", item, true, options, `${path}[]`),
    };
  }
  if (type === "object") {
    // A record with named keys (booking links, figures, prices): one field per key.
    const keys = node.propertyNames?.enum;
    if (keys && typeof node.additionalProperties === "object") {
      const value = node.additionalProperties;
      return {
        ...base,
        widget: "object",
        fields: keys.map((key) =>
          fieldOf(
            key,
            value,
            !(node.required === undefined && path.endsWith("prices")),
            options,
            `${path}.${key}`,
          ),
        ),
      };
    }
    return { ...base, widget: "object", fields: fieldsOf(node, options, path) };
  }
  if (node.cms?.widget === "image")
    return { ...base, widget: "image", accept: pictureTypes, choose_url: false };
  // A text.
  const pattern = node.cms?.pattern;
  const long =
    node.cms?.long ??
    (options.words &&
      !node.cms?.pattern &&
      !oneLine.test(name) &&
      (node.maxLength ?? Infinity) > 160);
  return { ...base, widget: long ? "text" : "string", ...(pattern ? { pattern } : {}) };
}

/** The editor fields of an object schema node, in the schema's order. */
function fieldsOf(
  node: JsonSchema,
  options: { words: boolean; hints: Record<string, string> },
  path = "",
): CmsField[] {
  return Object.entries(node.properties ?? {}).map(([name, child]) =>
    fieldOf(
      name,
      child,
      node.required?.includes(name) ?? false,
      options,
      path ? `${path}.${name}` : name,
    ),
  );
}

/** The JSON Schema of a zod schema, with the editor's hints (`.meta({ cms })`) kept. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { unrepresentable: "any", io: "input" }) as JsonSchema;
}

/** Editor fields for a zod schema: `words` marks texts of pages and articles (the forbidden-titles pattern). */
export function cmsFields(
  schema: z.ZodType,
  options: { words?: boolean; hints?: Record<string, string> } = {},
): CmsField[] {
  return fieldsOf(jsonSchemaOf(schema), {
    words: options.words ?? false,
    hints: options.hints ?? {},
  });
}

const sure = "Are you sure? ";

/** Hints on the facts that carry legal weight. */
const officeHints: Record<string, string> = {
  "address.county": `${sure}The county decides legal notices: in Miami-Dade the notary notice also shows in Haitian Creole, and the Terms name the county's courts.`,
  claims: `${sure}Set "confirmed" only for a figure the office can back with its own records.`,
  prices: `${sure}Our own fee for a service, shown as "From $X". Set "confirmed" once the amount is checked.`,
  "testimonials[].consent": `${sure}Only with the client's written permission to publish their words.`,
  specialHours:
    "Holiday closures and special hours. Dates are YYYY-MM-DD; leave the hours empty when the office is closed.",
};

/**
 * Marks every field of a list as translatable (each language has its own
 * file), except the `shared` ones: typed once, copied into every language.
 */
function translatable(fields: CmsField[], shared: readonly string[] = []): CmsField[] {
  return fields.map((field) => {
    if (shared.includes(field.name)) return { ...field, i18n: "duplicate" };
    return {
      ...field,
      i18n: true,
      ...(field.fields ? { fields: translatable(field.fields) } : {}),
      ...(field.field ? { field: { ...field.field, i18n: true } } : {}),
    };
  });
}

/** The whole configuration, as written to admin/config.yml. */
export function cmsConfig(repo: string, branch = "main") {
  return {
    backend: { name: "github", repo, branch },
    // An emptied optional field is left out of the file, as the schemas read "none".
    output: { omit_empty_optional_fields: true },
    // Article addresses keep their capitals (BlogPost7) and lose accents (a URL has none).
    slug: { lowercase: false, clean_accents: true },
    // Pictures are the site's own files (no stock photo services, no outside links).
    media_libraries: { stock_assets: { providers: [] } },
    media_folder: "images/blog",
    public_folder: "blog",
    i18n: { structure: "multiple_files", locales: [...locales], default_locale: defaultLocale },
    collections: [
      {
        name: "office",
        label: "Office",
        description:
          "The office's facts: contact, address, hours, holidays, booking links, payment methods, testimonials, figures and the tax season.",
        files: [
          {
            name: "office",
            label: "Office facts",
            file: officeFile,
            format: "yaml",
            fields: cmsFields(siteConfigSchema, { hints: officeHints }),
          },
        ],
      },
      {
        name: "pages",
        label: "Pages",
        description: "The words of each page, in English and Spanish side by side.",
        i18n: true,
        files: sitePages.map((page) => ({
          name: page.id,
          label: page.text.en.name,
          file: pageFileName(page.id, "{{locale}}" as never),
          format: "yaml",
          i18n: true,
          fields: translatable(cmsFields(model.page, { words: true })),
        })),
      },
      {
        name: "articles",
        label: "Articles",
        description:
          "Blog articles, in English and Spanish. Date, category, picture and linked service are typed once for both languages.",
        folder: articlesDir,
        extension: "md",
        format: "frontmatter",
        create: true,
        delete: true,
        i18n: true,
        slug: {
          template: "{{slug}}",
          editable: ["create"],
          hint: "The article's address, the same in both languages: BlogPost7 is published at /BlogPost7 and /es/BlogPost7.",
          pattern: [articleIdPattern, "Use letters, digits and dashes only, e.g. BlogPost7."],
        },
        identifier_field: "title",
        fields: [
          ...translatable(cmsFields(articleFrontMatter, { words: true }), sharedFields),
          {
            name: "body",
            label: "Article",
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
