import type { AnchorHTMLAttributes } from "react";
import { useCommonText } from "~/content/common";

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** The one way to link to another site: a new tab, no opener, no referrer, announced as such. */
export function OutboundLink({ children, ...rest }: Props) {
  return (
    <a {...rest} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {useCommonText().opensInNewTab}</span>
    </a>
  );
}
