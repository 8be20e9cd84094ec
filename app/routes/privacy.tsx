import { PageHero } from "~/components/PageHero";
import { privacy } from "~/content/privacy";
import { useLocale } from "~/site/locale";
import { pageHead } from "~/site/seo";

export const meta = pageHead("PrivacyPolicy", privacy);

export default function PrivacyPolicyPage() {
  const text = privacy[useLocale()];
  return <PageHero title={text.hero.title} subtitle={text.hero.subtitle} />;
}
