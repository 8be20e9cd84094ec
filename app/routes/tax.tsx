import { PageHero } from "~/components/PageHero";
import { tax } from "~/content/tax";
import { useLocale } from "~/site/locale";
import { pageHead } from "~/site/seo";

export const meta = pageHead("TaxServices", tax);

export default function TaxServicesPage() {
  const text = tax[useLocale()];
  return <PageHero title={text.hero.title} subtitle={text.hero.subtitle} />;
}
