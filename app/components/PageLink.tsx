import { Link, type LinkProps } from "react-router";
import { useLocale } from "~/site/locale";
import { pagePath, type PageId } from "~/site/pages";

/** A link to one of the site's pages, in the current page's language. */
export function PageLink({ page, ...rest }: Omit<LinkProps, "to"> & { page: PageId }) {
  return <Link to={pagePath(page, useLocale())} {...rest} />;
}
