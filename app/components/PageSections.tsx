import { Check, ChevronDown, Quote, Star } from "lucide-react";
import type { ReactNode } from "react";
import { ArticleList } from "~/components/blog/ArticleList";
import { Newsletter } from "~/components/blog/Newsletter";
import { BookingButton } from "~/components/Booking";
import { CallToAction } from "~/components/CallToAction";
import { Icon } from "~/components/Icon";
import { LegalDocument } from "~/components/LegalDocument";
import { FloridaNotice, Notice } from "~/components/Notices";
import { PageHero } from "~/components/PageHero";
import { Reviewed } from "~/components/Reviewed";
import { ServiceCard } from "~/components/ServiceCard";
import { cn, iconTile, sectionHeading } from "~/components/ui/classes";
import { useCommonText } from "~/content/common";
import type { PageSection, SectionOf } from "~/content/model";
import type { SitePage } from "~/content/pages";
import { officeConfig } from "~/site/config";
import { usePage } from "~/site/pages";

/** A white box, for the cards of steps, points, questions and quotes. */
const box = "bg-white shadow-sm ring-1 ring-black/5";
const tones = { white: "", muted: "bg-slate-50", brand: "bg-brand-900 text-white" };
const cardColumns = { 2: "", 3: "lg:grid-cols-3", 4: "lg:grid-cols-2 xl:grid-cols-4" };

interface SectionProps {
  id: string;
  title?: string;
  subtitle?: string;
  tone?: keyof typeof tones;
  /** Whether its parts rise into place as they scroll in (`data-reveal`, app.css). */
  reveal?: boolean;
  className?: string;
  children: ReactNode;
}

/** A page section with the site's spacing, its title and subtitle, and the entry animation. */
function Section({ id, title, subtitle, tone = "white", children, ...rest }: SectionProps) {
  const reveal = rest.reveal === false ? undefined : "";
  const subtitleColor = tone === "brand" ? "text-brand-100" : "text-ink-600";
  return (
    <section
      id={id}
      aria-labelledby={title ? `${id}-title` : undefined}
      className={cn("py-14 sm:py-20", tones[tone], rest.className)}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6" data-reveal={reveal}>
        {title && (
          <header className="mx-auto mb-10 max-w-3xl text-center">
            <h2 id={`${id}-title`} className={sectionHeading}>
              {title}
            </h2>
            {subtitle && (
              <p className={cn("mt-4 text-lg text-pretty", subtitleColor)}>{subtitle}</p>
            )}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}

/** Short reasons, tips or qualities side by side, each with its icon; `dark` on a brand section. */
function Points({ section, dark }: { section: SectionOf<"points">; dark: boolean }) {
  const columns = section.columns === 3 ? "lg:grid-cols-3" : "lg:grid-cols-4";
  const look = dark
    ? { box: "bg-white/10 text-white", icon: "bg-sun-400 text-brand-950", text: "text-brand-100" }
    : { box, icon: "bg-sun-100 text-brand-800", text: "text-ink-600" };
  return (
    <ul className={cn("grid gap-6 sm:grid-cols-2", columns)}>
      {section.points.map((point) => (
        <li key={point.title} className={cn("rounded-2xl p-6", look.box)}>
          {point.icon && (
            <span className={cn(iconTile, look.icon)}>
              <Icon name={point.icon} className="size-6" />
            </span>
          )}
          <h3 className="text-lg font-bold text-balance">{point.title}</h3>
          <p className={cn("mt-2", look.text)}>{point.description}</p>
        </li>
      ))}
    </ul>
  );
}

/** A list of short items: tiles with a globe (languages), or a checklist. */
function Items({ section }: { section: SectionOf<"list"> }) {
  if (section.style === "tiles")
    return (
      // As many tiles a row as 10rem fit: seven on a desktop, two on a phone, one with large text.
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,10rem),1fr))] gap-3">
        {section.items.map((item) => (
          <li
            key={item}
            className="flex min-h-12 items-center gap-2 rounded-xl bg-slate-50 px-3 py-2 text-sm font-semibold ring-1 ring-black/5"
          >
            <Icon name="globe" className="size-4 text-brand-600" />
            {item}
          </li>
        ))}
      </ul>
    );
  return (
    <ul className="mx-auto grid max-w-4xl gap-3 sm:grid-cols-2">
      {section.items.map((item) => (
        <li key={item} className="flex gap-3 rounded-xl bg-slate-50 p-4 ring-1 ring-black/5">
          <Check className="mt-1 size-4 text-brand-600" />
          <span className="min-w-0">{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** The office's client quotes in the page's language, each with its rating read as text. */
function Testimonials() {
  const text = useCommonText();
  const { locale } = usePage();
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {officeConfig.testimonials.map((item) => (
        <li key={item.name}>
          <figure className={cn("flex h-full flex-col rounded-2xl p-6", box)}>
            <p className="flex flex-wrap items-center gap-0.5 text-sun-500">
              {[1, 2, 3, 4, 5].map((n) => (
                <Star
                  key={n}
                  className={n <= item.rating ? "size-5 fill-current" : "size-5 text-slate-300"}
                />
              ))}
              <span className="sr-only">
                {text.ratingLabel.replaceAll("{rating}", String(item.rating))}
              </span>
            </p>
            <blockquote className="mt-4 grow text-ink-700">
              <Quote className="mb-2 size-6 text-brand-200" />
              <p>{item.comment[locale]}</p>
            </blockquote>
            <figcaption className="mt-6">
              <span className="block font-bold">{item.name}</span>
              <span className="text-sm text-ink-600">{item.service[locale]}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

const muted = (section?: { type: string; tone?: string }) => section?.tone === "muted";

/** A page from its file: hero, the blog's articles, its sections; Florida notices where it puts
 * them (else under the hero); the review date before the closing box. */
export function PageSections({ page }: { page: SitePage }) {
  const text = page.text[usePage().locale];
  const { sections } = text;
  const services = sections.find((section) => section.type === "cards")?.id;
  const florida = page.notices.map((kind) => <FloridaNotice key={kind} kind={kind} />);
  // Where the page puts them: a section of notices, or a block of them in a legal text.
  const hasPlace = sections
    .flatMap<{ type: string }>((s) => (s.type === "legal" ? s.parts.flatMap((p) => p.blocks) : s))
    .some((place) => place.type === "notices");
  // The band of the page's notices: its own notes, then the Florida notices its words require;
  // joined to a muted section beside it (`at`: its place among the sections, -1 under the hero).
  const noticesBand = (at: number, notes: SectionOf<"notices">["notes"] = []) => (
    <div
      key={at}
      className={cn(
        "bg-slate-50 px-4 sm:px-6",
        !muted(sections[at - 1]) && "pt-10 sm:pt-14",
        !muted(sections[at + 1]) && "pb-14 sm:pb-20",
      )}
    >
      <div className="mx-auto grid max-w-4xl gap-4">
        {notes.map((note) => (
          <Notice key={note.title} title={note.title} tone={note.tone}>
            {note.paragraphs.map((paragraph, i) => (
              <p key={paragraph} className={i > 0 ? "mt-2" : undefined}>
                {paragraph}
              </p>
            ))}
          </Notice>
        ))}
        {florida}
      </div>
    </div>
  );
  const reviewed = (
    <Reviewed key="reviewed" facts={text} className="mx-auto max-w-4xl px-4 py-8 sm:px-6" />
  );
  const view = (section: PageSection, i: number) => {
    const { id } = section;
    // A listed section's head and note, which a section of cards has all of.
    const { title, subtitle, note, tone = "white" } = section as Partial<SectionOf<"cards">>;
    // Words after a section's list: a boxed note when it has a title, else a line and its button.
    const framed = (children: ReactNode) => (
      <Section key={id} id={id} title={title} subtitle={subtitle} tone={tone}>
        {children}
        {note?.title ? (
          <Notice title={note.title} className="mx-auto mt-10 max-w-4xl">
            <p>{note.text}</p>
          </Notice>
        ) : (
          note && (
            <div className="mt-10 flex flex-col items-center gap-5 text-center">
              <p className="max-w-2xl text-pretty text-ink-700">{note.text}</p>
              {note.booking && note.button && (
                <BookingButton booking={note.booking} label={note.button} size="lg" />
              )}
            </div>
          )
        )}
      </Section>
    );
    switch (section.type) {
      case "cards":
        return framed(
          <ul className={cn("grid gap-6 md:grid-cols-2", cardColumns[section.columns ?? 3])}>
            {section.cards.map((card) => (
              <li key={card.title}>
                <ServiceCard card={card} button={section.button} on={tone} />
              </li>
            ))}
          </ul>,
        );
      case "points":
        return framed(<Points section={section} dark={tone === "brand"} />);
      case "steps":
        return framed(
          <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {section.steps.map((step, i) => (
              <li key={step.title} className={cn("relative rounded-2xl p-6", box)}>
                <span
                  aria-hidden
                  className="flex size-11 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
                >
                  {i + 1}
                </span>
                <h3 className="mt-4 text-lg font-bold text-balance">{step.title}</h3>
                <p className="mt-2 text-ink-600">{step.description}</p>
              </li>
            ))}
          </ol>,
        );
      case "faq":
        // Native <details>: the answers open without JavaScript.
        return framed(
          <div className="mx-auto grid max-w-3xl gap-3">
            {section.questions.map((item) => (
              <details key={item.question} className={cn("group rounded-xl", box)}>
                <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold">
                  <span className="min-w-0">{item.question}</span>
                  <ChevronDown className="size-5 text-brand-700 transition-transform group-open:rotate-180" />
                </summary>
                <p className="px-5 pb-5 text-ink-700">{item.answer}</p>
              </details>
            ))}
          </div>,
        );
      case "list":
        return framed(<Items section={section} />);
      case "testimonials":
        // None to show (the owner removed the samples): no heading over an empty list.
        return officeConfig.testimonials.length > 0 ? framed(<Testimonials />) : null;
      case "notices":
        return noticesBand(i, section.notes);
      case "cta":
        return <CallToAction key={id} {...section} services={services} />;
      case "legal":
        return <LegalDocument key={id} text={section} notices={florida} />;
      case "newsletter":
        return (
          <Section key={id} id={id} reveal={false}>
            <Newsletter text={section} />
          </Section>
        );
    }
  };
  return (
    <>
      <PageHero hero={text.hero} services={services} />
      {page.kind === "blog" && (
        <Section id="articles" tone="muted" reveal={false} className="blog-articles">
          <ArticleList />
        </Section>
      )}
      {!hasPlace && page.notices.length > 0 && noticesBand(-1)}
      {sections.map((section, i) => [section.type === "cta" && reviewed, view(section, i)])}
      {!sections.some((section) => section.type === "cta") && reviewed}
    </>
  );
}
