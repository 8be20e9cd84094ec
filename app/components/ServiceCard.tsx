import { ArrowRight, Check } from "lucide-react";
import { PageLink } from "~/components/Links";
import { BookingButton, BookingDropdown, PriceFrom, priceOf } from "~/components/Booking";
import { Icon } from "~/components/Icon";
import { buttonClass, cn, iconTile } from "~/components/ui/classes";
import type { ServiceCardData } from "~/content/model";
import { useCommonText } from "~/content/common";

interface ServiceCardProps {
  card: ServiceCardData;
  /** The booking button's words when the card has none; "Book now" by default. */
  button?: string;
  /** The tone of the section it sits on: a card is muted on a white one, else white. */
  on?: "white" | "muted" | "brand";
}

/** The one card for a service: title, description, features, facts and how to book. */
export function ServiceCard({ card, button, on }: ServiceCardProps) {
  const text = useCommonText();
  const { icon, title, description, features, booking, options, page, facts, notes } = card;
  const label = card.button ?? button ?? text.bookNow;
  return (
    <article
      className={cn(
        "flex h-full flex-col rounded-2xl p-6 shadow-sm ring-1 ring-black/5 transition-shadow hover:shadow-md",
        on === "white" ? "bg-slate-50" : "bg-white",
      )}
    >
      {icon && (
        <span className={cn(iconTile, "bg-brand-50 text-brand-700")}>
          <Icon name={icon} className="size-6" />
        </span>
      )}
      <h3 className="text-xl font-bold tracking-tight text-balance max-[20rem]:text-lg">{title}</h3>
      <p className="mt-2 text-ink-600">{description}</p>
      {booking && !options && priceOf(booking) !== undefined && (
        <p className="mt-3">
          <PriceFrom booking={booking} />
        </p>
      )}
      {features && features.length > 0 && (
        <ul className="mt-4 grid gap-2 text-sm">
          {features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check className="mt-0.5 size-4 text-brand-600" />
              <span className="min-w-0">{feature}</span>
            </li>
          ))}
        </ul>
      )}
      {facts && (
        <dl className="mt-5 grid gap-3 rounded-xl bg-slate-50 px-4 py-3 text-sm ring-1 ring-black/5">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="flex items-center gap-2 text-xs text-ink-600">
                <Icon name={fact.icon} className="size-4 text-brand-600" />
                {fact.label}
              </dt>
              <dd className="mt-0.5 pl-6 font-semibold text-ink-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {notes?.map((note) => (
        <p key={note.label} className="mt-4 text-sm text-ink-600">
          <strong className="font-semibold text-ink-900">{note.label}</strong> {note.text}
        </p>
      ))}
      {(booking || options || page) && (
        <div className="mt-auto grid gap-2 pt-6">
          {options && <BookingDropdown label={label} context={title} options={options} />}
          {booking && !options && (
            <BookingButton booking={booking} label={label} context={title} className="w-full" />
          )}
          {page && (
            <PageLink page={page} className={buttonClass("ghost", "md", "w-full")}>
              {text.learnMore}
              <span className="sr-only">
                {" "}
                {text.about} {title}
              </span>
              <ArrowRight className="size-4" />
            </PageLink>
          )}
        </div>
      )}
    </article>
  );
}
