import { resolvePath } from "~/site/pages";
import { defineSection } from "../i18n";

export const postIds = ["BlogPost1", "BlogPost2", "BlogPost3", "BlogPost4", "BlogPost5", "BlogPost6"] as const;
export type PostId = (typeof postIds)[number];

/** The post a path shows (BlogPost1 when the path names none). */
export function postIdFromPath(pathname: string): PostId {
  const { page } = resolvePath(pathname);
  return (postIds as readonly string[]).includes(page) ? (page as PostId) : "BlogPost1";
}

const post = (n: number) =>
  defineSection(
    { meta: { title: `Article ${n} | Sol Multiservices`, description: `Article ${n}.` }, hero: { title: `Article ${n}`, subtitle: "Coming soon." } },
    { meta: { title: `Artículo ${n} | Sol Multiservices`, description: `Artículo ${n}.` }, hero: { title: `Artículo ${n}`, subtitle: "Próximamente." } },
  );

export const blogPosts = {
  BlogPost1: post(1),
  BlogPost2: post(2),
  BlogPost3: post(3),
  BlogPost4: post(4),
  BlogPost5: post(5),
  BlogPost6: post(6),
} satisfies Record<PostId, unknown>;
