import { ArrowDown, FilePen, Handshake, HeartHandshake, IdCard } from "lucide-react";
import { BookingButton } from "~/components/BookingButton";
import { CallToAction } from "~/components/CallToAction";
import { PageNotices } from "~/components/LegalNotices";
import { Notice } from "~/components/Notice";
import { PageHero } from "~/components/PageHero";
import { Section } from "~/components/Section";
import { ServiceGrid } from "~/components/ServiceGrid";
import type { ServiceCardProps } from "~/components/ServiceCard";
import { Steps } from "~/components/Steps";
import { buttonClass } from "~/components/ui/button-styles";
import { defineSection } from "~/content/i18n";
import { marriageEn } from "~/content/marriage/en";
import { marriageEs } from "~/content/marriage/es";
import { useLocale } from "~/site/locale";
import { pageHead } from "~/site/seo";

const marriage = defineSection(marriageEn, marriageEs);

export const meta = pageHead("MarriagesDivorces", marriage);

export default function MarriagesDivorcesPage() {
  const text = marriage[useLocale()];
  const { officiant, divorce, nameChange, prenup } = text.services;

  const services: ServiceCardProps[] = [
    { ...officiant, icon: HeartHandshake, booking: "officiant" },
    { ...divorce, icon: FilePen, booking: "divorce" },
    { ...nameChange, icon: IdCard, booking: "nameChange" },
    { ...prenup, icon: Handshake, booking: "prenup" },
  ];

  return (
    <>
      <PageHero
        icon={HeartHandshake}
        eyebrow={text.hero.eyebrow}
        title={text.hero.title}
        subtitle={text.hero.subtitle}
        actions={
          <>
            <BookingButton
              booking="officiant"
              label={text.hero.book}
              variant="secondary"
              size="lg"
            />
            <a href="#services" className={buttonClass("light", "lg")}>
              <ArrowDown className="size-4" aria-hidden />
              {text.hero.seeServices}
            </a>
          </>
        }
      />

      <Section
        id="services"
        title={text.services.title}
        subtitle={text.services.subtitle}
        tone="muted"
      >
        <ServiceGrid cards={services} columns={2} />
        <div className="mt-10 grid gap-4 lg:grid-cols-2">
          <PageNotices page="MarriagesDivorces" />
          <Notice title={text.notLawFirm.title}>
            <p className="text-sm leading-relaxed">{text.notLawFirm.text}</p>
          </Notice>
        </div>
      </Section>

      <Section id="process" title={text.process.title} subtitle={text.process.subtitle}>
        <Steps steps={text.process.steps} />
      </Section>

      <CallToAction
        title={text.cta.title}
        subtitle={text.cta.subtitle}
        booking="officiant"
        bookingLabel={text.cta.button}
      />
    </>
  );
}
