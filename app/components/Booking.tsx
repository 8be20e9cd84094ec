import { CalendarCheck, ExternalLink } from "lucide-react";
import { useId } from "react";
import { OutboundLink } from "~/components/Links";
import { PopoverList } from "~/components/ui/PopoverList";
import { buttonClass, cn, type ButtonSize, type ButtonVariant } from "~/components/ui/classes";
import { useCommonText } from "~/content/common";
import { bookingUrl, officeConfig, type BookingKey } from "~/site/config";
import { formatPrice } from "~/site/format";

/** The service's "from" price, where the facts set one. */
export const priceOf = (booking: BookingKey): number | undefined =>
  officeConfig.prices.find((price) => price.service === booking)?.from;

/** "From $95" for a service whose price the config sets; nothing otherwise. */
export function PriceFrom({ booking, className }: { booking: BookingKey; className?: string }) {
  const text = useCommonText();
  const price = priceOf(booking);
  if (price === undefined) return null;
  return (
    <span className={cn("font-semibold text-brand-800", className)} data-price={booking}>
      {text.priceFrom.replaceAll("{price}", formatPrice(price))}
    </span>
  );
}

interface BookingButtonProps {
  booking: BookingKey;
  label: string;
  /** Names the service for screen readers when the label alone is ambiguous. */
  context?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** A button-styled link to one booking page of the scheduler. */
export const BookingButton = ({ booking, label, context, ...style }: BookingButtonProps) => (
  <OutboundLink
    href={bookingUrl(booking)}
    className={buttonClass(style.variant, style.size, style.className)}
  >
    <CalendarCheck className="size-4" />
    {label}
    {context && <span className="sr-only">: {context}</span>}
  </OutboundLink>
);

interface BookingDropdownProps {
  label: string;
  /** Names the service for screen readers, e.g. "Notary services". */
  context: string;
  /** Each with a short word of advice under it when it has a `note` ("see a lawyer first"). */
  options: readonly { title: string; booking: BookingKey; note?: string }[];
}

/** A button that opens the list of a service's booking pages (a PopoverList). */
export const BookingDropdown = ({ label, context, options }: BookingDropdownProps) => (
  <PopoverList
    id={`booking-${useId().replace(/[^\w-]/g, "")}`}
    buttonClassName={buttonClass("primary", "md", "w-full")}
    label={
      <>
        {label}
        <span className="sr-only">: {context}</span>
      </>
    }
  >
    {options.map((option) => (
      <li key={option.title}>
        <OutboundLink
          href={bookingUrl(option.booking)}
          className="flex min-h-11 items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50 focus-visible:bg-brand-50"
        >
          <span>
            {option.title}
            <PriceFrom booking={option.booking} className="ml-2 font-normal text-ink-700" />
          </span>
          <ExternalLink className="size-4 text-ink-600" />
        </OutboundLink>
        {option.note && <p className="px-3 pb-2 text-sm text-ink-700">{option.note}</p>}
      </li>
    ))}
  </PopoverList>
);
