import { Contact } from "lucide-react";
import { FloridaNotice } from "~/components/LegalNotices";
import { OfficeAddress } from "~/components/OfficeAddress";
import { ReviewLink } from "~/components/ReviewLink";
import { PageLink } from "~/components/PageLink";
import { officeConfig } from "~/site/config";
import { useCommonText } from "~/content/common";
import { useLocale } from "~/site/locale";
import { contactCardPath } from "~/site/contact";
import { footerLinks, pageName } from "~/content/pages";
import { ContactLinks } from "./ContactLinks";
import { LogoMark } from "./Logo";
import { OfficeHours } from "./OfficeHours";
import { SocialLinks } from "./SocialLinks";

const linkClass =
  "inline-flex min-h-11 items-center text-brand-100 hover:text-white hover:underline sm:min-h-9";

/** One of the footer's lists of page links, in the order the pages give. */
function FooterLinks({ pages }: { pages: readonly string[] }) {
  const locale = useLocale();
  return (
    <ul className="mt-3 text-sm">
      {pages.map((page) => (
        <li key={page}>
          <PageLink page={page} className={linkClass}>
            {pageName(page, locale)}
          </PageLink>
        </li>
      ))}
    </ul>
  );
}

/** Contact, address and directions, services and legal links, payment methods, hours and the notices. */
export function Footer() {
  const text = useCommonText();
  const locale = useLocale();
  return (
    <footer className="render-when-near bg-brand-950 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2.5 text-lg font-bold">
            <LogoMark className="size-10" />
            {officeConfig.officeName}
          </p>
          <p className="mt-3 text-sm leading-relaxed text-brand-100">{text.footer.tagline}</p>
          <ContactLinks className="mt-3 flex-col items-start text-sm text-brand-100" />
          <OfficeAddress
            className="mt-1 text-brand-100"
            linkClassName="text-white hover:text-sun-300"
          />
          {/* The office's vCard (written by the build); phones offer to add it to contacts. */}
          <a
            href={contactCardPath(locale)}
            type="text/vcard"
            className="mt-2 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-white underline underline-offset-2 hover:text-sun-300 sm:min-h-9 print:hidden"
          >
            <Contact className="size-4 shrink-0" aria-hidden />
            {text.saveContact}
          </a>
          <ReviewLink className="mt-1 flex min-h-11 items-center gap-2 text-sm font-semibold text-white underline underline-offset-2 hover:text-sun-300 sm:min-h-9 print:hidden" />
          <SocialLinks
            className="-ml-3 mt-1 print:hidden"
            linkClassName="text-brand-100 hover:bg-white/10 hover:text-white"
          />
        </div>

        <nav aria-labelledby="footer-services" className="print:hidden">
          <h2 id="footer-services" className="font-bold">
            {text.footer.ourServices}
          </h2>
          <FooterLinks pages={footerLinks.services} />
          <h2 className="mt-6 font-bold">{text.footer.legal}</h2>
          <FooterLinks pages={footerLinks.legal} />
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
          <h2 id="office-hours" className="mb-3 font-bold">
            {text.footer.officeHours}
          </h2>
          <OfficeHours />
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl gap-4 px-4 sm:px-6 lg:grid-cols-2">
        <FloridaNotice kind="immigration" dark />
        <FloridaNotice kind="notary" dark />
      </div>
      <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm text-brand-100 sm:px-6">
        © {officeConfig.copyrightYear} {officeConfig.officeName}. {text.footer.copyright}
      </p>
    </footer>
  );
}
