import { BlogArticle } from "~/components/blog/BlogArticle";
import { articlePicture, articles } from "~/blog/articles";
import { pageHead } from "~/components/page-head";
import { resolvePath, usePage } from "~/site/pages";

// One route module draws every article of app/content/blog/articles/ in each language.

function articleAt(page: string) {
  const article = articles.find((article) => article.id === page);
  if (!article) throw new Error(`${page} is not an article`);
  return article;
}

export function meta({ location }: { location: { pathname: string } }) {
  const where = resolvePath(location.pathname);
  const article = articleAt(where.page);
  return pageHead(where, article[where.locale], articlePicture(article));
}

export default function ArticlePage() {
  return <BlogArticle article={articleAt(usePage().page)} />;
}
