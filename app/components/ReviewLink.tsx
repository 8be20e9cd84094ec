import { Star } from "lucide-react";
import { OutboundLink } from "~/components/OutboundLink";
import { useCommonText } from "~/content/common";
import { officeConfig } from "~/site/config";

/**
 * "Review us on Google" when the facts give a `reviewUrl`: a link, never the reviews themselves
 * (Google shows no stars for a business's own reviews, and its terms forbid copying them).
 */
export function ReviewLink({ className }: { className?: string }) {
  const text = useCommonText();
  if (!officeConfig.reviewUrl) return null;
  return (
    <OutboundLink href={officeConfig.reviewUrl} className={className} data-review-link="">
      <Star className="size-4 shrink-0" aria-hidden />
      {text.review}
    </OutboundLink>
  );
}
