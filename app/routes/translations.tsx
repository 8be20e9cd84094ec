import {
  Briefcase,
  Clock,
  FileSearch,
  FileText,
  Globe,
  GraduationCap,
  Languages,
  Lock,
  MonitorSmartphone,
  Plane,
  Scale,
  SearchCheck,
  Stethoscope,
  User,
  UserCheck,
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
import { defineSection } from "~/content/i18n";
import { translationsEn } from "~/content/translations/en";
import { translationsEs } from "~/content/translations/es";
import { useLocale } from "~/site/locale";
import { pageHead } from "~/site/seo";

const translations = defineSection(translationsEn, translationsEs);

export const meta = pageHead("Translations", translations);

type TranslationText = (typeof translations)["en"];

/** Languages and turnaround of one kind of translation, as a small description list. */
function TranslationDetails({
  text,
  turnaround,
}: {
  text: TranslationText["services"];
  turnaround: string;
}) {
  const rows = [
    { icon: Languages, label: text.detailLabels.languages, value: text.languagesValue },
    { icon: Clock, label: text.detailLabels.turnaround, value: turnaround },
  ];
  return (
    <dl className="mt-5 grid gap-3 rounded-xl bg-slate-50 px-4 py-3 text-sm ring-1 ring-black/5">
      {rows.map(({ icon: Icon, label, value }) => (
        <div key={label}>
          <dt className="flex items-center gap-2 text-xs text-ink-600">
            <Icon className="size-4 shrink-0 text-brand-600" aria-hidden />
            {label}
          </dt>
          <dd className="mt-0.5 pl-6 font-semibold text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function TranslationsPage() {
  const text = translations[useLocale()];
  const s = text.services;

  const kinds = [
    { ...s.legal, icon: Scale },
    { ...s.immigration, icon: Plane },
    { ...s.academic, icon: GraduationCap },
    { ...s.business, icon: Briefcase },
    { ...s.medical, icon: Stethoscope },
    { ...s.personal, icon: User },
    { ...s.general, icon: FileText },
    { ...s.localization, icon: MonitorSmartphone },
  ];
  const cards: ServiceCardProps[] = kinds.map(({ turnaround, ...card }) => ({
    ...card,
    booking: "translationQuote",
    bookingLabel: s.quote,
    details: <TranslationDetails text={s} turnaround={turnaround} />,
  }));

  return (
    <>
      <PageHero
        icon={Languages}
        eyebrow={text.hero.eyebrow}
        title={text.hero.title}
        subtitle={text.hero.subtitle}
        actions={
          <BookingButton
            booking="translationQuote"
            label={text.hero.quote}
            variant="secondary"
            size="lg"
          />
        }
      >
        <StatsRow stats={text.hero.stats} tone="dark" className="max-w-3xl" />
      </PageHero>

      <div className="mx-auto grid max-w-7xl gap-4 px-4 py-8 sm:px-6 sm:py-10">
        <Notice title={text.notice.title}>
          <p>{text.notice.text}</p>
        </Notice>
        <PageNotices page="Translations" />
      </div>

      <Section id="services" title={s.title} subtitle={s.subtitle} tone="muted">
        <ServiceGrid cards={cards} columns={2} />
      </Section>

      <Section id="languages" title={text.languages.title} subtitle={text.languages.subtitle}>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-7">
          {text.languages.items.map((language) => (
            <li
              key={language}
              className="flex min-h-12 items-center gap-2 rounded-xl bg-slate-50 px-3 py-2 text-sm font-semibold ring-1 ring-black/5"
            >
              <Globe className="size-4 shrink-0 text-brand-600" aria-hidden />
              {language}
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="quality"
        title={text.quality.title}
        subtitle={text.quality.subtitle}
        tone="muted"
      >
        <PointGrid
          points={text.quality.points}
          icons={[UserCheck, SearchCheck, FileSearch, Lock]}
        />
      </Section>

      <CallToAction
        title={text.cta.title}
        subtitle={text.cta.subtitle}
        booking="translationQuote"
        bookingLabel={text.cta.button}
      />
    </>
  );
}
