import { PageHero } from "~/components/PageHero";
import { itin } from "~/content/itin";
import { useLocale } from "~/site/locale";
import { pageHead } from "~/site/seo";

export const meta = pageHead("ItinServices", itin);

export default function ItinServicesPage() {
  const text = itin[useLocale()];
  return <PageHero title={text.hero.title} subtitle={text.hero.subtitle} />;
}
