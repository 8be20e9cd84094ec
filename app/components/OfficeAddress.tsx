import { MapPin } from "lucide-react";
import { OutboundLink } from "~/components/Links";
import { cn } from "~/components/ui/cn";
import { officeConfig } from "~/site/config";
import { addressLines, directionsUrls } from "~/site/contact";
import { useCommonText } from "~/content/common";

/**
 * The office's street address with "Get directions" links to Google Maps and
 * Apple Maps. Plain links: no map is embedded and nothing loads from those
 * sites until the visitor taps one.
 */
export function OfficeAddress({
  className,
  linkClassName,
}: {
  className?: string;
  /** Colours of the directions links for the surface they sit on. */
  linkClassName?: string;
}) {
  const text = useCommonText();
  const [street, city] = addressLines(officeConfig.address);
  const maps = directionsUrls(officeConfig.address);
  const link = cn(
    "inline-flex min-h-11 items-center font-semibold underline sm:min-h-9",
    linkClassName,
  );
  // The links' purpose comes from the words before them in the same line
  // ("Get directions: Google Maps, Apple Maps"), as WCAG 2.4.4 allows.
  return (
    <div className={cn("text-sm", className)}>
      <address className="flex gap-2 not-italic">
        <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          {street}
          <br />
          {city}
        </span>
      </address>
      <p className="flex flex-wrap items-center gap-x-3 pl-6 print:hidden">
        {text.address.directions}:{/* The two links wrap together, never one per line. */}
        <span className="inline-flex gap-x-3">
          <OutboundLink href={maps.google} className={link}>
            Google Maps
          </OutboundLink>
          <OutboundLink href={maps.apple} className={link}>
            Apple Maps
          </OutboundLink>
        </span>
      </p>
    </div>
  );
}
