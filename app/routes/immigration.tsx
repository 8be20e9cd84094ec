import { PageHero } from "~/components/PageHero";
import { immigration } from "~/content/immigration";
import { useLocale } from "~/site/locale";
import { pageHead } from "~/site/seo";

export const meta = pageHead("Immigration", immigration);

export default function ImmigrationPage() {
  const text = immigration[useLocale()];
  return <PageHero title={text.hero.title} subtitle={text.hero.subtitle} />;
}
