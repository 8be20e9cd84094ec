import { MapPin } from "lucide-react";
import { OutboundLink } from "~/components/Links";
import { cn } from "~/components/ui/classes";
import { officeConfig } from "~/site/config";
import { addressLines, directionsUrls } from "~/site/contact";
import { useCommonText } from "~/content/common";

/**
 * The office's address with directions links to Google and Apple Maps: plain links, so nothing
 * loads from those sites until the visitor taps one; `linkClassName` suits them to the surface.
 */
export function OfficeAddress(props: { className: string; linkClassName: string }) {
  const text = useCommonText();
  const [street, city] = addressLines(officeConfig.address);
  const maps = directionsUrls(officeConfig.address);
  const link = cn(
    "inline-flex min-h-11 items-center font-semibold underline sm:min-h-9",
    props.linkClassName,
  );
  // The words before the links say what they are for ("Get directions:"), as WCAG 2.4.4 allows;
  // the two links wrap together, never one per line.
  return (
    <div className={cn("text-sm", props.className)}>
      <address className="flex gap-2 not-italic">
        <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          {street}
          <br />
          {city}
        </span>
      </address>
      <p className="flex flex-wrap items-center gap-x-3 pl-6 print:hidden">
        {text.address.directions}:
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
