import { PageHero } from "~/components/PageHero";
import { terms } from "~/content/terms";
import { useLocale } from "~/site/locale";
import { pageHead } from "~/site/seo";

export const meta = pageHead("TermsOfService", terms);

export default function TermsOfServicePage() {
  const text = terms[useLocale()];
  return <PageHero title={text.hero.title} subtitle={text.hero.subtitle} />;
}
