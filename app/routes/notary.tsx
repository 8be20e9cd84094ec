import {
  CalendarClock,
  FileCheck,
  Globe,
  House,
  IdCard,
  MapPin,
  ShieldCheck,
  Stamp,
  Users,
} from "lucide-react";
import { BookingButton } from "~/components/BookingButton";
import { CallToAction } from "~/components/CallToAction";
import { PageNoticeBand } from "~/components/LegalNotices";
import { PageHero } from "~/components/PageHero";
import { PointGrid } from "~/components/PointGrid";
import { Section } from "~/components/Section";
import { ServiceGrid } from "~/components/ServiceGrid";
import type { ServiceCardProps } from "~/components/ServiceCard";
import { StatsRow } from "~/components/StatsRow";
import { defineSection } from "~/content/i18n";
import { notaryEn } from "~/content/notary/en";
import { notaryEs } from "~/content/notary/es";
import { useLocale } from "~/site/locale";
import { pageHead } from "~/site/seo";

const notary = defineSection(notaryEn, notaryEs);

export const meta = pageHead("NotaryPublic", notary);

export default function NotaryPublicPage() {
  const text = notary[useLocale()];
  const { notarization, apostille, idCertification, loanSigning } = text.services;
  const { identification, documents, presence } = text.requirements;

  const services: ServiceCardProps[] = [
    { ...notarization, icon: Stamp, booking: "notary" },
    { ...apostille, icon: Globe, booking: "apostille" },
    { ...idCertification, icon: IdCard, booking: "idCertification" },
    { ...loanSigning, icon: House, booking: "loanSigning" },
  ];

  const requirements: ServiceCardProps[] = [
    {
      title: identification.title,
      description: identification.description,
      features: identification.items,
      icon: IdCard,
    },
    {
      title: documents.title,
      description: documents.description,
      features: documents.items,
      icon: FileCheck,
    },
    {
      title: presence.title,
      description: presence.description,
      features: presence.items,
      icon: Users,
    },
  ];

  return (
    <>
      <PageHero
        icon={Stamp}
        eyebrow={text.hero.eyebrow}
        title={text.hero.title}
        subtitle={text.hero.subtitle}
        actions={
          <BookingButton booking="notary" label={text.hero.button} variant="secondary" size="lg" />
        }
      >
        <StatsRow stats={text.hero.stats} tone="dark" />
      </PageHero>

      <PageNoticeBand page="NotaryPublic" />

      <Section
        id="services"
        title={text.services.title}
        subtitle={text.services.subtitle}
        tone="muted"
      >
        <ServiceGrid cards={services} columns={2} />
      </Section>

      <Section
        id="requirements"
        title={text.requirements.title}
        subtitle={text.requirements.subtitle}
      >
        <ServiceGrid
          cards={requirements.map((card) => ({ ...card, tone: "muted" as const }))}
          columns={3}
        />
      </Section>

      <Section
        id="mobile-notary"
        title={text.mobile.title}
        subtitle={text.mobile.subtitle}
        tone="muted"
      >
        <PointGrid
          points={text.mobile.points}
          icons={[MapPin, CalendarClock, ShieldCheck]}
          columns={3}
        />
        <div className="mt-10 flex flex-col items-center gap-5 text-center">
          <p className="max-w-2xl text-pretty text-ink-700">{text.mobile.fees}</p>
          <BookingButton booking="notary" label={text.mobile.button} size="lg" />
        </div>
      </Section>

      <CallToAction
        title={text.cta.title}
        subtitle={text.cta.subtitle}
        booking="notary"
        bookingLabel={text.cta.button}
      />
    </>
  );
}
