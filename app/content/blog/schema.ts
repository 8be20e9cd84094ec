import type { PageId } from "~/site/pages";

/** The categories a post can have. */
export const blogCategories = [
  "taxes",
  "itin",
  "immigration",
  "business",
  "translations",
  "notary",
] as const;
export type BlogCategory = (typeof blogCategories)[number];

/** The blog list's filter buttons and the categories each one shows. */
export const blogFilters = {
  all: blogCategories,
  immigration: ["immigration"],
  taxes: ["taxes", "itin"],
  business: ["business"],
  additional: ["translations", "notary"],
} as const satisfies Record<string, readonly BlogCategory[]>;
export type BlogFilter = keyof typeof blogFilters;
export const blogFilterNames = Object.keys(blogFilters) as BlogFilter[];

/** The filters a post appears under: "all" and every filter that lists its category. */
export function filtersOf(category: BlogCategory): BlogFilter[] {
  return blogFilterNames.filter((name) =>
    (blogFilters[name] as readonly BlogCategory[]).includes(category),
  );
}

/** What a post is, whatever the language: checked by `validatePostFacts`. */
export interface PostFacts {
  category: BlogCategory;
  /** Publication date, ISO `YYYY-MM-DD`. */
  date: string;
  /** Minutes to read. */
  readTime: number;
  /** Picture name under `images/` without extension, e.g. "blog/post1" (1200×630 works best). */
  image: string;
  /** The service page the closing call to action links to. */
  ctaPage: PageId;
}

/** One block of an article body; the Spanish body mirrors the English block by block. */
export type PostBlock =
  | { type: "h2"; text: string }
  | { type: "h3"; text: string }
  | { type: "p"; text: string }
  | { type: "list"; items: string[] }
  | { type: "steps"; items: { title: string; text: string }[] }
  | { type: "alert"; title: string; text: string }
  | { type: "table"; caption: string; head: string[]; rows: string[][] };

/** A post's words in one language. */
export interface PostText {
  title: string;
  /** Meta description (≤ 160 characters). */
  description: string;
  /** Summary shown on the blog list. */
  excerpt: string;
  author: string;
  imageAlt: string;
  intro: string;
  body: PostBlock[];
  cta: { title: string; subtitle: string; button: string };
}

/** Lists what is wrong with a post's facts (empty when valid). */
export function validatePostFacts(id: string, facts: PostFacts): string[] {
  const problems: string[] = [];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(facts.date) || Number.isNaN(Date.parse(facts.date))) {
    problems.push(`${id}.date: expected YYYY-MM-DD, got ${facts.date}`);
  }
  if (!Number.isInteger(facts.readTime) || facts.readTime < 1)
    problems.push(`${id}.readTime: expected minutes`);
  if (!/^blog\/[\w-]+$/.test(facts.image))
    problems.push(`${id}.image: expected a name like "blog/post1", got ${facts.image}`);
  if (!(blogCategories as readonly string[]).includes(facts.category))
    problems.push(`${id}.category: ${facts.category}`);
  return problems;
}
