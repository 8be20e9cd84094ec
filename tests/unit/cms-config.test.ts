import { describe, expect, it } from "vitest";
import { cmsConfig, cmsFields, jsonSchemaOf, type CmsField } from "~/admin/cms-config";
import { refusedTitles, titlePattern } from "~/admin/refused-titles";
import { articleFrontMatter } from "~/blog/schema";
import { pageFiles } from "~/content/page-files";
import { siteConfigSchema } from "~/site/config-schema";
import { locales } from "~/site/locales";

// The site editor's fields are generated from the schemas the build checks:
// every field of a schema is editable, and the editor has no field the
// schema does not know.

type Node = ReturnType<typeof jsonSchemaOf> & Record<string, unknown>;

/** Every field path of a JSON Schema: `hours.office[].opens`, `booking.apostille`. */
function schemaPaths(node: Node, path = ""): string[] {
  const alternatives = (node.anyOf as Node[] | undefined)?.filter((n) => n.type !== "null");
  if (alternatives?.length === 1) return schemaPaths(alternatives[0]!, path);
  if (node.type === "array" && node.items && !(node.items as Node).enum)
    return schemaPaths(node.items as Node, `${path}[]`);
  const keys = (node.propertyNames as Node | undefined)?.enum as string[] | undefined;
  if (keys && typeof node.additionalProperties === "object")
    return keys.flatMap((key) => schemaPaths(node.additionalProperties as Node, `${path}.${key}`));
  if (node.properties)
    return Object.entries(node.properties).flatMap(([key, child]) =>
      schemaPaths(child as Node, path ? `${path}.${key}` : key),
    );
  return [path];
}

/** Every field path of editor fields, the same way. */
function cmsPaths(fields: readonly CmsField[], path = ""): string[] {
  return fields.flatMap((field) => {
    const at = path ? `${path}.${field.name}` : field.name;
    if (field.widget === "list" && field.fields) return cmsPaths(field.fields, `${at}[]`);
    if (field.widget === "list" && field.field) return [`${at}[]`];
    if (field.fields) return cmsPaths(field.fields, at);
    return [at];
  });
}

const pathsAgree = (schema: Parameters<typeof jsonSchemaOf>[0]) => {
  const fromSchema = schemaPaths(jsonSchemaOf(schema) as Node).sort();
  const fromEditor = cmsPaths(cmsFields(schema)).sort();
  expect(fromEditor).toEqual(fromSchema);
  return fromSchema.length;
};

describe("the site editor's configuration", () => {
  it("edits every field of the office's facts, and only those", () => {
    expect(pathsAgree(siteConfigSchema)).toBeGreaterThan(50);
  });

  it("edits every field of every page's words, and of an article's front matter", () => {
    for (const { schema } of pageFiles) pathsAgree(schema);
    pathsAgree(articleFrontMatter);
  });

  it("has the Office, Pages and Articles collections, pages and articles in both languages", () => {
    const config = cmsConfig("owner/site");
    expect(config.backend).toMatchObject({ name: "github", repo: "owner/site" });
    expect(config.i18n.locales).toEqual([...locales]);
    expect(config.collections.map((c) => c.name)).toEqual(["office", "pages", "articles"]);
    const pages = config.collections[1]!;
    expect(pages.files!.map((f) => f.file)).toEqual(
      pageFiles.map((p) => `content/pages/${p.name}.{{locale}}.yaml`),
    );
  });

  it("asks for what the schema requires, with its list limits and patterns", () => {
    const fields = cmsFields(siteConfigSchema);
    const field = (name: string) => fields.find((f) => f.name === name)!;
    expect(field("officeName").required).toBeUndefined();
    expect(field("whatsappE164").required).toBe(false);
    const phone = new RegExp(field("phoneE164").pattern![0]);
    expect(phone.test("+13055550142")).toBe(true);
    expect(phone.test("305-555-0142")).toBe(false);
    expect(field("paymentMethods")).toMatchObject({ widget: "list", min: 1 });
  });

  it("refuses the forbidden titles as they are typed, in any capitals, with a plain message", () => {
    const pattern = new RegExp(titlePattern[0]);
    for (const title of refusedTitles)
      for (const text of [title, title.toUpperCase(), `Su ${title.trim()} de confianza`])
        expect(pattern.test(text), text).toBe(false);
    expect(pattern.test("Notary Public de Florida, no abogado")).toBe(true);
    expect(titlePattern[1]).toMatch(/Notary Public/);
  });
});
