import { Phone } from "lucide-react";
import type { ReactNode } from "react";
import { BookingButton } from "~/components/BookingButton";
import { buttonClass } from "~/components/ui/button-styles";
import { officeConfig, type BookingKey } from "~/site/config";
import { useCommonText } from "~/site/locale";

interface CallToActionProps {
  title: string;
  subtitle: string;
  /** A booking page for the main button; omit for a call-only block. */
  booking?: BookingKey;
  bookingLabel?: string;
  /** Replaces the booking button, e.g. an internal link. */
  action?: ReactNode;
}

/** The closing block of a page: one clear next step, plus the phone number. */
export function CallToAction({
  title,
  subtitle,
  booking,
  bookingLabel,
  action,
}: CallToActionProps) {
  const text = useCommonText();
  return (
    <section
      aria-labelledby="cta-title"
      className="bg-gradient-to-br from-brand-800 to-brand-950 py-16 text-white sm:py-20"
    >
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6" data-reveal="">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {title}
        </h2>
        <p className="mt-4 text-lg text-pretty text-brand-100">{subtitle}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {action ??
            (booking && (
              <BookingButton
                booking={booking}
                label={bookingLabel ?? text.bookNow}
                variant="secondary"
                size="lg"
              />
            ))}
          <a href={`tel:${officeConfig.phoneE164}`} className={buttonClass("light", "lg")}>
            <Phone className="size-4" aria-hidden />
            <span className="sr-only">{text.callUs}: </span>
            {officeConfig.phoneDisplay}
          </a>
        </div>
      </div>
    </section>
  );
}
