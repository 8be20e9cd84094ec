import { BlogArticle } from "~/components/blog/BlogArticle";
import { articleOf, articlePicture } from "~/blog/articles";
import { pageHead } from "~/components/page-head";
import { isArticleId, resolvePath, usePage } from "~/site/pages";

// One route module draws every article of app/content/blog/articles/ in each language.

function articleAt(page: string) {
  if (!isArticleId(page)) throw new Error(`${page} is not an article`);
  return articleOf(page);
}

export function meta({ location }: { location: { pathname: string } }) {
  const where = resolvePath(location.pathname);
  const article = articleAt(where.page);
  return pageHead(where, article[where.locale], articlePicture(article));
}

export default function ArticlePage() {
  return <BlogArticle article={articleAt(usePage().page)} />;
}
