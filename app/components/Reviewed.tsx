import { ShieldCheck } from "lucide-react";
import { OutboundLink } from "~/components/Links";
import { cn } from "~/components/ui/classes";
import { useCommonText } from "~/content/common";
import { formatIsoDay } from "~/site/format";
import { usePage } from "~/site/pages";

interface ReviewedProps {
  /** The day the fees, deadlines and times were checked ("YYYY-MM-DD"), and against what. */
  facts: { reviewed?: string; sources?: readonly { title: string; url: string }[] };
  className: string;
}

/** "Reviewed <date>" and the official sources the page's figures were checked against. */
export function Reviewed({ facts: { reviewed, sources = [] }, className }: ReviewedProps) {
  const text = useCommonText();
  const { locale } = usePage();
  if (!reviewed) return null;
  return (
    <div className={cn("flex gap-3 text-sm text-ink-600", className)} data-reviewed={reviewed}>
      <ShieldCheck className="mt-0.5 size-5 text-brand-700" />
      <p>
        <strong className="font-semibold text-ink-900">
          {text.reviewed.replaceAll("{date}", formatIsoDay(reviewed, locale))}
        </strong>
        {sources.length > 0 && <> · {text.sources}: </>}
        {sources.map((source, i) => (
          <span key={source.url}>
            {i > 0 && ", "}
            <OutboundLink href={source.url} className="text-brand-800 underline">
              {source.title}
            </OutboundLink>
          </span>
        ))}
      </p>
    </div>
  );
}
