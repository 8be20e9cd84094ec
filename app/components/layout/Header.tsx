import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { PageLink } from "~/components/PageLink";
import { cn } from "~/components/ui/cn";
import { useCommonText } from "~/site/locale";
import { navigation, resolvePath } from "~/site/pages";
import { ContactLinks } from "./ContactLinks";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { Logo } from "./Logo";
import { SocialLinks } from "./SocialLinks";

const mobileMenuId = "mobile-menu";

/** Top strip (contact, language, social), logo and navigation, with the mobile menu. */
export function Header() {
  const text = useCommonText();
  const { pathname } = useLocation();
  const current = resolvePath(pathname);
  const currentPage = current.known ? current.page : undefined;
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Any navigation (a link chosen, back/forward) closes the menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const navLink = (page: (typeof navigation)[number], className: string) => (
    <PageLink
      page={page}
      aria-current={page === currentPage ? "page" : undefined}
      className={className}
      onClick={() => setMenuOpen(false)}
    >
      {text.pageNames[page]}
    </PageLink>
  );

  return (
    <header className="relative z-40 bg-white shadow-sm">
      <div className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-3 text-sm sm:px-6">
          <ContactLinks compact />
          <div className="flex items-center">
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
          ref={toggleRef}
          type="button"
          data-menu-toggle
          className="js-only inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold text-brand-800 hover:bg-brand-50 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={mobileMenuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X className="size-6" aria-hidden />
          ) : (
            <Menu className="size-6" aria-hidden />
          )}
          <span>{text.menu}</span>
          <span className="sr-only">{menuOpen ? `: ${text.closeMenu}` : ""}</span>
        </button>
      </div>

      <nav aria-label={text.mainNavigation} className="hidden border-t border-brand-100 lg:block">
        <ul className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-0.5 px-4 py-1.5">
          {navigation.map((page) => (
            <li key={page}>
              {navLink(
                page,
                "block rounded-md px-2.5 py-2 text-[0.8125rem] font-semibold text-ink-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white xl:text-sm",
              )}
            </li>
          ))}
        </ul>
      </nav>

      <div
        id={mobileMenuId}
        hidden={!menuOpen}
        data-noscript-show-mobile
        className="max-h-[calc(100dvh-7rem)] overflow-y-auto border-t border-brand-100 bg-white lg:hidden"
      >
        <nav aria-label={text.menu} className="px-3 py-2">
          <ul className="grid gap-0.5 sm:grid-cols-2">
            {navigation.map((page) => (
              <li key={page}>
                {navLink(
                  page,
                  "flex min-h-12 items-center rounded-lg px-3 font-semibold text-ink-700 hover:bg-brand-50 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white",
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-brand-100 px-6 py-3 text-brand-900">
          <p className="text-sm font-bold">{text.contactUs}</p>
          <ContactLinks className="flex-col items-start" />
          <p className="mt-2 text-sm font-bold">{text.followUs}</p>
          <SocialLinks className="-ml-3" linkClassName={cn("hover:bg-brand-50")} />
        </div>
      </div>
    </header>
  );
}
