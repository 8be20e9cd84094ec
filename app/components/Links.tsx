import { Phone, Star } from "lucide-react";
import type { AnchorHTMLAttributes, ReactNode } from "react";
import { Link, type LinkProps } from "react-router";
import { useCommonText } from "~/content/common";
import { sitePage } from "~/content/pages";
import { officeConfig } from "~/site/config";
import { fill, whatsAppUrl } from "~/site/contact";
import { isArticleId, pagePath, usePage, type PageId } from "~/site/pages";

/** A link to one of the site's pages (and a place on it: `#faq`), in the current page's language. */
export function PageLink({
  page,
  hash = "",
  ...rest
}: Omit<LinkProps, "to"> & { page: PageId; hash?: string }) {
  return <Link to={pagePath(page, usePage().locale) + hash} {...rest} />;
}

type Anchor = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel">;

/** The one way to link to another site: a new tab, no opener, no referrer, announced as such. */
export const OutboundLink = ({ href, children, ...rest }: Anchor & { href: string }) => (
  <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
    {children}
    <span className="sr-only"> {useCommonText().opensInNewTab}</span>
  </a>
);

/** The office's number as a link that dials it, said as "Call us: …" to screen readers. */
export const PhoneLink = ({ className }: { className: string }) => (
  <a href={`tel:${officeConfig.phoneE164}`} className={className}>
    <Phone className="size-4" />
    <span className="sr-only">{useCommonText().callUs}: </span>
    {officeConfig.phoneDisplay}
  </a>
);

/** "Review us on Google": a link, never the reviews (Google's terms forbid copying them). */
export function ReviewLink({ className }: { className: string }) {
  const text = useCommonText();
  if (!officeConfig.reviewUrl) return null;
  return (
    <OutboundLink href={officeConfig.reviewUrl} className={className} data-review-link="">
      <Star className="size-4" />
      {text.review}
    </OutboundLink>
  );
}

/** A WhatsApp chat with the office, its first message naming the page's service; or nothing. */
export function WhatsAppLink({ className, children }: { className: string; children: ReactNode }) {
  const text = useCommonText();
  const { page, locale, known } = usePage();
  const service = known && !isArticleId(page) ? sitePage(page).text[locale].whatsApp : undefined;
  const message = fill(service ? text.whatsApp.serviceMessage : text.whatsApp.message, {
    office: officeConfig.officeName,
    service: service ?? "",
  });
  const href = whatsAppUrl(officeConfig.whatsappE164, message);
  if (!href) return null;
  return (
    <OutboundLink href={href} className={className} data-whatsapp="">
      {children}
    </OutboundLink>
  );
}
