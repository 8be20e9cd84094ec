import { ImmigrationNotice, NotaryNotice } from "~/components/LegalNotices";
import { PageLink } from "~/components/PageLink";
import { officeConfig } from "~/site/config";
import { useCommonText } from "~/site/locale";
import { footerServices } from "~/site/pages";
import { ContactLinks } from "./ContactLinks";
import { LogoMark } from "./Logo";
import { OfficeHours } from "./OfficeHours";
import { SocialLinks } from "./SocialLinks";

/** The year the footer's copyright names, fixed by the office (not the current year). */
export const copyrightYear = 2024;

const linkClass =
  "inline-flex min-h-11 items-center text-brand-100 hover:text-white hover:underline sm:min-h-9";

/** Services and legal links, payment methods, hours and the not-an-attorney notice. */
export function Footer() {
  const text = useCommonText();
  return (
    <footer className="bg-brand-950 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2.5 text-lg font-bold">
            <LogoMark className="size-10" />
            {officeConfig.officeName}
          </p>
          <p className="mt-3 text-sm leading-relaxed text-brand-100">{text.footer.tagline}</p>
          <ContactLinks className="mt-3 flex-col items-start text-sm text-brand-100" />
          <SocialLinks
            className="-ml-3 mt-1"
            linkClassName="text-brand-100 hover:bg-white/10 hover:text-white"
          />
        </div>

        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="font-bold">
            {text.footer.ourServices}
          </h2>
          <ul className="mt-3 text-sm">
            {footerServices.map((page) => (
              <li key={page}>
                <PageLink page={page} className={linkClass}>
                  {text.pageNames[page]}
                </PageLink>
              </li>
            ))}
          </ul>
          <h2 className="mt-6 font-bold">{text.footer.legal}</h2>
          <ul className="mt-3 text-sm">
            {(["PrivacyPolicy", "TermsOfService"] as const).map((page) => (
              <li key={page}>
                <PageLink page={page} className={linkClass}>
                  {text.pageNames[page]}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="font-bold">{text.footer.paymentMethods}</h2>
          <ul className="mt-3 flex flex-wrap gap-2 text-sm">
            {officeConfig.paymentMethods.map((method) => (
              <li key={method} className="rounded-md bg-white/10 px-2.5 py-1 font-medium">
                {method}
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className="mb-3 font-bold">{text.footer.officeHours}</h2>
          <OfficeHours />
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl gap-4 px-4 sm:px-6 lg:grid-cols-2">
        <ImmigrationNotice tone="dark" />
        <NotaryNotice tone="dark" />
      </div>
      <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm text-brand-100 sm:px-6">
        © {copyrightYear} {officeConfig.officeName}. {text.footer.copyright}
      </p>
    </footer>
  );
}
