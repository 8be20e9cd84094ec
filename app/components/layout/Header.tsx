import { Menu, X } from "lucide-react";
import { PageLink } from "~/components/PageLink";
import { useCommonText } from "~/content/common";
import { navigation, pageName } from "~/content/pages";
import { usePage } from "~/site/pages";
import { OfficeAddress } from "~/components/OfficeAddress";
import { ContactLinks } from "./ContactLinks";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { Logo } from "./Logo";
import { OpenStatus } from "./OpenStatus";
import { SocialLinks } from "./SocialLinks";

const mobileMenuId = "mobile-menu";

/**
 * Top strip (contact, language, social), logo and navigation. Below the
 * large breakpoint the navigation is a full-screen native popover: it opens
 * on the first tap with no script, and Escape, its close button or
 * following a link closes it.
 */
export function Header() {
  const text = useCommonText();
  const current = usePage();
  const locale = current.locale;
  const currentPage = current.known ? current.page : undefined;

  const navLinks = (className: string) =>
    navigation.map((page) => (
      <li key={page}>
        <PageLink
          page={page}
          aria-current={page === currentPage ? "page" : undefined}
          className={className}
        >
          {pageName(page, locale)}
        </PageLink>
      </li>
    ));

  return (
    <header className="relative z-40 bg-white shadow-sm print:shadow-none">
      <div className="bg-brand-900 text-white print:hidden">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 px-3 text-sm sm:px-6">
          <ContactLinks compact />
          {/* Below xl on a line of its own (reserved from the first paint); from xl after the contact links. */}
          <OpenStatus className="order-last basis-full scripting:min-h-7 scripting:pb-1 xl:order-none xl:basis-auto xl:scripting:min-h-0 xl:scripting:pb-0" />
          <div className="ml-auto flex items-center">
            <LanguageSwitcher />
            <SocialLinks className="hidden sm:flex" linkClassName="hover:bg-white/10" />
          </div>
        </div>
      </div>

      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-3 py-2 sm:px-6">
        <PageLink page="Home" className="rounded-md py-1">
          <Logo />
        </PageLink>
        <button
          type="button"
          popoverTarget={mobileMenuId}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold text-brand-800 hover:bg-brand-50 lg:hidden print:hidden"
        >
          <Menu className="size-6" aria-hidden />
          {text.menu}
        </button>
      </div>

      <nav
        aria-label={text.mainNavigation}
        className="hidden border-t border-brand-100 lg:block print:hidden"
      >
        <ul className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-0.5 px-4 py-1.5">
          {navLinks(
            "block rounded-md px-2.5 py-2 text-[0.8125rem] font-semibold text-ink-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white xl:text-sm",
          )}
        </ul>
      </nav>

      <div id={mobileMenuId} popover="auto" className="mobile-menu lg:hidden print:hidden">
        <div className="flex items-center justify-between gap-4 border-b border-brand-100 px-3 py-2">
          <Logo />
          <button
            type="button"
            popoverTarget={mobileMenuId}
            popoverTargetAction="hide"
            className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg px-3 font-semibold whitespace-nowrap text-brand-800 hover:bg-brand-50"
          >
            <X className="size-6" aria-hidden />
            {text.closeMenu}
          </button>
        </div>
        <nav aria-label={text.menu} className="px-3 py-2">
          <ul className="grid gap-0.5 sm:grid-cols-2">
            {navLinks(
              "flex min-h-12 items-center rounded-lg px-3 font-semibold text-ink-700 hover:bg-brand-50 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white",
            )}
          </ul>
        </nav>
        <div className="border-t border-brand-100 px-6 py-3 text-brand-900">
          <p className="text-sm font-bold">{text.contactUs}</p>
          <ContactLinks className="flex-col items-start" />
          <OfficeAddress className="mt-1" linkClassName="text-brand-700 hover:text-brand-900" />
          <p className="mt-2 text-sm font-bold">{text.followUs}</p>
          <SocialLinks className="-ml-3" linkClassName="hover:bg-brand-50" />
        </div>
      </div>
    </header>
  );
}
