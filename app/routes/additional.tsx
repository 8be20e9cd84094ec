import {
  ArrowDown,
  ClipboardList,
  Languages,
  Phone,
  Receipt,
  Send,
  Stamp,
  Store,
} from "lucide-react";
import { CallToAction } from "~/components/CallToAction";
import { PageNoticeBand } from "~/components/LegalNotices";
import { PageHero } from "~/components/PageHero";
import { PointGrid } from "~/components/PointGrid";
import { Section } from "~/components/Section";
import { ServiceCard } from "~/components/ServiceCard";
import { buttonClass } from "~/components/ui/button-styles";
import { defineSection } from "~/content/i18n";
import { additionalServicesEn } from "~/content/additionalServices/en";
import { additionalServicesEs } from "~/content/additionalServices/es";
import { officeConfig } from "~/site/config";
import { useLocale } from "~/site/locale";
import { pageHead } from "~/site/seo";

const additionalServices = defineSection(additionalServicesEn, additionalServicesEs);

export const meta = pageHead("AdditionalServices", additionalServices);

/** A short labeled note under a card's features. */
function CardNote({ note }: { note: { label: string; text: string } }) {
  return (
    <p className="mt-4 text-sm text-ink-600">
      <strong className="font-semibold text-ink-900">{note.label}</strong> {note.text}
    </p>
  );
}

export default function AdditionalServicesPage() {
  const text = additionalServices[useLocale()];
  const { administrative, financial, legal } = text.services;

  return (
    <>
      <PageHero
        icon={ClipboardList}
        eyebrow={text.hero.eyebrow}
        title={text.hero.title}
        subtitle={text.hero.subtitle}
        actions={
          <>
            <a href="#services" className={buttonClass("secondary", "lg")}>
              <ArrowDown className="size-4" aria-hidden />
              {text.hero.seeServices}
            </a>
            <a href={`tel:${officeConfig.phoneE164}`} className={buttonClass("light", "lg")}>
              <Phone className="size-4" aria-hidden />
              {text.hero.call} {officeConfig.phoneDisplay}
            </a>
          </>
        }
      />

      <PageNoticeBand page="AdditionalServices" />

      <Section
        id="services"
        title={text.services.title}
        subtitle={text.services.subtitle}
        tone="muted"
      >
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          <li>
            <ServiceCard
              title={administrative.title}
              description={administrative.description}
              features={administrative.features}
              icon={ClipboardList}
            />
          </li>
          <li>
            <ServiceCard
              title={financial.title}
              description={financial.description}
              features={financial.features}
              icon={Send}
              details={
                <>
                  <CardNote note={financial.countries} />
                  <CardNote note={financial.coverage} />
                </>
              }
            />
          </li>
          <li>
            <ServiceCard
              title={legal.title}
              description={legal.description}
              features={legal.features}
              icon={Stamp}
              booking="apostille"
              bookingLabel={legal.bookingLabel}
              details={<CardNote note={legal.guidance} />}
            />
          </li>
        </ul>
      </Section>

      <Section id="why" title={text.why.title} subtitle={text.why.subtitle}>
        <PointGrid points={text.why.points} icons={[Store, Languages, Receipt]} columns={3} />
      </Section>

      <CallToAction title={text.cta.title} subtitle={text.cta.subtitle} />
    </>
  );
}
