import { ArrowRight, Check, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { BookingButton } from "~/components/BookingButton";
import { BookingDropdown, type BookingOption } from "~/components/BookingDropdown";
import { PageLink } from "~/components/PageLink";
import { PriceFrom, priceOf } from "~/components/PriceFrom";
import { buttonClass } from "~/components/ui/button-styles";
import { cn } from "~/components/ui/cn";
import type { BookingKey } from "~/site/config";
import { useCommonText } from "~/content/use-common-text";
import type { PageId } from "~/site/pages";

export interface ServiceCardProps {
  title: string;
  description: string;
  features?: readonly string[];
  icon?: LucideIcon;
  /** One booking page: the card shows a button to it. */
  booking?: BookingKey;
  /** Several booking pages: the card shows a dropdown of them. */
  bookingOptions?: readonly BookingOption[];
  /** Button text; "Book now" by default. */
  bookingLabel?: string;
  /** An internal page with more about the service ("Learn more"). */
  page?: PageId;
  /** Extra facts under the features (e.g. languages and turnaround). */
  details?: ReactNode;
  /** "muted" for cards on a white section. */
  tone?: "white" | "muted";
  className?: string;
}

/** The one card for a service: title, description, features and how to book. */
export function ServiceCard({
  title,
  description,
  features,
  icon: Icon,
  booking,
  bookingOptions,
  bookingLabel,
  page,
  details,
  tone = "white",
  className,
}: ServiceCardProps) {
  const text = useCommonText();
  const label = bookingLabel ?? text.bookNow;
  return (
    <article
      className={cn(
        "flex h-full flex-col rounded-2xl p-6 shadow-sm ring-1 ring-black/5 transition-shadow hover:shadow-md",
        tone === "white" ? "bg-white" : "bg-slate-50",
        className,
      )}
    >
      {Icon && (
        <span className="mb-4 flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon className="size-6" aria-hidden />
        </span>
      )}
      <h3 className="text-xl font-bold tracking-tight">{title}</h3>
      <p className="mt-2 text-ink-600">{description}</p>
      {booking && !bookingOptions?.length && priceOf(booking) !== undefined && (
        <p className="mt-3">
          <PriceFrom booking={booking} />
        </p>
      )}
      {features && features.length > 0 && (
        <ul className="mt-4 grid gap-2 text-sm">
          {features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      )}
      {details}
      {(booking || bookingOptions?.length || page) && (
        <div className="mt-auto grid gap-2 pt-6">
          {bookingOptions && bookingOptions.length > 0 ? (
            <BookingDropdown label={label} context={title} options={bookingOptions} />
          ) : (
            booking && (
              <BookingButton booking={booking} label={label} context={title} className="w-full" />
            )
          )}
          {page && (
            <PageLink page={page} className={buttonClass("ghost", "md", "w-full")}>
              {text.learnMore}
              <span className="sr-only">
                {" "}
                {text.about} {title}
              </span>
              <ArrowRight className="size-4" aria-hidden />
            </PageLink>
          )}
        </div>
      )}
    </article>
  );
}
