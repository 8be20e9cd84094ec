import type { ReactNode } from "react";
import { OutboundLink } from "~/components/OutboundLink";
import { officeConfig } from "~/site/config";
import { fill, whatsAppUrl } from "~/site/contact";
import { useCommonText } from "~/content/common";
import { sitePage } from "~/content/pages";
import { isArticleId, usePage } from "~/site/pages";

/**
 * A link that opens a WhatsApp chat with the office (new tab), its first message in the page's
 * language naming the page's service (its `whatsApp` words); nothing without a number.
 */
export function WhatsAppLink({ className, children }: { className?: string; children: ReactNode }) {
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
