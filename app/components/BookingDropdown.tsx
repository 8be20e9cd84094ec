import { ExternalLink } from "lucide-react";
import { useId } from "react";
import { OutboundLink } from "~/components/OutboundLink";
import { PriceFrom } from "~/components/PriceFrom";
import { PopoverList } from "~/components/ui/PopoverList";
import { buttonClass, type ButtonVariant } from "~/components/ui/button-styles";
import { cn } from "~/components/ui/cn";
import { bookingUrl, type BookingKey } from "~/site/config";

export interface BookingOption {
  title: string;
  booking: BookingKey;
  /** A short word of advice shown right under the option ("see a lawyer first"). */
  note?: string;
}

interface BookingDropdownProps {
  label: string;
  /** Names the service for screen readers, e.g. "Notary services". */
  context: string;
  options: readonly BookingOption[];
  variant?: ButtonVariant;
  className?: string;
}

/**
 * A button that opens the list of a service's booking pages: a native
 * popover (disclosure pattern), so it works on the first tap without any
 * script. Escape or a tap elsewhere closes it and focus returns to the button.
 */
export function BookingDropdown({
  label,
  context,
  options,
  variant = "primary",
  className,
}: BookingDropdownProps) {
  return (
    <div className={cn("relative", className)}>
      <PopoverList
        id={`booking-${useId().replace(/[^\w-]/g, "")}`}
        buttonClassName={cn(buttonClass(variant), "w-full")}
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
              <ExternalLink className="size-4 shrink-0 text-ink-600" aria-hidden />
            </OutboundLink>
            {option.note && <p className="px-3 pb-2 text-sm text-ink-700">{option.note}</p>}
          </li>
        ))}
      </PopoverList>
    </div>
  );
}
