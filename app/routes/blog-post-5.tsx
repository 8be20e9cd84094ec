import { BlogArticle } from "~/components/blog/BlogArticle";
import { postFacts } from "~/content/blog/facts";
import { post as en } from "~/content/blog/posts/BlogPost5.en";
import { post as es } from "~/content/blog/posts/BlogPost5.es";
import { defineSection } from "~/content/i18n";
import { pageHead } from "~/site/seo";

// Each article is its own route module, so a reader downloads only that article.
const post = defineSection(en, es);

export const meta = pageHead("BlogPost5", { en: { meta: en }, es: { meta: es } });

export default function BlogPost5() {
  return <BlogArticle id="BlogPost5" facts={postFacts.BlogPost5} post={post} />;
}
