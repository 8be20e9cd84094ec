import { PageHero } from "~/components/PageHero";
import { notary } from "~/content/notary";
import { useLocale } from "~/site/locale";
import { pageHead } from "~/site/seo";

export const meta = pageHead("NotaryPublic", notary);

export default function NotaryPublicPage() {
  const text = notary[useLocale()];
  return <PageHero title={text.hero.title} subtitle={text.hero.subtitle} />;
}
