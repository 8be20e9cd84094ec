import { PageHero } from "~/components/PageHero";
import { translations } from "~/content/translations";
import { useLocale } from "~/site/locale";
import { pageHead } from "~/site/seo";

export const meta = pageHead("Translations", translations);

export default function TranslationsPage() {
  const text = translations[useLocale()];
  return <PageHero title={text.hero.title} subtitle={text.hero.subtitle} />;
}
