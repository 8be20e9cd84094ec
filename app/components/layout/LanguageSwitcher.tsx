import { Check, Globe } from "lucide-react";
import { SpainFlag, UsFlag } from "~/components/icons/brands";
import { cn } from "~/components/ui/cn";
import { PopoverList } from "~/components/ui/PopoverList";
import { useCommonText } from "~/content/common";
import { pagePath, usePage, type Locale } from "~/site/pages";

const languages: readonly { locale: Locale; name: string; Flag: typeof UsFlag }[] = [
  { locale: "en", name: "English", Flag: UsFlag },
  { locale: "es", name: "Español", Flag: SpainFlag },
];

/**
 * A button showing the current language that opens (native popover) real
 * links to the same page in each language. The site script stores the
 * choice as the link is followed (`data-language-choice`).
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { locale, page } = usePage();
  const text = useCommonText();
  const current = languages.find((l) => l.locale === locale) ?? languages[0]!;
  return (
    <div className={cn("relative", className)}>
      <PopoverList
        id="language-list"
        align="end"
        listClassName="min-w-44"
        buttonClassName="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium hover:bg-white/10"
        label={
          <>
            <Globe className="size-4" aria-hidden />
            <span className="sr-only">{text.language}: </span>
            <span lang={locale}>{current.name}</span>
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
              <Flag className="shrink-0 rounded-sm ring-1 ring-black/10" />
              <span className="grow">{name}</span>
              {target === locale && <Check className="size-4 text-brand-700" aria-hidden />}
            </a>
          </li>
        ))}
      </PopoverList>
    </div>
  );
}
