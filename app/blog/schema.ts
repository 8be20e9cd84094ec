import { z } from "zod";
import { blogFilterNames, blogFilters, jsonSchemaOf, noticeKinds, shared } from "../content/model";
import { officialUrl, pageLink, picture, reviewed, searchDescription } from "../content/model";
import { servicePages } from "../content/pages";

export const blogCategories = blogFilters.all;
export type BlogCategory = (typeof blogCategories)[number];
export { blogFilterNames };

/** The filters a post appears under: "all" and every filter that lists its category. */
export const filtersOf = (category: BlogCategory) =>
  blogFilterNames.filter((name) =>
    (blogFilters[name] as readonly BlogCategory[]).includes(category),
  );

/** A field's error: "is missing" when absent, else what it should be. */
const expected = (what: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? "is missing" : what),
});
const servicePage = expected(`must be one of ${servicePages.join(", ")}`);
const category = z.enum(blogCategories, expected(`must be one of ${blogCategories.join(", ")}`));
const text = z.string(expected("must be a text")).trim().min(1, "is empty");
const sources = z.array(z.strictObject({ title: text, url: officialUrl })).min(1);
/** A date written YYYY-MM-DD, checked as it is typed in the site editor too. */
const date = (example: string) =>
  z.iso
    .date(expected(`must be a date written YYYY-MM-DD, e.g. ${example}`))
    .meta({ cms: { widget: "date" } });

/** An article's front matter in one language, with `{officeName}` already filled in. */
export const articleFrontMatter = z
  .strictObject(
    {
      title: text,
      description: searchDescription(text),
      excerpt: text,
      date: shared(date("2025-01-31")),
      /** When the content last changed after publication: "Updated" on the page, `dateModified`. */
      updated: shared(date("2025-06-30")).optional(),
      category: shared(category),
      author: text,
      /** A picture in images/blog/ (1200×630 is best): the editor writes "/blog/post7.jpg". */
      image: picture.optional(),
      imageAlt: text.optional(),
      /** A service page; one since removed gives way to Home. */
      ctaPage: pageLink(servicePages, "Home", servicePage),
      ctaTitle: text,
      ctaText: text,
      ctaButton: text,
      /** When its fees, deadlines and times were last checked, and against what. */
      reviewed: reviewed.optional(),
      sources: sources.optional(),
      /** Florida notices to show beyond those its words require. */
      notices: shared(z.array(z.enum(noticeKinds))).optional(),
    },
    { error: (issue) => (issue.code === "unrecognized_keys" ? "is not a known field" : undefined) },
  )
  // Read rather than refused (the editor cannot check them as typed): a picture without words is
  // decorative (alt=""), words without a picture show nowhere, an update not after the date is none.
  .transform(({ imageAlt, updated, ...front }) => ({
    ...front,
    ...(front.image && imageAlt && { imageAlt }),
    ...(updated && updated > front.date && { updated }),
  }));

/** An article's front matter, checked, with the minutes it takes to read (from its words). */
export type ArticleFrontMatter = z.infer<typeof articleFrontMatter> & { readTime: number };

/** The fields both languages of an article must agree on: those marked `shared`. */
export const sharedFields = Object.entries(jsonSchemaOf(articleFrontMatter).properties!)
  .filter(([, node]) => node.shared)
  .map(([field]) => field as keyof ArticleFrontMatter);

/** Checks front matter read from `file`; the error names the file and each wrong field. */
export function parseFrontMatter(file: string, data: unknown): ArticleFrontMatter {
  const { readTime = 1, ...written } = data as { readTime?: number };
  const result = articleFrontMatter.safeParse(written);
  if (result.success) return { ...result.data, readTime };
  const problems = result.error.issues.flatMap((issue) =>
    (issue.code === "unrecognized_keys"
      ? issue.keys
      : [issue.path.join(".") || "front matter"]
    ).map((field) => `${file}: front matter field "${field}" ${issue.message}`),
  );
  throw new Error(problems.join("\n"));
}
