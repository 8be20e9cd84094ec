import { BlogArticle } from "~/components/blog/BlogArticle";
import { postFacts } from "~/content/blog/facts";
import { post as en } from "~/content/blog/posts/BlogPost4.en";
import { post as es } from "~/content/blog/posts/BlogPost4.es";
import { defineSection } from "~/content/i18n";
import { pageHead } from "~/site/seo";

// Each article is its own route module, so a reader downloads only that article.
const post = defineSection(en, es);

export const meta = pageHead("BlogPost4", { en: { meta: en }, es: { meta: es } });

export default function BlogPost4() {
  return <BlogArticle id="BlogPost4" facts={postFacts.BlogPost4} post={post} />;
}
