import { Mail, MapPin } from "lucide-react";
import { OutboundLink, PhoneLink, WhatsAppLink } from "~/components/Links";
import { FacebookIcon, InstagramIcon, TikTokIcon, WhatsAppIcon } from "~/components/icons/brands";
import { cn } from "~/components/ui/classes";
import { officeConfig } from "~/site/config";
import { addressLines, directionsUrls } from "~/site/contact";
import { useCommonText } from "~/content/common";

// The office's mark, name, address and ways to reach it, for the header, footer and closing box.
const linkClass = "inline-flex min-h-11 items-center gap-2 hover:underline";

/** Phone, e-mail and WhatsApp links; `compact` hides the e-mail and WhatsApp words on phones. */
export function ContactLinks({ compact, className }: { compact?: boolean; className?: string }) {
  const text = useCommonText();
  const shortOnPhones = cn(compact && "sr-only sm:not-sr-only");
  // An icon alone on phones is still a 44-pixel target.
  const iconOnPhones = cn(linkClass, compact && "min-w-11 justify-center sm:justify-start");
  return (
    <ul
      className={cn("flex flex-wrap items-center", compact ? "sm:gap-x-4" : "gap-x-4", className)}
    >
      <li>
        <PhoneLink className={linkClass} />
      </li>
      <li>
        <a href={`mailto:${officeConfig.email}`} className={iconOnPhones}>
          <Mail className="size-4" />
          <span className="sr-only">{text.emailUs}: </span>
          {/* An address wider than a phone with large text breaks rather than widen the page. */}
          <span className={cn(shortOnPhones, "wrap-anywhere")}>{officeConfig.email}</span>
        </a>
      </li>
      {officeConfig.whatsappE164 && (
        <li>
          <WhatsAppLink className={iconOnPhones}>
            <WhatsAppIcon className="size-4" />
            <span className={shortOnPhones}>{text.whatsApp.name}</span>
          </WhatsAppLink>
        </li>
      )}
    </ul>
  );
}

/** The address with directions links (plain links: nothing loads from the maps until a tap);
 * `dark`: light blue with white links, on the footer's and the closing box's dark blue. */
export function OfficeAddress(props: { className: string; dark?: boolean }) {
  const [street, city] = addressLines(officeConfig.address);
  const maps = directionsUrls(officeConfig.address);
  const link = cn(
    "inline-flex min-h-11 items-center font-semibold underline sm:min-h-9",
    props.dark ? "text-white hover:text-sun-300" : "text-brand-700 hover:text-brand-900",
  );
  // "Get directions:" names the links' purpose (WCAG 2.4.4); the two wrap together.
  return (
    <div className={cn("text-sm", props.className, props.dark && "text-brand-100")}>
      <address className="flex gap-2 not-italic">
        <MapPin className="mt-0.5 size-4" />
        <span className="min-w-0">
          {street}
          <br />
          {city}
        </span>
      </address>
      <p className="flex flex-wrap items-center gap-x-3 pl-6 print:hidden">
        {useCommonText().address.directions}:
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

const icons = { facebook: FacebookIcon, instagram: InstagramIcon, tiktok: TikTokIcon };
const networkLink = "inline-flex size-11 items-center justify-center rounded-md";
/** The networks the office has a profile on, in the icons' order. */
export const networks = (Object.entries(icons) as [keyof typeof icons, typeof FacebookIcon][])
  .map(([network, Icon]) => ({ network, Icon, href: officeConfig.social[network] }))
  .filter((profile): profile is typeof profile & { href: string } => Boolean(profile.href));

/** The office's social profiles as icon links, each named for screen readers; none, no list. */
export function SocialLinks(props: { className: string; linkClassName: string }) {
  const text = useCommonText();
  if (networks.length === 0) return null;
  return (
    <ul className={cn("flex items-center gap-1", props.className)}>
      {networks.map(({ network, Icon, href }) => (
        <li key={network}>
          <OutboundLink href={href} className={cn(networkLink, props.linkClassName)}>
            <Icon />
            <span className="sr-only">{text.socialNames[network]}</span>
          </OutboundLink>
        </li>
      ))}
    </ul>
  );
}

/** The office mark: a sun over a document, drawn inline so it costs no request. */
export const LogoMark = () => (
  <svg viewBox="0 0 48 48" width={40} height={40} aria-hidden focusable="false" className="size-10">
    <rect width="48" height="48" rx="12" fill="#1a4f8f" />
    <circle cx="24" cy="21" r="8" fill="#f9c23c" />
    <g stroke="#f9c23c" strokeWidth="2.5" strokeLinecap="round">
      <path d="M24 6.5v3.5M24 32v3.5M9.5 21H13M35 21h3.5M13.7 10.7l2.5 2.5M31.8 28.8l2.5 2.5M34.3 10.7l-2.5 2.5M16.2 28.8l-2.5 2.5" />
    </g>
    <path d="M10 39.5h28" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
  </svg>
);

/** The mark and the office's name, as the header shows them. */
export const Logo = () => (
  <span className="flex items-center gap-2.5">
    <LogoMark />
    {/* A name wider than a phone with large text breaks rather than widen the page. */}
    <span className="text-lg leading-tight font-bold tracking-tight wrap-anywhere text-brand-900">
      {officeConfig.officeName}
    </span>
  </span>
);
