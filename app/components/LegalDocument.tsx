import { Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { PageLink } from "~/components/Links";
import { Notice } from "~/components/Notices";
import { cn } from "~/components/ui/classes";
import type { LegalBlock, SectionOf } from "~/content/model";
import { officeConfig } from "~/site/config";
import { officeDay } from "~/site/contact";
import { dateWords, formatIsoDay } from "~/site/format";
import { usePage } from "~/site/pages";

const link = "font-medium text-brand-800 underline underline-offset-2 hover:text-brand-950";

/** Today's date: the build's day at the office (not UTC's, a day ahead on a Florida evening),
 * which the site script replaces with the visitor's today. */
function TodayDate() {
  const day = officeDay(officeConfig);
  const { locale } = usePage();
  const { months, longDate } = dateWords(locale);
  return (
    <time dateTime={day} data-today="" data-months={months.join("|")} data-pattern={longDate}>
      {formatIsoDay(day, locale)}
    </time>
  );
}

/** One way to reach the office: its icon, what it is, and the address or link. */
const ContactRow = (props: { Icon: LucideIcon; label: string; children: ReactNode }) => (
  <li className="flex items-start gap-3">
    <props.Icon className="mt-0.5 size-5 text-brand-700" />
    <p>
      <span className="block text-sm text-ink-600">{props.label}</span>
      {props.children}
    </p>
  </li>
);

/** One block of a legal part; `notices` are the Florida notices, for a `notices` block. */
function LegalPiece({ block, notices }: { block: LegalBlock; notices: ReactNode }) {
  switch (block.type) {
    case "text":
      return (
        <div className="grid gap-3 leading-relaxed text-ink-700">
          {block.heading && <h3 className="text-lg font-bold text-ink-900">{block.heading}</h3>}
          {block.paragraphs?.map((paragraph) => (
            <p key={paragraph} className="text-pretty">
              {paragraph}
            </p>
          ))}
          {block.list && (
            <ul className="grid list-disc gap-2 pl-6 marker:text-brand-600">
              {block.list.map((item) => (
                <li key={item.term ?? item.text} className="pl-1">
                  {item.term && <strong className="font-semibold text-ink-900">{item.term}</strong>}
                  {item.term && " "}
                  {item.text}
                </li>
              ))}
            </ul>
          )}
        </div>
      );
    case "notice":
      return (
        <Notice tone="warning" title={block.title}>
          {block.text}
        </Notice>
      );
    case "contact": {
      // The office's e-mail, phone and postal address, from the office's facts.
      const { email, phoneE164, phoneDisplay, address, officeName } = officeConfig;
      return (
        <address className="max-w-lg rounded-2xl bg-slate-50 p-5 not-italic ring-1 ring-black/5 sm:p-6">
          <p className="font-bold text-ink-900">{officeName}</p>
          <ul className="mt-4 grid gap-4 text-ink-700">
            <ContactRow Icon={Mail} label={block.email}>
              <a href={`mailto:${email}`} className={cn(link, "break-all")}>
                {email}
              </a>
            </ContactRow>
            <ContactRow Icon={Phone} label={block.phone}>
              <a href={`tel:${phoneE164}`} className={cn(link, "break-all")}>
                {phoneDisplay}
              </a>
            </ContactRow>
            <ContactRow Icon={MapPin} label={block.address}>
              {address.street}
              <br />
              {address.city}, {address.region} {address.postalCode}
            </ContactRow>
          </ul>
        </address>
      );
    }
    case "link":
      return block.page ? (
        <p>
          <PageLink page={block.page} className={link}>
            {block.label}
          </PageLink>
        </p>
      ) : null;
    case "notices":
      return <div className="grid gap-4">{notices}</div>;
  }
}

/** A long legal text (privacy policy, terms): a table of contents beside numbered sections. */
export function LegalDocument({ text, notices }: { text: SectionOf<"legal">; notices: ReactNode }) {
  const { id, toc, updated, parts } = text;
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:grid lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-16">
      <nav
        aria-labelledby={`${id}-toc`}
        className="mb-10 rounded-2xl bg-slate-50 p-5 ring-1 ring-black/5 lg:sticky lg:top-6 lg:mb-0 lg:self-start"
      >
        <p id={`${id}-toc`} className="text-sm font-bold tracking-wider text-ink-600 uppercase">
          {toc}
        </p>
        <ol className="mt-2 grid text-sm sm:grid-cols-2 lg:grid-cols-1">
          {parts.map((part, i) => (
            <li key={part.id}>
              <a
                href={`#${part.id}`}
                className="flex min-h-11 items-start gap-2 rounded-lg px-2 py-2 leading-snug font-medium text-brand-800 hover:bg-white hover:underline"
              >
                <span className="w-5 shrink-0 text-ink-600 tabular-nums">{i + 1}.</span>
                <span className="min-w-0">{part.title}</span>
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="max-w-3xl">
        <p className="text-sm font-medium text-ink-600">
          {updated} <TodayDate />
        </p>
        <div id={id} className="mt-8 grid gap-10">
          {parts.map((part, i) => (
            <section
              key={part.id}
              id={part.id}
              aria-labelledby={`${part.id}-title`}
              className={cn(i > 0 && "border-t border-slate-200 pt-10")}
            >
              <h2
                id={`${part.id}-title`}
                className="flex gap-3 text-2xl font-bold tracking-tight text-balance max-[20rem]:text-xl"
              >
                <span className="text-brand-700 tabular-nums">{i + 1}.</span>
                <span className="min-w-0">{part.title}</span>
              </h2>
              <div className="mt-4 grid gap-5">
                {part.blocks.map((block, b) => (
                  <LegalPiece key={b} block={block} notices={notices} />
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
