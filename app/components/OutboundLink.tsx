import type { AnchorHTMLAttributes, ReactNode } from "react";
import { useCommonText } from "~/content/common";

interface OutboundLinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  "target" | "rel"
> {
  href: string;
  children: ReactNode;
}

/**
 * The one way to link to another site: a new tab, no opener, no referrer,
 * and a visually hidden note so screen readers announce the new tab.
 */
export function OutboundLink({ href, children, ...rest }: OutboundLinkProps) {
  const text = useCommonText();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="sr-only"> {text.opensInNewTab}</span>
    </a>
  );
}
