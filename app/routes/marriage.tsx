import { PageHero } from "~/components/PageHero";
import { marriage } from "~/content/marriage";
import { useLocale } from "~/site/locale";
import { pageHead } from "~/site/seo";

export const meta = pageHead("MarriagesDivorces", marriage);

export default function MarriagesDivorcesPage() {
  const text = marriage[useLocale()];
  return <PageHero title={text.hero.title} subtitle={text.hero.subtitle} />;
}
