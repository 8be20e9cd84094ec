import {
  Award,
  BadgeCheck,
  Briefcase,
  Calculator,
  FileText,
  Heart,
  Languages,
  Lock,
  ScrollText,
  Stamp,
  Truck,
  Users,
  Zap,
} from "lucide-react";
import { CallToAction } from "~/components/CallToAction";
import { PageNotices } from "~/components/LegalNotices";
import { PageHero } from "~/components/PageHero";
import { ResponsiveImage } from "~/components/ResponsiveImage";
import { PointGrid } from "~/components/PointGrid";
import { Section } from "~/components/Section";
import { ServiceGrid } from "~/components/ServiceGrid";
import type { ServiceCardProps } from "~/components/ServiceCard";
import { Testimonials } from "~/components/Testimonials";
import { buttonClass } from "~/components/ui/button-styles";
import { defineSection } from "~/content/i18n";
import { homeEn } from "~/content/home/en";
import { homeEs } from "~/content/home/es";
import { officeConfig } from "~/site/config";
import { useLocale } from "~/site/locale";
import { pageHead } from "~/site/seo";

const home = defineSection(homeEn, homeEs);

export const meta = pageHead("Home", home);

export default function HomePage() {
  const locale = useLocale();
  const text = home[locale];
  const { notary, tax, immigration } = text.services;
  const { itin, translation, business, marriage, truck } = text.additional;

  const mainServices: ServiceCardProps[] = [
    {
      ...notary,
      icon: Stamp,
      page: "NotaryPublic",
      bookingOptions: [
        { title: notary.options.general, booking: "notary" },
        { title: notary.options.certify, booking: "certifyDocuments" },
        { title: notary.options.apostille, booking: "apostille" },
      ],
    },
    {
      ...tax,
      icon: Calculator,
      page: "TaxServices",
      bookingOptions: [
        { title: tax.options.personal, booking: "taxPersonal" },
        { title: tax.options.business, booking: "taxBusiness" },
      ],
    },
    {
      ...immigration,
      icon: ScrollText,
      page: "Immigration",
      bookingOptions: [
        { title: immigration.options.general, booking: "immigrationGeneral" },
        { title: immigration.options.asylum, booking: "asylum", note: immigration.asylumNote },
        { title: immigration.options.citizenship, booking: "citizenship" },
        { title: immigration.options.adjustment, booking: "adjustmentOfStatus" },
        { title: immigration.options.tps, booking: "tps" },
      ],
    },
  ];

  const additionalServices: ServiceCardProps[] = [
    {
      ...itin,
      icon: BadgeCheck,
      page: "ItinServices",
      bookingOptions: [
        { title: itin.options.new, booking: "itinNew" },
        { title: itin.options.renewal, booking: "itinRenewal" },
      ],
    },
    { ...translation, icon: Languages, page: "Translations" },
    {
      ...business,
      icon: Briefcase,
      page: "BusinessSetup",
      bookingOptions: [
        { title: business.options.registration, booking: "businessRegistration" },
        { title: business.options.ein, booking: "ein" },
      ],
    },
    {
      ...marriage,
      icon: Heart,
      page: "MarriagesDivorces",
      bookingOptions: [
        { title: marriage.options.officiant, booking: "officiant" },
        { title: marriage.options.divorce, booking: "divorce" },
        { title: marriage.options.nameChange, booking: "nameChange" },
      ],
    },
    {
      ...truck,
      icon: Truck,
      page: "TruckServices",
      bookingOptions: [
        { title: truck.options.general, booking: "truckGeneral" },
        { title: truck.options.ifta, booking: "ifta" },
        { title: truck.options.irpFirst, booking: "irpFirstTime" },
        { title: truck.options.irpRenewal, booking: "irpRenewal" },
        { title: truck.options.interstate, booking: "interstatePermits" },
        { title: truck.options.special, booking: "specialPermits" },
      ],
    },
  ];

  return (
    <>
      <PageHero
        eyebrow={text.hero.eyebrow}
        title={text.hero.title}
        subtitle={text.hero.subtitle}
        actions={
          <a href="#services" className={buttonClass("secondary", "lg")}>
            <FileText className="size-5" aria-hidden />
            {text.hero.primary}
          </a>
        }
        aside={
          <ResponsiveImage
            name="home/office-logo"
            alt={text.hero.logoAlt}
            sizes="(min-width: 1024px) 320px, 224px"
            priority
            className="mx-auto size-40 sm:size-56 lg:size-80"
          />
        }
        asideOnMobile
      />

      <Section
        id="services"
        title={text.services.title}
        subtitle={text.services.subtitle}
        tone="muted"
      >
        <ServiceGrid cards={mainServices} columns={3} />
        <p className="mx-auto mt-8 max-w-3xl text-center text-pretty text-ink-700">
          {text.services.governmentFees}
        </p>
        <div className="mx-auto mt-10 grid max-w-4xl gap-4">
          <PageNotices page="Home" />
        </div>
      </Section>

      <Section id="more-services" title={text.additional.title} subtitle={text.additional.subtitle}>
        <ServiceGrid
          cards={additionalServices.map((card) => ({ ...card, tone: "muted" as const }))}
          columns={3}
        />
      </Section>

      <Section id="why-us" title={text.why.title} subtitle={text.why.subtitle} tone="brand">
        <PointGrid points={text.why.points} icons={[Users, Lock, Zap, Award]} tone="dark" />
      </Section>

      <Section id="testimonials" title={text.testimonials.title} tone="muted">
        <Testimonials
          items={officeConfig.testimonials.map((item) => ({
            name: item.name,
            service: item.service[locale],
            comment: item.comment[locale],
            rating: item.rating,
          }))}
        />
      </Section>

      <CallToAction
        title={text.cta.title}
        subtitle={text.cta.subtitle}
        showAddress
        action={
          <a href="#services" className={buttonClass("secondary", "lg")}>
            {text.cta.button}
          </a>
        }
      />
    </>
  );
}
