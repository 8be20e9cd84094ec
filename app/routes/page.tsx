import { PageSections } from "~/components/PageSections";
import { pageHead } from "~/components/page-head";
import { StructuredData } from "~/components/StructuredData";
import { common } from "~/content/common";
import { pageName, sitePage } from "~/content/pages";
import { sharePicture } from "~/images/pictures";
import { resolvePath, usePage } from "~/site/pages";
import { breadcrumbData, officeData } from "~/site/structured-data";

// One route module draws every page of content/pages/ in each language, and the 404 pages.

export function meta({ location }: { location: { pathname: string } }) {
  const where = resolvePath(location.pathname);
  return pageHead(where, sitePage(where.page).text[where.locale].meta);
}

/** The page, then its JSON-LD: the office on Home, breadcrumbs elsewhere, none on a 404. */
export default function Page() {
  const { locale, page, known } = usePage();
  const site = sitePage(page);
  const data =
    site.kind === "home"
      ? officeData(locale, common[locale].footer.tagline, sharePicture("share/Home").src)
      : breadcrumbData(["Home", page], locale, (id) => pageName(id, locale));
  return (
    <>
      <PageSections page={site} />
      {known && <StructuredData data={data} />}
    </>
  );
}
