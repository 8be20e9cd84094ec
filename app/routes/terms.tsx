import { Scale } from "lucide-react";
import {
  LegalBlocks,
  LegalContact,
  LegalDocument,
  type LegalSection,
} from "~/components/LegalDocument";
import { PageNotices } from "~/components/LegalNotices";
import { Notice } from "~/components/Notice";
import { PageHero } from "~/components/PageHero";
import { PageLink } from "~/components/PageLink";
import { defineSection } from "~/content/i18n";
import { termsEn } from "~/content/terms/en";
import { termsEs } from "~/content/terms/es";
import { useLocale } from "~/site/locale";
import { pageHead } from "~/site/seo";

const terms = defineSection(termsEn, termsEs);

export const meta = pageHead("TermsOfService", terms);

export default function TermsOfServicePage() {
  const text = terms[useLocale()];
  const {
    introduction,
    responsibilities,
    intellectualProperty,
    disclaimer,
    limitation,
    governingLaw,
    contact,
    acceptance,
  } = text.sections;

  // The spec's sections, in its order; the ids are the page's anchors.
  const sections: LegalSection[] = [
    {
      id: "introduction",
      ...introduction,
      children: (
        <p>
          <PageLink
            page="PrivacyPolicy"
            className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-950"
          >
            {text.privacyLink}
          </PageLink>
        </p>
      ),
    },
    { id: "responsibilities", ...responsibilities },
    { id: "intellectual-property", ...intellectualProperty },
    {
      id: "disclaimer",
      title: disclaimer.title,
      children: (
        <>
          <Notice tone="warning" title={disclaimer.notice.title}>
            {disclaimer.notice.text}
          </Notice>
          <LegalBlocks blocks={disclaimer.general} />
          <LegalBlocks blocks={disclaimer.clarification} />
          <div className="grid gap-4">
            <PageNotices page="TermsOfService" />
          </div>
        </>
      ),
    },
    { id: "limitation", ...limitation },
    { id: "governing-law", ...governingLaw },
    { id: "contact", ...contact, children: <LegalContact labels={text.contactLabels} /> },
    { id: "acceptance", ...acceptance },
  ];

  return (
    <>
      <PageHero icon={Scale} title={text.hero.title} subtitle={text.hero.subtitle} />
      <LegalDocument
        id="terms"
        tocLabel={text.toc}
        updatedLabel={text.updated}
        sections={sections}
      />
    </>
  );
}
