import { defineSection, type Section } from "../i18n";
import { postFacts, postIds, type PostId } from "./facts";
import { post as post1En } from "./posts/BlogPost1.en";
import { post as post1Es } from "./posts/BlogPost1.es";
import { post as post2En } from "./posts/BlogPost2.en";
import { post as post2Es } from "./posts/BlogPost2.es";
import { post as post3En } from "./posts/BlogPost3.en";
import { post as post3Es } from "./posts/BlogPost3.es";
import { post as post4En } from "./posts/BlogPost4.en";
import { post as post4Es } from "./posts/BlogPost4.es";
import { post as post5En } from "./posts/BlogPost5.en";
import { post as post5Es } from "./posts/BlogPost5.es";
import { post as post6En } from "./posts/BlogPost6.en";
import { post as post6Es } from "./posts/BlogPost6.es";
import type { PostFacts, PostText } from "./schema";

export { postFacts, postIds, type PostId };

/** Every post's text by id, then language (spec: "keyed by post id, then language"). */
export const blogPosts: Record<PostId, Section<PostText>> = {
  BlogPost1: defineSection(post1En, post1Es),
  BlogPost2: defineSection(post2En, post2Es),
  BlogPost3: defineSection(post3En, post3Es),
  BlogPost4: defineSection(post4En, post4Es),
  BlogPost5: defineSection(post5En, post5Es),
  BlogPost6: defineSection(post6En, post6Es),
};

/** Posts in list order (the first is featured), with their facts and text. */
export const posts: { id: PostId; facts: PostFacts; text: Section<PostText> }[] = postIds.map(
  (id) => ({
    id,
    facts: postFacts[id],
    text: blogPosts[id],
  }),
);
