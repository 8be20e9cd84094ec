import { PageHero } from "~/components/PageHero";
import { blogList } from "~/content/blogList";
import { useLocale } from "~/site/locale";
import { pageHead } from "~/site/seo";

export const meta = pageHead("Blog", blogList);

export default function BlogPage() {
  const text = blogList[useLocale()];
  return <PageHero title={text.hero.title} subtitle={text.hero.subtitle} />;
}
