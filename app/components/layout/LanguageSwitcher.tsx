import { Check, ChevronDown, Globe } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { SpainFlag, UsFlag } from "~/components/icons/brands";
import { cn } from "~/components/ui/cn";
import { storeLanguage } from "~/site/language";
import { useCommonText, useLocale } from "~/site/locale";
import { switchLocalePath, type Locale } from "~/site/pages";

const languages: readonly { locale: Locale; name: string; Flag: typeof UsFlag }[] = [
  { locale: "en", name: "English", Flag: UsFlag },
  { locale: "es", name: "Español", Flag: SpainFlag },
];

/**
 * Disclosure button showing the current language; its list holds real links
 * to the same page in each language. Choosing one stores it and closes the list.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const locale = useLocale();
  const text = useCommonText();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const current = languages.find((l) => l.locale === locale) ?? languages[0]!;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onFocus = (event: FocusEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("focusin", onFocus);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("focusin", onFocus);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={cn("relative", className)}>
      <button
        ref={buttonRef}
        type="button"
        className="js-only inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium hover:bg-white/10"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <Globe className="size-4" aria-hidden />
        <span className="sr-only">{text.language}: </span>
        <span lang={locale}>{current.name}</span>
        <ChevronDown
          className={cn("size-4 transition-transform", open && "rotate-180")}
          aria-hidden
        />
      </button>
      <ul
        id={listId}
        hidden={!open}
        data-noscript-show
        className="z-50 min-w-40 rounded-lg bg-white p-1 text-ink-900 shadow-lg ring-1 ring-black/10 sm:absolute sm:right-0 sm:mt-1"
      >
        {languages.map(({ locale: target, name, Flag }) => (
          <li key={target}>
            <Link
              to={switchLocalePath(pathname, target) + search}
              lang={target}
              hrefLang={target}
              aria-current={target === locale ? "true" : undefined}
              className="flex min-h-11 items-center gap-3 rounded-md px-3 text-sm hover:bg-brand-50"
              onClick={() => {
                storeLanguage(target);
                setOpen(false);
              }}
            >
              <Flag className="shrink-0 rounded-sm ring-1 ring-black/10" />
              <span className="grow">{name}</span>
              {target === locale && <Check className="size-4 text-brand-700" aria-hidden />}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
