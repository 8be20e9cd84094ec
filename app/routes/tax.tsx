import {
  BookOpen,
  Calculator,
  Check,
  CalendarClock,
  FilePen,
  FolderOpen,
  IdCard,
  Landmark,
  Receipt,
  Users,
  Wallet,
} from "lucide-react";
import { BookingButton } from "~/components/BookingButton";
import { CallToAction } from "~/components/CallToAction";
import { Notice } from "~/components/Notice";
import { NoticeBand } from "~/components/NoticeBand";
import { PageHero } from "~/components/PageHero";
import { PointGrid } from "~/components/PointGrid";
import { Section } from "~/components/Section";
import { ServiceGrid } from "~/components/ServiceGrid";
import type { ServiceCardProps } from "~/components/ServiceCard";
import { StatsRow } from "~/components/StatsRow";
import { defineSection } from "~/content/i18n";
import { taxEn } from "~/content/tax/en";
import { taxEs } from "~/content/tax/es";
import { officeConfig } from "~/site/config";
import { formatLongDate } from "~/site/format";
import { useLocale } from "~/site/locale";
import type { Locale } from "~/site/pages";
import { pageHead } from "~/site/seo";

const tax = defineSection(taxEn, taxEs);

export const meta = pageHead("TaxServices", tax);

/** Fills a tax-season text with the tax year and deadlines from the config, in the page's language. */
function withTaxSeason(text: string, locale: Locale): string {
  const { taxYear, filingDeadline, extendedDeadline } = officeConfig.taxSeason;
  const date = (iso: string) => formatLongDate(new Date(`${iso}T00:00:00Z`), locale);
  return text
    .replaceAll("{taxYear}", String(taxYear))
    .replaceAll("{filingDeadline}", date(filingDeadline))
    .replaceAll("{extendedDeadline}", date(extendedDeadline));
}

export default function TaxServicesPage() {
  const locale = useLocale();
  const text = tax[locale];
  const { personal, business, extensions, amendments, bookkeeping, payroll } = text.services;

  const services: ServiceCardProps[] = [
    { ...personal, icon: Receipt, booking: "taxPersonal" },
    { ...business, icon: Landmark, booking: "taxBusiness" },
    { ...extensions, icon: CalendarClock, booking: "taxPersonal" },
    { ...amendments, icon: FilePen, booking: "taxPersonal" },
    { ...bookkeeping, icon: BookOpen, booking: "taxBusiness" },
    { ...payroll, icon: Users, booking: "taxBusiness" },
  ];

  return (
    <>
      <PageHero
        icon={Calculator}
        eyebrow={text.hero.eyebrow}
        title={text.hero.title}
        subtitle={text.hero.subtitle}
        actions={
          <BookingButton
            booking="taxPersonal"
            label={text.hero.button}
            variant="secondary"
            size="lg"
          />
        }
      >
        <StatsRow stats={text.hero.stats} tone="dark" />
        <p className="mt-3 text-sm text-brand-100">{text.hero.statsNote}</p>
      </PageHero>

      <NoticeBand>
        <Notice title={text.season.title} tone="warning">
          <p>{withTaxSeason(text.season.deadline, locale)}</p>
          <p className="mt-2">{withTaxSeason(text.season.extension, locale)}</p>
        </Notice>
      </NoticeBand>

      <Section
        id="services"
        title={text.services.title}
        subtitle={text.services.subtitle}
        tone="muted"
      >
        <ServiceGrid cards={services} columns={3} />
      </Section>

      <Section id="bring" title={text.bring.title} subtitle={text.bring.subtitle}>
        <ul className="mx-auto grid max-w-4xl gap-3 sm:grid-cols-2">
          {text.bring.items.map((item) => (
            <li key={item} className="flex gap-3 rounded-xl bg-slate-50 p-4 ring-1 ring-black/5">
              <Check className="mt-1 size-4 shrink-0 text-brand-600" aria-hidden />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="tips" title={text.tips.title} subtitle={text.tips.subtitle} tone="muted">
        <PointGrid points={text.tips.points} icons={[FolderOpen, Calculator, IdCard, Wallet]} />
      </Section>

      <CallToAction
        title={text.cta.title}
        subtitle={text.cta.subtitle}
        booking="taxPersonal"
        bookingLabel={text.cta.button}
      />
    </>
  );
}
