import { useLocation } from "react-router";
import { PageHero } from "~/components/PageHero";
import { blogPosts, postIdFromPath } from "~/content/blogPosts";
import { useLocale } from "~/site/locale";
import { pageHead } from "~/site/seo";

export function meta(args: { location: { pathname: string } }) {
  const id = postIdFromPath(args.location.pathname);
  return pageHead(id, blogPosts[id])(args);
}

export default function BlogPostPage() {
  const id = postIdFromPath(useLocation().pathname);
  const text = blogPosts[id][useLocale()];
  return <PageHero title={text.hero.title} subtitle={text.hero.subtitle} />;
}
