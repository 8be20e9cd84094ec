import { PageHero } from "~/components/PageHero";
import { business } from "~/content/business";
import { useLocale } from "~/site/locale";
import { pageHead } from "~/site/seo";

export const meta = pageHead("BusinessSetup", business);

export default function BusinessSetupPage() {
  const text = business[useLocale()];
  return <PageHero title={text.hero.title} subtitle={text.hero.subtitle} />;
}
