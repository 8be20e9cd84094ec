import type { ReactNode } from "react";
import { Link, type LinkProps } from "react-router";
import { useLocale } from "~/site/locale";
import { pagePath, type Locale, type PageId } from "~/site/pages";

interface PageLinkProps extends Omit<LinkProps, "to"> {
  page: PageId;
  /** Defaults to the language of the current page. */
  locale?: Locale;
  children: ReactNode;
}

/** A link to one of the site's pages, in the current language unless told otherwise. */
export function PageLink({ page, locale, children, ...rest }: PageLinkProps) {
  const current = useLocale();
  return (
    <Link to={pagePath(page, locale ?? current)} {...rest}>
      {children}
    </Link>
  );
}
