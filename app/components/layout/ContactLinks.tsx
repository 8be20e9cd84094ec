import { Mail, Phone } from "lucide-react";
import { WhatsAppIcon } from "~/components/icons/brands";
import { cn } from "~/components/ui/cn";
import { WhatsAppLink } from "~/components/WhatsAppLink";
import { officeConfig } from "~/site/config";
import { useCommonText } from "~/content/common";

const linkClass = "inline-flex min-h-11 items-center gap-2 hover:underline";

/**
 * Phone (tel:), e-mail (mailto:) and, when the office has a number for it,
 * WhatsApp links; `compact` hides the e-mail and WhatsApp words on small screens.
 */
export function ContactLinks({
  compact = false,
  className,
}: {
  compact?: boolean;
  className?: string;
}) {
  const text = useCommonText();
  const shortOnPhones = cn(compact && "sr-only sm:not-sr-only");
  return (
    <ul className={cn("flex flex-wrap items-center gap-x-4", className)}>
      <li>
        <a href={`tel:${officeConfig.phoneE164}`} className={linkClass}>
          <Phone className="size-4 shrink-0" aria-hidden />
          <span className="sr-only">{text.callUs}: </span>
          {officeConfig.phoneDisplay}
        </a>
      </li>
      <li>
        <a href={`mailto:${officeConfig.email}`} className={linkClass}>
          <Mail className="size-4 shrink-0" aria-hidden />
          <span className="sr-only">{text.emailUs}: </span>
          <span className={shortOnPhones}>{officeConfig.email}</span>
        </a>
      </li>
      <WhatsAppItem className={shortOnPhones} />
    </ul>
  );
}

/** The WhatsApp entry of the list; nothing when the office has no WhatsApp number. */
function WhatsAppItem({ className }: { className?: string }) {
  const text = useCommonText();
  if (!officeConfig.whatsappE164) return null;
  return (
    <li>
      <WhatsAppLink className={linkClass}>
        <WhatsAppIcon className="size-4 shrink-0" />
        <span className={className}>{text.whatsApp.name}</span>
      </WhatsAppLink>
    </li>
  );
}
