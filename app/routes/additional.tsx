import { PageHero } from "~/components/PageHero";
import { additionalServices } from "~/content/additionalServices";
import { useLocale } from "~/site/locale";
import { pageHead } from "~/site/seo";

export const meta = pageHead("AdditionalServices", additionalServices);

export default function AdditionalServicesPage() {
  const text = additionalServices[useLocale()];
  return <PageHero title={text.hero.title} subtitle={text.hero.subtitle} />;
}
