import { PageHero } from "~/components/PageHero";
import { truck } from "~/content/truck";
import { useLocale } from "~/site/locale";
import { pageHead } from "~/site/seo";

export const meta = pageHead("TruckServices", truck);

export default function TruckServicesPage() {
  const text = truck[useLocale()];
  return <PageHero title={text.hero.title} subtitle={text.hero.subtitle} />;
}
