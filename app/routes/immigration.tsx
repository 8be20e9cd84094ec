import {
  BriefcaseBusiness,
  FileBadge,
  FileText,
  HousePlus,
  IdCard,
  Landmark,
  Plane,
  ScrollText,
  ShieldCheck,
  Umbrella,
  Users,
} from "lucide-react";
import { BookingButton } from "~/components/BookingButton";
import { CallToAction } from "~/components/CallToAction";
import { PageNoticeBand } from "~/components/LegalNotices";
import { Notice } from "~/components/Notice";
import { PageHero } from "~/components/PageHero";
import { Section } from "~/components/Section";
import { ServiceGrid } from "~/components/ServiceGrid";
import type { ServiceCardProps } from "~/components/ServiceCard";
import { Steps } from "~/components/Steps";
import { buttonClass } from "~/components/ui/button-styles";
import { defineSection } from "~/content/i18n";
import { immigrationEn } from "~/content/immigration/en";
import { immigrationEs } from "~/content/immigration/es";
import { useLocale } from "~/site/locale";
import { pageHead } from "~/site/seo";

const immigration = defineSection(immigrationEn, immigrationEs);

export const meta = pageHead("Immigration", immigration);

export default function ImmigrationPage() {
  const text = immigration[useLocale()];
  const s = text.services;

  const cards: ServiceCardProps[] = [
    { ...s.family, icon: Users, booking: "familyPetition" },
    {
      ...s.adjustment,
      icon: HousePlus,
      bookingOptions: [
        { title: s.adjustment.options.general, booking: "adjustmentOfStatus" },
        { title: s.adjustment.options.cuban, booking: "cubanAdjustment" },
      ],
    },
    { ...s.asylum, icon: ShieldCheck, booking: "asylum" },
    { ...s.citizenship, icon: Landmark, booking: "citizenship" },
    { ...s.workPermit, icon: BriefcaseBusiness, booking: "workPermit" },
    { ...s.visas, icon: Plane, booking: "visas" },
    { ...s.cardReplacement, icon: IdCard, booking: "cardReplacement" },
    { ...s.tps, icon: Umbrella, booking: "tps" },
    { ...s.certificate, icon: FileBadge, booking: "certificateOfCitizenship" },
  ];

  return (
    <>
      <PageHero
        icon={ScrollText}
        eyebrow={text.hero.eyebrow}
        title={text.hero.title}
        subtitle={text.hero.subtitle}
        actions={
          <>
            <BookingButton
              booking="immigrationGeneral"
              label={text.hero.book}
              variant="secondary"
              size="lg"
            />
            <a href="#services" className={buttonClass("light", "lg")}>
              <FileText className="size-5" aria-hidden />
              {text.hero.seeServices}
            </a>
          </>
        }
      />

      <PageNoticeBand page="Immigration" />

      <Section id="services" title={s.title} subtitle={s.subtitle} tone="muted">
        <ServiceGrid cards={cards} columns={3} />
        <Notice title={text.advice.title} className="mx-auto mt-10 max-w-4xl">
          <p>{text.advice.text}</p>
        </Notice>
      </Section>

      <Section id="process" title={text.process.title} subtitle={text.process.subtitle}>
        <Steps steps={text.process.steps} />
      </Section>

      <CallToAction
        title={text.cta.title}
        subtitle={text.cta.subtitle}
        booking="immigrationGeneral"
        bookingLabel={text.cta.button}
      />
    </>
  );
}
