import { BlogArticle } from "~/components/blog/BlogArticle";
import { postFacts } from "~/content/blog/facts";
import { post as en } from "~/content/blog/posts/BlogPost1.en";
import { post as es } from "~/content/blog/posts/BlogPost1.es";
import { defineSection } from "~/content/i18n";
import { pageHead } from "~/site/seo";

// Each article is its own route module, so a reader downloads only that article.
const post = defineSection(en, es);

export const meta = pageHead("BlogPost1", { en: { meta: en }, es: { meta: es } });

export default function BlogPost1() {
  return <BlogArticle id="BlogPost1" facts={postFacts.BlogPost1} post={post} />;
}
