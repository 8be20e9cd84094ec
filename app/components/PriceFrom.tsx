import { cn } from "~/components/ui/classes";
import { useCommonText } from "~/content/common";
import { officeConfig, type BookingKey } from "~/site/config";
import { formatPrice } from "~/site/format";

export function priceOf(booking: BookingKey): number | undefined {
  return officeConfig.prices.find((price) => price.service === booking)?.from;
}

/** "From $95" for a service whose price the config sets; nothing otherwise. */
export function PriceFrom({ booking, className }: { booking: BookingKey; className?: string }) {
  const text = useCommonText();
  const price = priceOf(booking);
  if (price === undefined) return null;
  return (
    <span className={cn("font-semibold text-brand-800", className)} data-price={booking}>
      {text.priceFrom.replace("{price}", formatPrice(price))}
    </span>
  );
}
