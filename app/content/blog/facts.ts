import type { PostFacts } from "./schema";

/** The six articles, newest first; BlogPost1 is the featured post. */
export const postIds = [
  "BlogPost1",
  "BlogPost2",
  "BlogPost3",
  "BlogPost4",
  "BlogPost5",
  "BlogPost6",
] as const;
export type PostId = (typeof postIds)[number];

/** What each post is, whatever the language (read time ≈ 200 words a minute of the English text). */
export const postFacts = {
  BlogPost1: {
    category: "taxes",
    date: "2024-03-05",
    readTime: 6,
    image: "blog/post1",
    ctaPage: "TaxServices",
  },
  BlogPost2: {
    category: "itin",
    date: "2024-02-20",
    readTime: 6,
    image: "blog/post2",
    ctaPage: "ItinServices",
  },
  BlogPost3: {
    category: "immigration",
    date: "2024-02-06",
    readTime: 6,
    image: "blog/post3",
    ctaPage: "Immigration",
  },
  BlogPost4: {
    category: "business",
    date: "2024-01-23",
    readTime: 5,
    image: "blog/post4",
    ctaPage: "BusinessSetup",
  },
  BlogPost5: {
    category: "translations",
    date: "2024-01-16",
    readTime: 4,
    image: "blog/post5",
    ctaPage: "Translations",
  },
  BlogPost6: {
    category: "notary",
    date: "2024-01-09",
    readTime: 5,
    image: "blog/post6",
    ctaPage: "NotaryPublic",
  },
} satisfies Record<PostId, PostFacts>;
