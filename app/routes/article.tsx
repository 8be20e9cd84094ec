import { BlogArticle } from "~/components/blog/BlogArticle";
import { articleOf, articlePicture } from "~/blog/articles";
import { pageHead } from "~/components/page-head";
import { isArticleId, resolvePath, usePage } from "~/site/pages";

// One route module renders every article of app/content/blog/articles/, in
// each language: the route table gives it one route per article per language.

/** The article a path names. */
function articleAt(pathname: string) {
  const { page } = resolvePath(pathname);
  if (!isArticleId(page)) throw new Error(`${pathname} is not an article`);
  return articleOf(page);
}

export function meta(args: { location: { pathname: string } }) {
  const article = articleAt(args.location.pathname);
  const head = pageHead(
    article.id,
    { en: { meta: article.en }, es: { meta: article.es } },
    articlePicture(article),
  );
  return head(args);
}

export default function ArticlePage() {
  const { page } = usePage();
  if (!isArticleId(page)) throw new Error(`${page} is not an article`);
  return <BlogArticle article={articleOf(page)} />;
}
