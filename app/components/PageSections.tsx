import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { ArticleList } from "~/components/blog/ArticleList";
import { Newsletter } from "~/components/blog/Newsletter";
import { BookingButton } from "~/components/BookingButton";
import { CallToAction } from "~/components/CallToAction";
import { Faq } from "~/components/Faq";
import { Icon } from "~/components/Icon";
import { LegalDocument } from "~/components/LegalDocument";
import { FloridaNotices } from "~/components/LegalNotices";
import { Notice } from "~/components/Notice";
import { PageHero } from "~/components/PageHero";
import { PointGrid } from "~/components/PointGrid";
import { Reviewed } from "~/components/Reviewed";
import { Section } from "~/components/Section";
import { ServiceCard } from "~/components/ServiceCard";
import { Steps } from "~/components/Steps";
import { Testimonials } from "~/components/Testimonials";
import { buttonClass } from "~/components/ui/button-styles";
import { cn } from "~/components/ui/cn";
import type { PageSection, SectionOf } from "~/content/model";
import type { SitePage } from "~/content/pages";
import { officeConfig } from "~/site/config";
import { useLocale } from "~/site/locale";

type Note = SectionOf<"cards">["note"];

/** Words after a section's list: a boxed note when it has a title, else a line and its button. */
function SectionNote({ note }: { note: Note }) {
  if (!note) return null;
  if (note.title)
    return (
      <Notice title={note.title} className="mx-auto mt-10 max-w-4xl">
        <p>{note.text}</p>
      </Notice>
    );
  return (
    <div className="mt-10 flex flex-col items-center gap-5 text-center">
      <p className="max-w-2xl text-pretty text-ink-700">{note.text}</p>
      {note.booking && note.button && (
        <BookingButton booking={note.booking} label={note.button} size="lg" />
      )}
    </div>
  );
}

const columnClasses = {
  2: "",
  3: "lg:grid-cols-3",
  4: "lg:grid-cols-2 xl:grid-cols-4",
};

/** The band of a page's notices: its own notes, then the Florida notices its words require. */
function NoticesBand(props: {
  notes: SectionOf<"notices">["notes"];
  florida: ReactNode;
  joinsAbove: boolean;
  joinsBelow: boolean;
}) {
  return (
    <div
      className={cn(
        "bg-slate-50 px-4 sm:px-6",
        !props.joinsAbove && "pt-10 sm:pt-14",
        !props.joinsBelow && "pb-14 sm:pb-20",
      )}
    >
      <div className="mx-auto grid max-w-4xl gap-4">
        {props.notes?.map((note) => (
          <Notice key={note.title} title={note.title} tone={note.tone}>
            {note.paragraphs.map((paragraph, i) => (
              <p key={paragraph} className={i > 0 ? "mt-2" : undefined}>
                {paragraph}
              </p>
            ))}
          </Notice>
        ))}
        {props.florida}
      </div>
    </div>
  );
}

/** The anchor of a section: its own, or one made from its kind and place. */
const anchorOf = (section: PageSection, i: number) =>
  ("id" in section && section.id) ||
  (section.type === "newsletter" ? "newsletter" : `${section.type}-${i + 1}`);

const muted = (section: PageSection | undefined) =>
  section !== undefined && "tone" in section && section.tone === "muted";

/** One section of a page, drawn by the component of its kind. */
function PageSectionView(props: {
  section: PageSection;
  id: string;
  services?: string;
  florida: ReactNode;
  joinsAbove: boolean;
  joinsBelow: boolean;
}) {
  const { section, id } = props;
  const head = section as { title?: string; subtitle?: string };
  const tone = "tone" in section ? (section.tone ?? "white") : "white";
  const framed = (children: ReactNode, note?: Note) => (
    <Section id={id} title={head.title} subtitle={head.subtitle} tone={tone}>
      {children}
      <SectionNote note={note} />
    </Section>
  );
  switch (section.type) {
    case "cards":
      return framed(
        <ul className={cn("grid gap-6 md:grid-cols-2", columnClasses[section.columns ?? 3])}>
          {section.cards.map((card) => (
            <li key={card.title}>
              <ServiceCard
                card={card}
                button={section.button}
                tone={tone === "white" ? "muted" : "white"}
              />
            </li>
          ))}
        </ul>,
        section.note,
      );
    case "points":
      return framed(
        <PointGrid
          points={section.points}
          tone={tone === "brand" ? "dark" : "light"}
          columns={section.columns}
        />,
        section.note,
      );
    case "steps":
      return framed(<Steps steps={section.steps} />, section.note);
    case "faq":
      return framed(<Faq items={section.questions} />, section.note);
    case "list":
      return framed(
        section.style === "tiles" ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-7">
            {section.items.map((item) => (
              <li
                key={item}
                className="flex min-h-12 items-center gap-2 rounded-xl bg-slate-50 px-3 py-2 text-sm font-semibold ring-1 ring-black/5"
              >
                <Icon name="globe" className="size-4 shrink-0 text-brand-600" />
                {item}
              </li>
            ))}
          </ul>
        ) : (
          <ul className="mx-auto grid max-w-4xl gap-3 sm:grid-cols-2">
            {section.items.map((item) => (
              <li key={item} className="flex gap-3 rounded-xl bg-slate-50 p-4 ring-1 ring-black/5">
                <Check className="mt-1 size-4 shrink-0 text-brand-600" aria-hidden />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        ),
        section.note,
      );
    case "testimonials":
      return framed(<OfficeTestimonials />);
    case "notices":
      return (
        <NoticesBand
          notes={section.notes}
          florida={props.florida}
          joinsAbove={props.joinsAbove}
          joinsBelow={props.joinsBelow}
        />
      );
    case "cta":
      return (
        <CallToAction
          title={section.title}
          subtitle={section.subtitle}
          booking={section.booking}
          bookingLabel={section.button}
          showAddress={section.address}
          action={
            section.button && !section.booking && props.services ? (
              <a href={`#${props.services}`} className={buttonClass("secondary", "lg")}>
                {section.button}
              </a>
            ) : undefined
          }
        />
      );
    case "legal":
      return <LegalDocument text={section} notices={props.florida} />;
    case "newsletter":
      return (
        <Section id={id} reveal={false}>
          <Newsletter text={section} />
        </Section>
      );
  }
}

/** The office's testimonials, in the page's language. */
function OfficeTestimonials() {
  const locale = useLocale();
  return (
    <Testimonials
      items={officeConfig.testimonials.map((item) => ({
        name: item.name,
        service: item.service[locale],
        comment: item.comment[locale],
        rating: item.rating,
      }))}
    />
  );
}

/**
 * A page of the site, from its file: the hero, the blog's articles on the
 * Blog page, then its sections in order. The Florida notices go where the
 * page puts a notices section (or a legal text's notices block); a page
 * whose words require them and that has none shows them under its hero.
 */
export function PageSections({ page }: { page: SitePage }) {
  const text = page.text[useLocale()];
  const { sections } = text;
  const ids = sections.map(anchorOf);
  const firstCards = sections.findIndex((section) => section.type === "cards");
  const services = firstCards >= 0 ? ids[firstCards] : undefined;
  const florida = <FloridaNotices kinds={page.notices} />;
  const hasPlace = sections.some(
    (section) =>
      section.type === "notices" ||
      (section.type === "legal" &&
        section.parts.some((part) => part.blocks.some((block) => block.type === "notices"))),
  );
  return (
    <>
      <PageHero hero={text.hero} services={services} />
      {page.kind === "blog" && <ArticleList />}
      {!hasPlace && page.notices.length > 0 && (
        <NoticesBand
          notes={undefined}
          florida={florida}
          joinsAbove={false}
          joinsBelow={muted(sections[0])}
        />
      )}
      {sections.map((section, i) => [
        // The review date sits under the facts, before the closing box.
        section.type === "cta" && (
          <Reviewed
            key="reviewed"
            reviewed={text.reviewed}
            sources={text.sources}
            className="mx-auto max-w-4xl px-4 py-8 sm:px-6"
          />
        ),
        <PageSectionView
          key={ids[i]}
          section={section}
          id={ids[i]!}
          services={services}
          florida={florida}
          joinsAbove={muted(sections[i - 1])}
          joinsBelow={muted(sections[i + 1])}
        />,
      ])}
      {!sections.some((section) => section.type === "cta") && (
        <Reviewed
          reviewed={text.reviewed}
          sources={text.sources}
          className="mx-auto max-w-4xl px-4 py-8 sm:px-6"
        />
      )}
    </>
  );
}
