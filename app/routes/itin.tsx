import { BadgeCheck, FilePlus, Receipt, RefreshCw, Users } from "lucide-react";
import { BookingButton } from "~/components/BookingButton";
import { CallToAction } from "~/components/CallToAction";
import { Faq } from "~/components/Faq";
import { PageNotices } from "~/components/LegalNotices";
import { Notice } from "~/components/Notice";
import { NoticeBand } from "~/components/NoticeBand";
import { PageHero } from "~/components/PageHero";
import { Section } from "~/components/Section";
import { ServiceGrid } from "~/components/ServiceGrid";
import type { ServiceCardProps } from "~/components/ServiceCard";
import { Steps } from "~/components/Steps";
import { defineSection } from "~/content/i18n";
import { itinEn } from "~/content/itin/en";
import { itinEs } from "~/content/itin/es";
import { useLocale } from "~/site/locale";
import { pageHead } from "~/site/seo";

const itin = defineSection(itinEn, itinEs);

export const meta = pageHead("ItinServices", itin);

export default function ItinServicesPage() {
  const text = itin[useLocale()];
  const { new: newItin, renewal, family, withReturn } = text.services;

  const services: ServiceCardProps[] = [
    { ...newItin, icon: FilePlus, booking: "itinNew" },
    { ...renewal, icon: RefreshCw, booking: "itinRenewal" },
    { ...family, icon: Users, booking: "itinNew" },
    { ...withReturn, icon: Receipt, booking: "itinNew" },
  ];

  return (
    <>
      <PageHero
        icon={BadgeCheck}
        eyebrow={text.hero.eyebrow}
        title={text.hero.title}
        subtitle={text.hero.subtitle}
        actions={
          <>
            <BookingButton
              booking="itinNew"
              label={text.hero.newButton}
              variant="secondary"
              size="lg"
            />
            <BookingButton
              booking="itinRenewal"
              label={text.hero.renewalButton}
              variant="light"
              size="lg"
            />
          </>
        }
      />

      <NoticeBand>
        <Notice title={text.notice.title}>
          <p>{text.notice.agent}</p>
          <p className="mt-2">{text.notice.documents}</p>
        </Notice>
        <PageNotices page="ItinServices" />
      </NoticeBand>

      <Section
        id="services"
        title={text.services.title}
        subtitle={text.services.subtitle}
        tone="muted"
      >
        <ServiceGrid cards={services} columns={4} />
      </Section>

      <Section id="process" title={text.process.title} subtitle={text.process.subtitle}>
        <Steps steps={text.process.steps} />
      </Section>

      <Section id="faq" title={text.faq.title} subtitle={text.faq.subtitle} tone="muted">
        <Faq items={text.faq.items} />
      </Section>

      <CallToAction
        title={text.cta.title}
        subtitle={text.cta.subtitle}
        booking="itinNew"
        bookingLabel={text.cta.button}
      />
    </>
  );
}
