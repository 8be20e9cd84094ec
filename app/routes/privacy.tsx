import { ShieldCheck } from "lucide-react";
import { LegalContact, LegalDocument, type LegalSection } from "~/components/LegalDocument";
import { PageHero } from "~/components/PageHero";
import { defineSection } from "~/content/i18n";
import { privacyEn } from "~/content/privacy/en";
import { privacyEs } from "~/content/privacy/es";
import { useLocale } from "~/site/locale";
import { pageHead } from "~/site/seo";

const privacy = defineSection(privacyEn, privacyEs);

export const meta = pageHead("PrivacyPolicy", privacy);

export default function PrivacyPolicyPage() {
  const text = privacy[useLocale()];
  const {
    introduction,
    information,
    use,
    sharing,
    cookies,
    retention,
    security,
    acceptance,
    contact,
  } = text.sections;

  // The spec's nine sections, in its order; the ids are the page's anchors.
  const sections: LegalSection[] = [
    { id: "introduction", ...introduction },
    { id: "information", ...information },
    { id: "use", ...use },
    { id: "sharing", ...sharing },
    { id: "cookies", ...cookies },
    { id: "retention", ...retention },
    { id: "security", ...security },
    { id: "acceptance", ...acceptance },
    { id: "contact", ...contact, children: <LegalContact labels={text.contactLabels} /> },
  ];

  return (
    <>
      <PageHero icon={ShieldCheck} title={text.hero.title} subtitle={text.hero.subtitle} />
      <LegalDocument
        id="policy"
        tocLabel={text.toc}
        updatedLabel={text.updated}
        sections={sections}
      />
    </>
  );
}
