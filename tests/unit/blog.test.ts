import type { Element, Root, RootContent } from "hast";
import { readFileSync, readdirSync } from "node:fs";
import { expect, it } from "vitest";
import { articleFiles, articleIdsOf, articlesDir } from "~/site/article-files";
import { articles, collectArticles, fillOfficeValues } from "~/blog/articles";
import { articleBody } from "~/blog/bodies";
import { articleWords, isElement } from "~/blog/block-texts";
import { minutesToRead, readArticleSource } from "~/blog/markdown";
import { blogFilterNames, blogCategories, filtersOf, parseFrontMatter } from "~/blog/schema";
import { servicePages } from "~/content/pages";
import { officeConfig } from "~/site/config";
import { isArticleId, locales, pageIds, type Locale } from "~/site/pages";
import { thrownMessage } from "./scratch";

/** A picture the owner has in images/ ("blog/post1.svg"), and its name ("blog/post1"). */
const pictureFile = readdirSync("images", { recursive: true, encoding: "utf8" })
  .map((file) => file.replaceAll("\\", "/"))
  .find((file) => /\.(svg|png|jpe?g|webp|avif)$/i.test(file))!;
const picture = pictureFile.replace(/\.\w+$/, "");
const path = (name: string) => `/${articlesDir}/${name}`;

/** The block structure of a body, into its lists, boxes and tables, e.g. ["p", "aside(p)", "ul(li li)"]:
 * what both languages must share. */
const blockShape = (node: Root | Element): string[] =>
  (node.children as RootContent[])
    .filter(isElement)
    .map((child) =>
      /^(ul|ol|aside|table|thead|tbody|tr)$/.test(child.tagName)
        ? `${child.tagName}(${blockShape(child).join(" ")})`
        : child.tagName,
    );

/** Front matter that passes, to break one field at a time. */
const valid = {
  title: "A title",
  description: "What the article says, in a sentence or two, for search engines.",
  excerpt: "What the article says, for the blog list.",
  date: "2025-01-31",
  category: "taxes",
  author: "The team",
  image: picture,
  imageAlt: "A drawing",
  ctaPage: "TaxServices",
  ctaTitle: "Let us help",
  ctaText: "We prepare returns.",
  ctaButton: "See our tax services",
};
/** `valid` with some fields changed; a field set to undefined is left out. */
const withFields = (changes: Record<string, unknown>) =>
  Object.fromEntries(Object.entries({ ...valid, ...changes }).filter(([, v]) => v !== undefined));
/** `valid` with some fields changed, read as the front matter of an English file. */
const read = (changes: Record<string, unknown>) =>
  parseFrontMatter("Guide.en.md", withFields(changes));
/** The article of a pair of files with these front matters. */
const guide = (en: Record<string, unknown>, es: Record<string, unknown>) =>
  collectArticles({ [path("Guide.en.md")]: en, [path("Guide.es.md")]: es })[0]!;

it.each(articles.flatMap((article) => locales.map((locale) => ({ ...article, article, locale }))))(
  "$id ($locale) renders every paragraph of its Markdown word for word, facts filled in",
  ({ article, locale }) => {
    const rendered = articleWords(article[locale], [], articleBody(article.id, locale)).join("\n");
    const file = readFileSync(article.files[locale], "utf8");
    const { author } = readArticleSource(article.files[locale], file).frontMatter;
    const fill = (text: string) => text.replace("{officeName}", officeConfig.officeName);
    expect(article[locale].author).toBe(fill(String(author)));
    const source = file.split(/^---$/m)[2]!;
    const lines = source
      .split("\n")
      .filter((line) => /^\p{Lu}/u.test(line) && !/[*_[`]/.test(line));
    expect(lines.length, "plain paragraphs").toBeGreaterThan(0);
    for (const line of lines) expect(rendered).toContain(fill(line));
    expect(rendered).not.toMatch(/\{\w+\}/);
  },
);

it("the article collection holds one article per pair of files, each a page, newest first", () => {
  expect(articles.length * locales.length).toBe(articleFiles().length);
  expect(pageIds.filter(isArticleId).toSorted()).toEqual(articles.map((a) => a.id).toSorted());
  const dates = articles.map((article) => article.en.date);
  expect(dates).toEqual(dates.toSorted().reverse());
});

it.each(articles)("$id has the same blocks in both languages", ({ id }) => {
  const [english, ...others] = locales.map((locale) => blockShape(articleBody(id, locale)));
  for (const shape of others) expect(shape).toEqual(english);
});

it("the article collection fails on an article without its twin or a known language, naming the file", () => {
  expect(() =>
    articleIdsOf([path("BlogPost1.en.md"), path("BlogPost1.es.md"), path("Guide.en.md")]),
  ).toThrow(`${articlesDir}/Guide.en.md has no Spanish twin: add ${articlesDir}/Guide.es.md`);
  expect(() => articleIdsOf([path("Guide.es.md")])).toThrow("has no English twin");
  expect(
    articleIdsOf([path("B10.es.md"), path("B9.en.md"), path("B9.es.md"), path("B10.en.md")]),
  ).toEqual(["B9", "B10"]);
  expect(() => articleIdsOf([path("Guide.md")])).toThrow("Guide.md: name an article file");
  expect(() => articleIdsOf([path("Guide.fr.md")])).toThrow("language of en, es");
});

it.each([
  ["title", undefined, '"title" is missing'],
  ["date", "March 5, 2025", '"date" must be a date written YYYY-MM-DD'],
  ["category", "cooking", '"category" must be one of taxes, itin'],
  ["description", "x".repeat(161), '"description" is longer than 160 characters'],
  ["description", "x".repeat(49), '"description" is shorter than 50 characters'],
  ["ctaPage", "Blog", `"ctaPage" must be one of ${servicePages.join(", ")}`],
  ["ctaPage", undefined, '"ctaPage" is missing'],
  ["image", "../post1.gif", '"image" expected a picture of images/'],
  ["autor", "Typo", '"autor" is not a known field'],
  ["updated", "June 2025", '"updated" must be a date written YYYY-MM-DD'],
])("parseFrontMatter names the file and the field when %s is wrong", (field, value, message) => {
  expect(() => parseFrontMatter("x/Guide.es.md", withFields({ [field]: value }))).toThrow(
    `x/Guide.es.md: front matter field ${message}`,
  );
});

it("parseFrontMatter reads a picture as the site editor writes it (/blog/post1.svg) as its name, or none", () => {
  expect(read({ image: `/${pictureFile}` }).image).toBe(picture);
  expect(read({ image: undefined, imageAlt: undefined }).image).toBeUndefined();
  // One since removed from images/ (the editor cannot check a removal) is none, and its words.
  expect(read({ image: "/blog/removed.jpg" })).not.toHaveProperty("imageAlt");
  expect(read({ image: "/blog/removed.jpg" }).image).toBeUndefined();
});

it("parseFrontMatter reads what the editor cannot check across fields rather than refusing it", () => {
  // A picture without words decorates; words without a picture show nowhere.
  expect(read({ imageAlt: undefined })).toMatchObject({ image: picture });
  expect(read({ imageAlt: undefined }).imageAlt).toBeUndefined();
  expect(read({ image: undefined }).imageAlt).toBeUndefined();
  // An update on or before the publication date (2025-01-31) is none.
  for (const updated of ["2025-01-31", "2024-12-01"])
    expect(read({ updated }).updated, updated).toBeUndefined();
  expect(read({ updated: "2025-02-01" }).updated).toBe("2025-02-01");
  // A service page since removed (the editor cannot check a removal) gives way to Home.
  expect(read({ ctaPage: "Removed" }).ctaPage).toBe("Home");
  expect(read({ ctaPage: servicePages.at(-1) }).ctaPage).toBe(servicePages.at(-1));
});

it("an article takes the facts both languages share from the English file", () => {
  const { es } = guide(
    { ...valid, updated: "2025-03-01", notices: ["notary"] },
    { ...valid, title: "Una guía", date: "2025-02-01", category: "itin" },
  );
  expect(es).toMatchObject({ title: "Una guía", date: "2025-01-31", updated: "2025-03-01" });
  expect([es.category, es.notices]).toEqual(["taxes", ["notary"]]);
});

it("minutesToRead works out the minutes to read from the words, at least one", () => {
  expect(minutesToRead("")).toBe(1);
  expect(minutesToRead("word ".repeat(460))).toBe(2);
  expect(minutesToRead("word ".repeat(1000) + "— * 1. |")).toBe(4);
  const { frontMatter } = readArticleSource(
    "Guide.en.md",
    `---\nreadTime: 9\n---\n${"a ".repeat(700)}`,
  );
  expect(frontMatter.readTime).toBe(3);
});

it("an article counts its description as written, as the editor does, then fills in {officeName}", () => {
  // At the 160 the editor allows, with the placeholder in it: the office's name may be longer.
  const description = `{officeName} ${"x".repeat(147)}`;
  const { en } = guide({ ...valid, description }, { ...valid, description });
  expect(en.description).toBe(description.replace("{officeName}", officeConfig.officeName));
});

// {officeName} filled in: in the description above, and in a body (article-body.test.ts).
it("fillOfficeValues refuses any {…} but {officeName}", () =>
  expect(() => fillOfficeValues("a.md", "Call {phone}")).toThrow(
    'a.md: "{phone}" is not an office fact; write {officeName}',
  ));

/** A body of the file `file`, read with its messages in `language`. */
const compile = (markdown: string, file = "Guide.en.md", language?: Locale) =>
  readArticleSource(file, `---\ntitle: "T"\n---\n${markdown}`, language).body;
const elements = (markdown: string) =>
  compile(markdown).children.filter((node): node is Element => node.type === "element");

it("readArticleSource reads the front matter between the --- lines, its texts with colons in quotes; refuses a file without it or not YAML", () => {
  const { frontMatter } = readArticleSource(
    "Guide.en.md",
    '---\ntitle: "Taxes: a guide"\ndate: 2025-01-31\n---\nText.',
  );
  expect(frontMatter).toEqual({ title: "Taxes: a guide", date: "2025-01-31", readTime: 1 });
  expect(() => readArticleSource("Guide.en.md", "# Hello")).toThrow(
    "Guide.en.md: the file must start with its front matter",
  );
  expect(() => readArticleSource("Guide.en.md", "---\ntitle: Taxes: a guide\n---\nText.")).toThrow(
    "Guide.en.md, line 2: the front matter is not valid YAML",
  );
});

// The steps' numbers and an alert's title and text: article-body.test.ts, as the page shows them.
it("an article's Markdown gives a :::table its caption, column headers and row headers", () => {
  const [table] = elements(":::table[Fees]\n| Form | Fee |\n| - | - |\n| I-90 | $465 |\n:::");
  expect(table).toMatchObject({ tagName: "table", properties: { ariaLabel: "Fees" } });
  const [head, body] = table!.children as Element[];
  const col = { tagName: "th", properties: { scope: "col" } };
  expect(head!.children[0]).toMatchObject({ children: [col, col] });
  expect(body!.children[0]).toMatchObject({
    children: [{ tagName: "th", properties: { scope: "row" } }, { tagName: "td" }],
  });
});

it("an article's Markdown keeps a colon before a word as text", () =>
  expect(compile("Note:this and 10:30.").children).toMatchObject([
    { tagName: "p", children: [{ value: "Note:this and 10:30." }] },
  ]));

it.each([
  ["# Title", "line 4: the title is the front matter's title"],
  ["#### Small", "line 4: a level-4 heading is not supported"],
  ["Text\n\n![A photo](photo.jpg)", "line 6: A picture in the text is not supported"],
  ["<b>bold</b>", "line 4: HTML is not supported"],
  ["| A | B |\n| - | - |\n| 1 | 2 |", "put a table inside :::table[Its caption]"],
  [":::note[Hi]\nText\n:::", '":::note" is not a known box'],
  [":::alert\nText\n:::", "write a title in brackets right after the name: :::alert[Your title]"],
  ["> Quoted", "A quote block (>) is not supported"],
  [
    ":::alert[Bring]\nTwo copies.\n\n## Next",
    "line 4: close :::alert with ::: on a line of its own",
  ],
  [":::alert[Bring]\nTwo copies. :::", "close :::alert with :::"],
  ["Fees\n---", "line 4: a line of --- or === under a text makes it a heading"],
  ["##   ", "line 4: this heading (##) has no words"],
  ["- One\n-\n- Two", "line 5: a list item has no words"],
  ["See [](https://www.irs.gov).", "the link to https://www.irs.gov has no words"],
  ["**Note:**text", '"**Note:**text" would show as typed: bold is **words**'],
  ["##Fees", '"##Fees" would show as typed: a heading starts with ## and a space'],
  ["::: alert[Bring]\nText\n:::", "would show as typed: a box starts with :::alert[Title]"],
  ["[IRS](https://www.irs.gov/ forms)", "would show as typed: a link is [its words](its address)"],
  ["2024. That year", 'line 4: a line that starts with a number and a period ("2024.")'],
  [":::table[Fees]\n| A | B |\n| - | - |\n| 1 | 2 | 3 |\n:::", "line 7: this row has more cells"],
  [":::table[Fees]\n| A | B |\n| - | - |\n\n| 1 | 2 |\n:::", "no empty line between its rows"],
  [
    "1. **Sign**\n\nSign it.\n\n2. **Mail**\n\n   Mail it.",
    "line 6: the text under step 1 is not indented",
  ],
  ["Note[^1]\n\n[^1]: Source", "A footnote ([^1]) is not supported"],
  ["::alert[Bring]", "A box with two colons (::) is not supported"],
])("refuses Markdown %j, naming file and line, in the editor's language", (markdown, message) => {
  expect(() => compile(markdown)).toThrow(message);
  expect(() => compile(markdown)).toThrow(/^Guide\.en\.md/);
  const [english = "", spanish = ""] = locales.map((language) =>
    thrownMessage(() => compile(markdown, "Guia.es.md", language)),
  );
  expect(spanish.replace(", línea", ", line")).not.toBe(english);
  expect(spanish.split(": ")[0]).toBe(english.split(": ")[0]!.replace(", line", ", línea"));
});

const doc = readFileSync("docs/adding-an-article.md", "utf8");
const blocks = [...doc.matchAll(/```(\w+)\n([\s\S]*?)```/g)].map(([, kind, code]) => ({
  kind,
  code: code!.replace(/^ {2}/gm, ""),
}));

it("docs/adding-an-article.md gives front matter that passes the checks", () => {
  const yaml = blocks.find((block) => block.kind === "yaml")!.code;
  const { frontMatter } = readArticleSource("doc.en.md", `${yaml}\nText.`);
  const filled = { ...frontMatter, author: fillOfficeValues("doc", String(frontMatter.author)) };
  expect(parseFrontMatter("doc.en.md", filled).category).toBe("business");
});

it("docs/adding-an-article.md shows Markdown that compiles to steps, an alert and a table", () => {
  const examples = blocks.filter((block) => block.kind === "text" && !block.code.includes("→"));
  const tags = examples.flatMap(({ code }) =>
    readArticleSource("doc.en.md", `---\n---\n${code}`).body.children.map((node) =>
      node.type === "element" ? node.tagName : node.type,
    ),
  );
  expect(tags).toEqual(["ol", "aside", "table"]);
});

// Which filters have articles is the owner's: a filter without any says so (blog.spec.ts).
it("filtersOf puts each post under 'all' and under the filters that list its category, one at least", () => {
  expect(filtersOf("taxes")).toEqual(["all", "taxes"]);
  expect(filtersOf("itin")).toEqual(["all", "taxes"]);
  expect(filtersOf("notary")).toEqual(["all", "additional"]);
  for (const category of blogCategories)
    expect(filtersOf(category).length, category).toBeGreaterThan(1);
});

it("app.css has the :target rules of every blog filter, and of no other", () => {
  const css = readFileSync("app/app.css", "utf8");
  const targeted = new Set([...css.matchAll(/#([\w-]+):target/g)].map((m) => m[1]));
  expect([...targeted].sort()).toEqual(blogFilterNames.filter((n) => n !== "all").sort());
  for (const name of blogFilterNames.filter((n) => n !== "all")) {
    expect(css, name).toContain(`[data-blog-filter-count="${name}"]`);
    expect(css, name).toContain(`:not([data-filters~="${name}"])`);
    expect(css, name).toContain(`.blog-filter[href="#${name}"]`);
  }
});
