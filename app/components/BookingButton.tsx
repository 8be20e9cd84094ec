import { CalendarCheck } from "lucide-react";
import { OutboundLink } from "~/components/Links";
import { buttonClass, type ButtonSize, type ButtonVariant } from "~/components/ui/classes";
import { bookingUrl, type BookingKey } from "~/site/config";

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
export function BookingButton({ booking, label, context, ...style }: BookingButtonProps) {
  return (
    <OutboundLink
      href={bookingUrl(booking)}
      className={buttonClass(style.variant, style.size, style.className)}
    >
      <CalendarCheck className="size-4 shrink-0" aria-hidden />
      {label}
      {context && <span className="sr-only">: {context}</span>}
    </OutboundLink>
  );
}
