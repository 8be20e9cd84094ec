import { Check, Globe, Menu, X } from "lucide-react";
import { PageLink } from "~/components/Links";
import { SpainFlag, UsFlag } from "~/components/icons/brands";
import { PopoverList } from "~/components/ui/PopoverList";
import { useCommonText } from "~/content/common";
import { navigation, pageName } from "~/content/pages";
import { officeConfig } from "~/site/config";
import { fill } from "~/site/contact";
import { dateWords, formatClockTime } from "~/site/format";
import { scheduleTimes } from "~/site/office-hours";
import { pagePath, usePage } from "~/site/pages";
import { ContactLinks, Logo, OfficeAddress, SocialLinks, networks } from "./ContactLinks";

const mobileMenuId = "mobile-menu";
// The menu's links: in a bar on wide screens, in the popover below `xl`.
const barLink =
  "block rounded-md px-2.5 py-2 text-sm font-semibold text-ink-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white";
const menuLink =
  "flex min-h-12 items-center rounded-lg px-3 font-semibold text-ink-700 hover:bg-brand-50 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white";
const languages = [
  { locale: "en", name: "English", Flag: UsFlag },
  { locale: "es", name: "Español", Flag: SpainFlag },
] as const;

/** "Open now · closes 3 PM", filled by the site script (no `Intl`) into a slot kept from the first
 * paint as tall as the longest status (an invisible ::after copy), so filling it moves nothing. */
function OpenStatus() {
  const { locale } = usePage();
  const words = useCommonText().openStatus;
  const dates = dateWords(locale);
  const times = scheduleTimes({
    weekly: officeConfig.hours.office,
    exceptions: officeConfig.specialHours.exceptions,
    // A time on one line: never "9:30 a." at a line's end and "m." below.
  }).map((time) => [time, formatClockTime(time, locale).replace(/ /g, "\u00a0")] as const);
  const longest = (texts: string[]) => texts.reduce((a, b) => (b.length > a.length ? b : a), "");
  const [time, day] = [longest(times.map(([, t]) => t)), longest(dates.weekdays)];
  const statuses = [words.open, words.opensToday, words.opensTomorrow, words.opensOn];
  return (
    // Below xl on a line of its own; the copy is CSS content, so the page's words stay the same.
    <p
      data-longest={longest(statuses.map((text) => fill(text, { time, day })))}
      className="order-last grid basis-full font-medium print:hidden after:invisible after:hidden after:pl-4 after:content-[attr(data-longest)] after:[grid-area:1/1] scripting:min-h-7 scripting:pb-1 scripting:after:block xl:order-none xl:basis-auto xl:scripting:min-h-0 xl:scripting:pb-0"
    >
      <span
        data-open-status=""
        data-open={words.open}
        data-closed={words.closed}
        data-opens-today={words.opensToday}
        data-opens-tomorrow={words.opensTomorrow}
        data-opens-on={words.opensOn}
        data-one-o-clock={words.oneOClock.join("|")}
        data-times={JSON.stringify(Object.fromEntries(times))}
        data-weekdays={dates.weekdays.join("|")}
        data-months={dates.months.join("|")}
        data-month-day={dates.monthDay}
        className="flex items-center gap-2 [grid-area:1/1] before:size-2 before:shrink-0 before:rounded-full empty:before:hidden data-[state=closed]:before:bg-sun-400 data-[state=open]:before:bg-green-400"
      />
    </p>
  );
}

/** Real links to this page in each language, in a popover; the site script stores the choice. */
function LanguageSwitcher() {
  const { locale, page } = usePage();
  const text = useCommonText();
  return (
    <PopoverList
      id="language-list"
      listClassName="popover-end min-w-44"
      buttonClassName="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium hover:bg-white/10"
      label={
        <>
          {/* Left out on the narrowest phones, where it took the strip to a second row. */}
          <Globe className="size-4 max-[24rem]:hidden" />
          <span className="sr-only">{text.language}: </span>
          <span lang={locale}>{languages.find((l) => l.locale === locale)!.name}</span>
        </>
      }
    >
      {languages.map(({ locale: target, name, Flag }) => (
        <li key={target}>
          <a
            href={pagePath(page, target)}
            lang={target}
            hrefLang={target}
            data-language-choice=""
            aria-current={target === locale ? "true" : undefined}
            className="flex min-h-11 items-center gap-3 rounded-md px-3 text-sm text-ink-900 hover:bg-brand-50"
          >
            <Flag className="rounded-sm ring-1 ring-black/10" />
            <span className="grow">{name}</span>
            {target === locale && <Check className="size-4 text-brand-700" />}
          </a>
        </li>
      ))}
    </PopoverList>
  );
}

/** Top strip, logo and navigation; below `xl` (where it took two rows) a full-screen native popover. */
export function Header() {
  const text = useCommonText();
  const { locale, page, known } = usePage();
  const current = (target: string) => (known && target === page ? "page" : undefined);
  const navLinks = (className: string) =>
    navigation.map((target) => (
      <li key={target}>
        <PageLink page={target} aria-current={current(target)} className={className}>
          {pageName(target, locale)}
        </PageLink>
      </li>
    ));
  return (
    <header className="relative z-40 bg-white shadow-sm print:shadow-none">
      <div className="bg-brand-900 text-white print:hidden">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 px-3 text-sm sm:px-6">
          <ContactLinks compact />
          <OpenStatus />
          <div className="ml-auto flex items-center">
            <LanguageSwitcher />
            <SocialLinks className="hidden sm:flex" linkClassName="hover:bg-white/10" />
          </div>
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2 sm:px-6">
        <PageLink page="Home" className="rounded-md py-1">
          <Logo />
        </PageLink>
        <button
          type="button"
          popoverTarget={mobileMenuId}
          className="ml-auto inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold text-brand-800 hover:bg-brand-50 xl:hidden print:hidden"
        >
          <Menu className="size-6" />
          {/* Its icon alone below 360 px, where its word took a row of its own under the name. */}
          <span className="max-[22.5rem]:sr-only">{text.menu}</span>
        </button>
      </div>
      <nav
        aria-label={text.mainNavigation}
        className="hidden border-t border-brand-100 xl:block print:hidden"
      >
        <ul className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-0.5 px-4 py-1.5">
          {navLinks(barLink)}
        </ul>
      </nav>
      <div id={mobileMenuId} popover="auto" className="mobile-menu xl:hidden print:hidden">
        <div className="flex items-center justify-between gap-4 border-b border-brand-100 px-3 py-2">
          <Logo />
          <button
            type="button"
            popoverTarget={mobileMenuId}
            popoverTargetAction="hide"
            // Where focus goes when the menu opens: the Menu button is then under the menu.
            autoFocus
            className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg px-3 font-semibold whitespace-nowrap text-brand-800 hover:bg-brand-50"
          >
            <X className="size-6" />
            {/* Its words said on the narrowest phones, not shown: they broke the name beside them. */}
            <span className="max-[25rem]:sr-only">{text.closeMenu}</span>
          </button>
        </div>
        <nav aria-label={text.menu} className="px-3 py-2">
          <ul className="grid gap-0.5 sm:grid-cols-2">{navLinks(menuLink)}</ul>
        </nav>
        <div className="border-t border-brand-100 px-6 py-3 text-brand-900">
          <p className="text-sm font-bold">{text.contactUs}</p>
          <ContactLinks className="flex-col items-start" />
          <OfficeAddress className="mt-1" />
          {networks.length > 0 && <p className="mt-2 text-sm font-bold">{text.followUs}</p>}
          <SocialLinks className="-ml-3" linkClassName="hover:bg-brand-50" />
        </div>
      </div>
    </header>
  );
}
