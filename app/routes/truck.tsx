import {
  BadgeCheck,
  CalendarClock,
  FlaskConical,
  FolderCheck,
  Fuel,
  Languages,
  Layers,
  Receipt,
  Route,
  ShieldCheck,
  Truck,
} from "lucide-react";
import { BookingButton } from "~/components/BookingButton";
import { CallToAction } from "~/components/CallToAction";
import { PageHero } from "~/components/PageHero";
import { PointGrid } from "~/components/PointGrid";
import { Section } from "~/components/Section";
import { ServiceGrid } from "~/components/ServiceGrid";
import type { ServiceCardProps } from "~/components/ServiceCard";
import { defineSection } from "~/content/i18n";
import { truckEn } from "~/content/truck/en";
import { truckEs } from "~/content/truck/es";
import { useLocale } from "~/site/locale";
import { pageHead } from "~/site/seo";

const truck = defineSection(truckEn, truckEs);

export const meta = pageHead("TruckServices", truck);

export default function TruckServicesPage() {
  const text = truck[useLocale()];
  const { ifta, ucr, dot, permits, hvut, drugTesting, bookingLabel } = text.services;

  const services: ServiceCardProps[] = [
    { ...ifta, icon: Fuel, booking: "ifta" },
    { ...ucr, icon: BadgeCheck, booking: "ucr" },
    { ...dot, icon: ShieldCheck, booking: "dot" },
    { ...permits, icon: Route, booking: "permits" },
    { ...hvut, icon: Receipt, booking: "hvut" },
    { ...drugTesting, icon: FlaskConical, booking: "drugTesting" },
  ];

  return (
    <>
      <PageHero
        icon={Truck}
        eyebrow={text.hero.eyebrow}
        title={text.hero.title}
        subtitle={text.hero.subtitle}
        actions={
          <BookingButton
            booking="truckGeneral"
            label={text.hero.button}
            variant="secondary"
            size="lg"
          />
        }
      />

      <Section
        id="services"
        title={text.services.title}
        subtitle={text.services.subtitle}
        tone="muted"
      >
        <ServiceGrid cards={services.map((card) => ({ ...card, bookingLabel }))} columns={3} />
      </Section>

      <Section id="why" title={text.why.title} subtitle={text.why.subtitle}>
        <PointGrid
          points={text.why.points}
          icons={[CalendarClock, Layers, Languages, FolderCheck]}
        />
      </Section>

      <CallToAction
        title={text.cta.title}
        subtitle={text.cta.subtitle}
        booking="truckGeneral"
        bookingLabel={text.cta.button}
      />
    </>
  );
}
