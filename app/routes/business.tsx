import {
  BellRing,
  Briefcase,
  Building,
  Building2,
  FileSignature,
  Hash,
  Landmark,
  Languages,
  MapPin,
  Receipt,
  Store,
  Tag,
} from "lucide-react";
import { BookingButton } from "~/components/BookingButton";
import { CallToAction } from "~/components/CallToAction";
import { PageNotices } from "~/components/LegalNotices";
import { Notice } from "~/components/Notice";
import { PageHero } from "~/components/PageHero";
import { PointGrid } from "~/components/PointGrid";
import { Section } from "~/components/Section";
import { ServiceGrid } from "~/components/ServiceGrid";
import type { ServiceCardProps } from "~/components/ServiceCard";
import { StatsRow } from "~/components/StatsRow";
import { Steps } from "~/components/Steps";
import { defineSection } from "~/content/i18n";
import { businessEn } from "~/content/business/en";
import { businessEs } from "~/content/business/es";
import { useLocale } from "~/site/locale";
import { pageHead } from "~/site/seo";

const business = defineSection(businessEn, businessEs);

export const meta = pageHead("BusinessSetup", business);

export default function BusinessSetupPage() {
  const text = business[useLocale()];
  const s = text.services;
  const e = text.entities;

  const services: ServiceCardProps[] = [
    { ...s.registration, icon: FileSignature, booking: "businessRegistration" },
    { ...s.ein, icon: Hash, booking: "ein" },
    { ...s.licenses, icon: Receipt, booking: "licenses" },
    { ...s.registeredAgent, icon: MapPin, booking: "registeredAgent" },
  ];

  const entities: ServiceCardProps[] = [
    { ...e.llc, icon: Building2 },
    { ...e.corporation, icon: Landmark },
    { ...e.dba, icon: Store },
  ];

  return (
    <>
      <PageHero
        icon={Briefcase}
        eyebrow={text.hero.eyebrow}
        title={text.hero.title}
        subtitle={text.hero.subtitle}
        actions={
          <BookingButton
            booking="businessRegistration"
            label={text.hero.book}
            variant="secondary"
            size="lg"
          />
        }
      >
        <StatsRow stats={text.hero.stats} tone="dark" className="max-w-3xl" />
      </PageHero>

      <Section id="services" title={s.title} subtitle={s.subtitle} tone="muted">
        <ServiceGrid cards={services} columns={2} />
      </Section>

      <Section id="entities" title={e.title} subtitle={e.subtitle}>
        <ServiceGrid cards={entities} columns={2} />
        <Notice title={text.choosing.title} className="mx-auto mt-10 max-w-4xl">
          <p>{text.choosing.text}</p>
        </Notice>
      </Section>

      <Section
        id="process"
        title={text.process.title}
        subtitle={text.process.subtitle}
        tone="muted"
      >
        <Steps steps={text.process.steps} />
      </Section>

      <Section id="why" title={text.why.title} subtitle={text.why.subtitle}>
        <PointGrid points={text.why.points} icons={[Languages, Tag, Building, BellRing]} />
        <div className="mx-auto mt-10 grid max-w-4xl gap-4">
          <PageNotices page="BusinessSetup" />
        </div>
      </Section>

      <CallToAction
        title={text.cta.title}
        subtitle={text.cta.subtitle}
        booking="businessRegistration"
        bookingLabel={text.cta.button}
      />
    </>
  );
}
