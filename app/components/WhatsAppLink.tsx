import type { ReactNode } from "react";
import { OutboundLink } from "~/components/OutboundLink";
import { officeConfig } from "~/site/config";
import { fill, whatsAppUrl } from "~/site/contact";
import { useCommonText } from "~/content/common";
import { sitePage } from "~/content/pages";
import { isArticleId, usePage } from "~/site/pages";

/**
 * The page's WhatsApp chat link: its first message is in the page's language
 * and names what the page is about (its `whatsApp` words) when it says.
 * Null when the office has no WhatsApp number in the config.
 */
export function useWhatsAppUrl(): string | null {
  const text = useCommonText();
  const { page, locale, known } = usePage();
  const service = known && !isArticleId(page) ? sitePage(page).text[locale].whatsApp : undefined;
  const message = fill(service ? text.whatsApp.serviceMessage : text.whatsApp.message, {
    office: officeConfig.officeName,
    service: service ?? "",
  });
  return whatsAppUrl(officeConfig.whatsappE164, message);
}

/** A link that opens a WhatsApp chat with the office (new tab); renders nothing without a number. */
export function WhatsAppLink({ className, children }: { className?: string; children: ReactNode }) {
  const href = useWhatsAppUrl();
  if (!href) return null;
  return (
    <OutboundLink href={href} className={className} data-whatsapp="">
      {children}
    </OutboundLink>
  );
}
