import { Mail, Phone } from "lucide-react";
import { WhatsAppLink } from "~/components/Links";
import { WhatsAppIcon } from "~/components/icons/brands";
import { cn } from "~/components/ui/cn";
import { officeConfig } from "~/site/config";
import { useCommonText } from "~/content/common";

const linkClass = "inline-flex min-h-11 items-center gap-2 hover:underline";

/** Phone, e-mail and WhatsApp links; `compact` hides the e-mail and WhatsApp words on phones. */
export function ContactLinks({ compact, className }: { compact?: boolean; className?: string }) {
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
      {officeConfig.whatsappE164 && (
        <li>
          <WhatsAppLink className={linkClass}>
            <WhatsAppIcon className="size-4 shrink-0" />
            <span className={shortOnPhones}>{text.whatsApp.name}</span>
          </WhatsAppLink>
        </li>
      )}
    </ul>
  );
}
