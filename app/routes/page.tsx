import { PageSections } from "~/components/PageSections";
import { pageHead } from "~/components/page-head";
import { sitePage } from "~/content/pages";
import { resolvePath, usePage } from "~/site/pages";

// One route module draws every page of content/pages/ in each language, and the 404 pages.

export function meta(args: { location: { pathname: string } }) {
  const { page } = resolvePath(args.location.pathname);
  return pageHead(page, sitePage(page).text)(args);
}

export default function Page() {
  return <PageSections page={sitePage(usePage().page)} />;
}
