import { CalendarClock, Contact } from "lucide-react";
import { Fragment } from "react";
import { PageLink, ReviewLink } from "~/components/Links";
import { FloridaNotice } from "~/components/Notices";
import { DismissButton } from "~/components/ui/DismissButton";
import { cn } from "~/components/ui/classes";
import { useCommonText } from "~/content/common";
import { footerLinks, pageName } from "~/content/pages";
import { officeConfig } from "~/site/config";
import { contactCardPath, officeDay } from "~/site/contact";
import { capitalize, formatClockTime, formatDays } from "~/site/format";
import { usePage } from "~/site/pages";
import { hoursGroups, noticeWindow, upcomingExceptions } from "~/site/office-hours";
import type { DailyHours } from "~/site/office-hours";
import { ContactLinks, LogoMark, OfficeAddress, SocialLinks } from "./ContactLinks";

// A link under the office's name: a 44-pixel target (36 from sm), underlined, not printed.
const link =
  "min-h-11 items-center gap-2 text-sm sm:min-h-9 print:hidden font-semibold text-white underline underline-offset-2 hover:text-sun-300";

/** Each non-empty list of service and legal pages, under its heading; the first names the nav. */
function FooterNav() {
  const text = useCommonText();
  const { locale } = usePage();
  const lists = [
    { id: "footer-services", title: text.footer.ourServices, pages: footerLinks.services },
    { id: "footer-legal", title: text.footer.legal, pages: footerLinks.legal },
  ].filter((list) => list.pages.length > 0);
  if (lists.length === 0) return null;
  return (
    <nav aria-labelledby={lists[0]!.id} className="print:hidden">
      {lists.map(({ id, title, pages }, i) => (
        <Fragment key={id}>
          <h2 id={i === 0 ? id : undefined} className={cn("font-bold", i > 0 && "mt-6")}>
            {title}
          </h2>
          <ul className="mt-3 text-sm">
            {pages.map((page) => (
              <li key={page}>
                <PageLink
                  page={page}
                  className="flex min-h-11 items-center text-brand-100 hover:text-white hover:underline sm:min-h-9"
                >
                  {pageName(page, locale)}
                </PageLink>
              </li>
            ))}
          </ul>
        </Fragment>
      ))}
    </nav>
  );
}

/** The weekly hours, then the closures ahead at the build, which the site script keeps current. */
function OfficeHours() {
  const text = useCommonText();
  const { locale } = usePage();
  const { announceDaysBefore, exceptions: all } = officeConfig.specialHours;
  const exceptions = upcomingExceptions(all, officeDay(officeConfig));
  const time = (at: string) => <time dateTime={at}>{formatClockTime(at, locale)}</time>;
  // Hours as "9:30 AM – 3 PM", each time on one line (app.css), or the word for closed.
  const hours = (slots: readonly DailyHours[]) =>
    slots.length === 0
      ? text.footer.closed
      : slots.map(({ opens, closes }, i) => (
          <Fragment key={opens}>
            {i > 0 && ", "}
            {time(opens)} – {time(closes)}
          </Fragment>
        ));
  return (
    // Days beside their hours where both fit, else above them (very large text on a small phone).
    <div className="grid gap-4 text-sm @container">
      {hoursGroups(officeConfig.hours, text, locale).map(({ label, rows }) => (
        <div key={label}>
          <p className="font-semibold text-white">{label}</p>
          <dl className="mt-1 grid gap-x-3 gap-y-0.5 text-brand-100 @min-[10rem]:grid-cols-[auto_1fr]">
            {rows.map((row) => (
              <div key={row.days} className="contents">
                <dt>{row.days}</dt>
                <dd>{hours(row.slots)}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
      {exceptions.length > 0 && (
        <div data-hours-group="">
          <p className="font-semibold text-white">{text.specialHours.title}</p>
          <ul className="mt-1 grid gap-1 text-brand-100">
            {exceptions.map((exception) => (
              <li
                key={exception.from}
                data-show-until={exception.to}
                data-notice-from={noticeWindow(exception, announceDaysBefore).showFrom}
              >
                <strong className="font-semibold text-white">
                  {capitalize(formatDays(exception.from, exception.to, locale))}:
                </strong>{" "}
                {hours(exception.hours ? [exception.hours] : [])}
                {exception.note && ` · ${exception.note[locale]}`}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** Contact, address and directions, services and legal links, payment methods, hours, notices. */
export function Footer() {
  const text = useCommonText();
  const vCard = contactCardPath(usePage().locale);
  return (
    <footer className="render-when-near bg-brand-950 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2.5 text-lg font-bold">
            <LogoMark />
            <span className="wrap-anywhere">{officeConfig.officeName}</span>
          </p>
          <p className="mt-3 text-sm leading-relaxed text-brand-100">{text.footer.tagline}</p>
          <ContactLinks className="mt-3 flex-col items-start text-sm text-brand-100" />
          <OfficeAddress className="mt-1" dark />
          {/* The office's vCard (written by the build); phones offer to add it to contacts. */}
          <a href={vCard} type="text/vcard" className={`mt-2 inline-flex ${link}`}>
            <Contact className="size-4" />
            {text.saveContact}
          </a>
          <ReviewLink className={`mt-1 flex ${link}`} />
          <SocialLinks
            className="-ml-3 mt-1 print:hidden"
            linkClassName="text-brand-100 hover:bg-white/10 hover:text-white"
          />
        </div>
        <FooterNav />
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

/** The notice of closures on every page: a hidden frame the script fills from the hours above. */
export function HoursNotice() {
  const text = useCommonText();
  const { exceptions } = officeConfig.specialHours;
  if (upcomingExceptions(exceptions, officeDay(officeConfig)).length === 0) return null;
  return (
    <aside
      aria-labelledby="hours-notice-title"
      hidden
      data-hours-notice=""
      className="sticky bottom-0 z-30 border-t-4 border-sun-500 bg-sun-100 shadow-[0_-4px_12px_rgb(0_0_0/0.12)] print:static print:shadow-none"
    >
      <div className="mx-auto flex max-w-7xl gap-3 py-2 pr-1 pl-4 text-sm sm:pr-4 sm:pl-6">
        <CalendarClock className="mt-2.5 size-5" />
        {/* However many closures the owner announces, the page keeps most of a phone's screen (the
            small viewport: steady as the toolbar hides); room on the sides for the link's focus ring. */}
        <div className="-mx-1 max-h-[40svh] grow overflow-y-auto px-1 py-2 print:max-h-none">
          <p id="hours-notice-title" className="font-bold">
            {text.specialHours.title}
          </p>
          <ul className="grid gap-0.5" />
          <a href="#office-hours" className="font-semibold text-brand-800 underline print:hidden">
            {text.specialHours.seeHours}
          </a>
        </div>
        <DismissButton className="hover:bg-sun-300 print:hidden" iconClassName="size-5" />
      </div>
    </aside>
  );
}
