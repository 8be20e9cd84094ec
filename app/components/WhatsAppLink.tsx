import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { OutboundLink } from "~/components/OutboundLink";
import { officeConfig } from "~/site/config";
import { fill, whatsAppUrl } from "~/site/contact";
import { useCommonText } from "~/site/locale";
import { resolvePath, type PageId } from "~/site/pages";

/**
 * The page's WhatsApp chat link: its first message is in the page's language
 * and names the service on a service page. Null when the office has no
 * WhatsApp number in the config.
 */
export function useWhatsAppUrl(): string | null {
  const text = useCommonText();
  const { page, known } = resolvePath(useLocation().pathname);
  const services: Partial<Record<PageId, string>> = text.whatsApp.services;
  const service = known ? services[page] : undefined;
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
