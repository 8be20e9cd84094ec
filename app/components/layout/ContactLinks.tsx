import { Mail, Phone } from "lucide-react";
import { cn } from "~/components/ui/cn";
import { officeConfig } from "~/site/config";
import { useCommonText } from "~/site/locale";

/** Phone (tel:) and e-mail (mailto:) links; `compact` hides the address text on small screens. */
export function ContactLinks({
  compact = false,
  className,
}: {
  compact?: boolean;
  className?: string;
}) {
  const text = useCommonText();
  return (
    <ul className={cn("flex flex-wrap items-center gap-x-4", className)}>
      <li>
        <a
          href={`tel:${officeConfig.phoneE164}`}
          className="inline-flex min-h-11 items-center gap-2 hover:underline"
        >
          <Phone className="size-4 shrink-0" aria-hidden />
          <span className="sr-only">{text.callUs}: </span>
          {officeConfig.phoneDisplay}
        </a>
      </li>
      <li>
        <a
          href={`mailto:${officeConfig.email}`}
          className="inline-flex min-h-11 items-center gap-2 hover:underline"
        >
          <Mail className="size-4 shrink-0" aria-hidden />
          <span className="sr-only">{text.emailUs}: </span>
          <span className={cn(compact && "sr-only sm:not-sr-only")}>{officeConfig.email}</span>
        </a>
      </li>
    </ul>
  );
}
