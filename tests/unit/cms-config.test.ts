import { expect, it } from "vitest";
import { z } from "zod";
import {
  articleButtons,
  cmsConfig,
  cmsFields,
  editorWords,
  forbiddenPattern,
  type CmsField,
} from "~/build/cms-config";
import { articles } from "~/blog/articles";
import { readArticleSource } from "~/blog/markdown";
import { articleFrontMatter } from "~/blog/schema";
import { alternateConfig } from "../fixtures/alternate-config";
import { newServiceId } from "../fixtures/owner-words";
import { common } from "~/content/common";
import { forbiddenTerms } from "~/content/forbidden-terms";
import * as model from "~/content/model";
import { editorSpanish } from "~/build/static-host";
import { siteConfigSchema } from "~/site/config-schema";
import { readYaml } from "~/site/data-file";
import { locales, reservedNames, specPageIds } from "~/site/pages";
import { thrownMessage } from "./scratch";

// The site editor's configuration, generated from the build's schemas: what it lets through passes.

const config = (locale: "en" | "es") => cmsConfig({ repo: "owner/site", locale });
const ctx = { locale: "es", translated: true, choices: {} } as const;
/** The schemas the editor edits: the facts, a page, the blog's words and an article's front matter. */
const schemas = [siteConfigSchema, model.page, model.blogWords, articleFrontMatter];
/** A pattern as the editor's configuration writes it ("/body/flags"), as a RegExp. */
const regexOf = (written: string) => {
  const [, body, flags] = /^\/(.*)\/(\w*)$/s.exec(written)!;
  return new RegExp(body!, flags);
};

/** Every field of a configuration, nested ones and the fields of every list type too. */
const allFields = (fields: readonly CmsField[]): CmsField[] =>
  fields.flatMap((field) => [
    field,
    ...allFields(field.fields ?? []),
    ...(field.field ? allFields([field.field]) : []),
    ...(field.types ?? []).flatMap((type) => allFields(type.fields)),
  ]);

type Node = model.SchemaNode & { pattern?: string; format?: string };
/** Every node of a JSON schema, with its path, but the editor's hints (`cms`). */
const nodesOf = (node: unknown, path = ""): [Node, string][] =>
  !node || typeof node !== "object"
    ? []
    : [
        [node as Node, path],
        ...Object.entries(node).flatMap(([key, child]) =>
          key === "cms" ? [] : nodesOf(child, `${path}.${key}`),
        ),
      ];
const collections = (locale: "en" | "es") => config(locale).collections;
const collection = (name: string) => collections("es").find((c) => c.name === name)!;
const fieldsOf = (locale: "en" | "es") =>
  collections(locale).flatMap((collection) =>
    allFields([...(collection.fields ?? []), ...(collection.files ?? []).flatMap((f) => f.fields)]),
  );
/** Every word the editor shows: labels, hints, choices, types, collection names and messages. */
const shown = (locale: "en" | "es") => [
  ...fieldsOf(locale).flatMap((field) => [
    field.label,
    field.hint,
    field.label_singular,
    field.pattern?.[1],
    // The booking links' names are the owner's own, not the editor's words.
    ...(field.options ?? []).filter((o) => o.label !== o.value).map((option) => option.label),
    ...(field.types ?? []).map((type) => type.label),
  ]),
  ...collections(locale).flatMap((collection) => [
    collection.label,
    collection.description,
    ...(collection.files ?? []).map((file) => file.label),
  ]),
];

it("has a label for every field of every schema, in both languages", () => {
  const nameless = locales.flatMap((locale) => fieldsOf(locale).filter((f) => f.label === f.name));
  expect(nameless.map((field) => field.name)).toEqual([]);
  for (const [group, entries] of Object.entries(editorWords))
    for (const [key, pair] of Object.entries(entries))
      expect(pair, `${group}.${key}`).toEqual([expect.any(String), expect.any(String)]);
});

it("has Sveltia's every interface word in Spanish, but the developer's configuration errors", () => {
  type Words = { [key: string]: string | Words };
  const keys = (words: Words, at = ""): string[] =>
    Object.entries(words).flatMap(([key, value]) =>
      typeof value === "object" ? keys(value, `${at}${key}.`) : [`${at}${key}`],
    );
  // Its words' JSON, read as the YAML it also is.
  const english = readYaml("node_modules/@sveltia/cms/locales/en-US.json") as Words;
  const spanish = new Set(keys(editorSpanish()));
  const missing = keys(english).filter(
    (key) => !spanish.has(key) && !/^(config|cloud_storage)\./.test(key),
  );
  expect(missing).toEqual([]);
  // And the words the site adds are Sveltia's own keys, not typos.
  const ours = readYaml("app/build/editor-ui.es.yaml") as Words;
  expect(keys(ours).filter((key) => !keys(english).includes(key))).toEqual([]);
});

it("uses every label, hint and list item name of editor-words.yaml (a misplaced key is never shown)", () => {
  const fields = fieldsOf("en");
  const shownAs = { labels: "label", hints: "hint", singular: "label_singular" } as const;
  for (const [group, key] of Object.entries(shownAs)) {
    const texts = new Set(fields.map((field) => field[key]));
    const unused = Object.entries(editorWords[group]!).filter(([, [en]]) => !texts.has(en));
    expect(unused.map(([name]) => `${group}.${name}`)).toEqual([]);
  }
});

it("shows no English in Spanish, but for proper names", () => {
  const english = new Set(shown("en"));
  const proper = /^(Facebook|Instagram|TikTok|ITIN|Notary Public|Blog|Email|E-mail)$/;
  const left = shown("es").filter(
    (word): word is string => !!word && english.has(word) && !proper.test(word) && !/\d/.test(word),
  );
  expect([...new Set(left)]).toEqual([]);
});

it("edits every field of the facts, the pages, the blog's words and the articles", () => {
  for (const schema of schemas)
    expect(cmsFields(schema, ctx).map((field) => field.name)).toEqual(
      Object.keys(model.jsonSchemaOf(schema).properties ?? {}),
    );
});

it("has the office, the fixed pages, the pages the owner adds, the blog's words and the articles", () => {
  const all = config("es");
  expect(all.backend).toMatchObject({ name: "github", repo: "owner/site" });
  expect(all.i18n.locales).toEqual([...locales]);
  const [pages, added] = [collection("pages"), collection("newPages")];
  const [fixed, others] = [regexOf(pages.filter!.pattern), regexOf(added.filter!.pattern)];
  for (const id of specPageIds) expect([fixed.test(id), others.test(id)]).toEqual([true, false]);
  expect([fixed.test(newServiceId), others.test(newServiceId)]).toEqual([false, true]);
  // The spec's pages are never created, deleted or renamed; a new page's address is typed once.
  expect(pages).toMatchObject({ create: false, delete: false, slug: { editable: [] } });
  expect(added).toMatchObject({ create: true, delete: true, slug: { editable: ["create"] } });
  // A new page's address: letters and digits (one saved: cms.spec.ts), and no page's, article's or
  // the site's, in any capitals.
  const address = regexOf(added.slug!.pattern![0]);
  const taken = [...articles.map((a) => a.id), ...reservedNames].map((id) => id.toUpperCase());
  const refused = ["notarypublic", ...taken, "Passport photos", "Fotos-ñ"];
  expect(refused.filter((typed) => address.test(typed))).toEqual([]);
});

it("takes the sign-in service's address as the backend's base_url", () => {
  const withAuth = cmsConfig({ repo: "o/s", authUrl: "https://auth.example.workers.dev" });
  expect(withAuth.backend).toMatchObject({ base_url: "https://auth.example.workers.dev" });
  expect(config("en").backend).not.toHaveProperty("base_url");
});

it("types lists and structure once for both languages, and words in each", () => {
  const sections = cmsFields(model.page, { ...ctx, locale: "en" }).find(
    (field) => field.name === "sections",
  )!;
  expect(sections).toMatchObject({ widget: "list", i18n: "duplicate", typeKey: "type" });
  const cards = sections.types!.find((type) => type.name === "cards")!.fields;
  const byName = Object.fromEntries(allFields(cards).map((field) => [field.name, field]));
  expect(byName.cards).toMatchObject({ widget: "list", i18n: "duplicate" });
  expect(byName.icon).toMatchObject({ widget: "select", i18n: "duplicate" });
  // A booking link is picked from the office's file as saved: one added there is there at once.
  expect(byName.booking).toMatchObject({
    widget: "relation",
    i18n: "duplicate",
    collection: "office",
    file: "office",
    value_field: "booking.*.name",
  });
  expect(byName.description).toMatchObject({ i18n: true });
});

it("asks for every text the build matches against a pattern or reads as a link with a pattern, or a picker", () => {
  const unchecked = schemas
    .flatMap((schema) => nodesOf(model.jsonSchemaOf(schema)))
    .filter(([{ pattern, format, cms }]) => {
      const checked = cms?.pattern === pattern || cms?.widget || pattern === `^${cms?.template}`;
      return (pattern && !checked) || (format === "uri" && !cms?.pattern);
    });
  expect(unchecked.map(([, path]) => path)).toEqual([]);
});

it("lets the files leave out every list the owner may empty: the editor leaves an emptied one out", () => {
  const required = [...schemas, model.siteWords]
    .flatMap((schema) => nodesOf(model.jsonSchemaOf(schema)))
    .flatMap(([{ properties = {}, required = [] }, path]) =>
      Object.entries(properties)
        .filter(
          ([name, node]) => node.type === "array" && !node.minItems && required.includes(name),
        )
        .map(([name]) => `${path}.${name}`),
    );
  expect(required).toEqual([]);
});

/** A field of the editor and its schema's node, by the names on the way to it. */
function fieldAt(schema: z.ZodType, path: string[]): [CmsField, model.SchemaNode] {
  let [field, node] = [{ fields: cmsFields(schema, ctx) } as CmsField, model.jsonSchemaOf(schema)];
  for (const name of path) {
    field = field.fields!.find((child) => child.name === name)!;
    node = node.properties![name]!;
    if (node.items) node = node.items;
  }
  return [field, node];
}

it("asks for a record's named key only when the build needs it: any social profile may be empty", () => {
  const [social, socialNode] = fieldAt(siteConfigSchema, ["social"]);
  expect(socialNode.required ?? []).toEqual([]);
  expect(social.fields!.map((field) => field.required)).toEqual(
    socialNode.propertyNames!.enum!.map(() => false),
  );
  const [claims, claimsNode] = fieldAt(siteConfigSchema, ["claims"]);
  expect(claims.fields!.map((field) => field.name)).toEqual(claimsNode.required);
  expect(claims.fields!.every((field) => field.required === undefined)).toBe(true);
});

it("offers in an article's toolbar what the build accepts, and none of what it refuses", () => {
  // What each of Sveltia's rich-text buttons writes.
  const writes: Record<string, string> = {
    bold: "**a**",
    italic: "*a*",
    strikethrough: "~~a~~",
    code: "`a`",
    link: "[a](https://www.irs.gov)",
    ...Object.fromEntries(
      ["one", "two", "three", "four", "five", "six"].map((n, i) => [
        `heading-${n}`,
        `${"#".repeat(i + 1)} A`,
      ]),
    ),
    "bulleted-list": "- a",
    "numbered-list": "1. a",
    quote: "> a",
  };
  const accepted = (markdown: string) =>
    !thrownMessage(() => readArticleSource("A.en.md", `---\n---\n${markdown}`));
  const accepts = Object.keys(writes).filter((button) => accepted(writes[button]!));
  expect(articleButtons).toEqual(accepts);
  const body = collection("articles").fields!.find((field) => field.name === "body")!;
  expect(body).toMatchObject({ buttons: accepts, editor_components: [] });
});

it("counts a search description's characters within the range the build accepts", () => {
  for (const [schema, path] of [
    [model.page, ["meta", "description"]],
    [articleFrontMatter, ["description"]],
  ] as const) {
    const [field, node] = fieldAt(schema, [...path]);
    expect(field).toMatchObject({ minlength: node.minLength, maxlength: node.maxLength });
    expect(node.minLength).toBeGreaterThan(1);
  }
});

it("asks for exactly the phone numbers the build accepts, as they are typed", () => {
  // Numbers as an owner might type them, then 3,000 made of digits, marks and a "+" (seeded).
  const samples = ["(305) 555-0142", "305-555-014", "+1 305 555 0142", "1-305-555-0142"];
  samples.push(" +3055550142", "+52 55 1234 5678", "055 1234 5678", "(305) 055-0142", "");
  let seed = 7;
  const next = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
  const marks = "0123456789123456789 ()-.+";
  for (let i = 0; i < 3000; i++)
    samples.push(Array.from({ length: 8 + next(10) }, () => marks[next(marks.length)]).join(""));
  for (const field of ["phone", "whatsapp"] as const) {
    const editor = new RegExp(fieldAt(siteConfigSchema, [field])[1].cms!.pattern!);
    const build = (value: string) => siteConfigSchema.in.shape[field].safeParse(value).success;
    // Sveltia checks the value trimmed.
    const disagree = samples.filter((value) => editor.test(value.trim()) !== build(value));
    expect(disagree, field).toEqual([]);
    expect(samples.filter(build).length, field).toBeGreaterThan(100);
  }
});

it("saves no site address or time zone the build refuses", () => {
  const editor = new RegExp(fieldAt(siteConfigSchema, ["siteUrl"])[1].cms!.pattern!);
  const addresses = ["https://www.example.com", "https://sol-multiservices.com"];
  addresses.push("https://www.example.com/", "http://www.example.com", "www.example.com");
  addresses.push("https://Example.com", "https://example.com:443", "https://example.com/es");
  for (const address of addresses)
    if (editor.test(address))
      expect(siteConfigSchema.in.shape.siteUrl.safeParse(address).success, address).toBe(true);
  expect(addresses.filter((address) => editor.test(address))).toEqual(addresses.slice(0, 2));
  const zones = fieldAt(siteConfigSchema, ["timeZone"])[0].options as unknown as string[];
  expect(zones).toContain(alternateConfig.timeZone);
  const accepted = (zone: string) => siteConfigSchema.in.shape.timeZone.safeParse(zone).success;
  expect(zones.filter((zone) => !accepted(zone))).toEqual([]);
});

it("asks for numbers within the range the build accepts", () => {
  for (const path of [["copyrightYear"], ["testimonials", "rating"], ["prices", "from"]]) {
    const [field, node] = fieldAt(siteConfigSchema, path);
    expect(field, path.join(".")).toMatchObject({ min: node.minimum, max: node.maximum });
  }
  // A place in the menu: 1 or more, with no end but the list's.
  const [menu, node] = fieldAt(model.page, ["menu"]);
  expect([menu.min, menu.max]).toEqual([node.minimum, undefined]);
  // A list's columns are a number: a text box saved "4" as text, which the build refused.
  const columns = fieldsOf("es").filter((field) => field.name === "columns");
  expect(columns.length).toBeGreaterThan(0);
  for (const field of columns) expect(field).toMatchObject({ widget: "number", value_type: "int" });
  // Anything but a text has its own field, or the configuration is not made.
  const choice = z.strictObject({ n: z.union([z.literal(2), z.literal(3)]) });
  expect(() => cmsFields(choice, ctx)).toThrow("no editor field for n");
});

it("refuses a name in braces translated or left out as it is typed, as the build does", () => {
  const site = collection("site").files![0]!;
  const [written, message] = site.fields.find((field) => field.name === "reviewed")!.pattern!;
  const pattern = regexOf(written);
  const text = common.es.reviewed;
  expect(pattern.test(text)).toBe(true);
  const refused = ["{fecha}", "", "{date} {hora}", "{date}, notario"];
  for (const typed of refused.map((part) => text.replace("{date}", part)))
    expect(pattern.test(typed), typed).toBe(false);
  expect(message).toContain("{date}");
});

it("refuses every forbidden title of the build's list as it is typed, in any capitals", () => {
  const pattern = regexOf(forbiddenPattern);
  // And an immigration advisor, in each language, typed in the editor (cms.spec.ts).
  const examples = [
    "Su notario de confianza",
    "Visite la Notaría",
    "Talk to our IMMIGRATION CONSULTANT",
    "Immigration specialists",
    "Expert team",
    "Equipo experto",
    "Consultores de inmigración",
    "Gestora migratoria",
  ];
  for (const text of examples) expect(pattern.test(text), text).toBe(false);
  const terms = forbiddenTerms.en.concat(forbiddenTerms.es);
  const always = terms.filter((term) => !term.immigrationOnly && !term.allowedWith);
  const unmatched = always.filter((term) => !examples.some((text) => term.pattern.test(text)));
  expect(unmatched.map((term) => term.name)).toEqual([]);
  expect(pattern.test("Notary Public de Florida, no somos abogados")).toBe(true);
});
