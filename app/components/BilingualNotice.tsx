import type { ReactNode } from "react";
import { cn } from "~/components/ui/cn";
import { useLocale } from "~/site/locale";
import { locales, type Locale } from "~/site/pages";

interface BilingualNoticeProps {
  title: string;
  /** The notice in every language, one or more paragraphs each; all are shown, the page's own first (Florida law asks for both). */
  text: Record<Locale, string | readonly string[]>;
  /** The notice in further languages the law asks for (Haitian Creole in Miami-Dade), after the site's. */
  more?: readonly { lang: string; text: string }[];
  icon?: ReactNode;
  tone?: "warning" | "info" | "dark";
  /** "aside" (a landmark) on pages; "div" where the surroundings already are one, like the footer. */
  as?: "aside" | "div";
  className?: string;
}

function paragraphs(text: string | readonly string[]): readonly string[] {
  return typeof text === "string" ? [text] : text;
}

/** A conspicuous legal notice shown in every language of the site, at body text size (16 px) or larger. */
export function BilingualNotice({
  title,
  text,
  icon,
  tone = "warning",
  as: Tag = "aside",
  more = [],
  className,
}: BilingualNoticeProps) {
  const locale = useLocale();
  const order = [locale, ...locales.filter((l) => l !== locale)];
  return (
    <Tag
      aria-label={Tag === "aside" ? title : undefined}
      className={cn(
        "rounded-xl border-l-4 p-4 sm:p-5",
        tone === "warning" && "border-sun-500 bg-sun-100 text-ink-900",
        tone === "info" && "border-brand-600 bg-brand-50 text-ink-900",
        tone === "dark" && "border-sun-400 bg-brand-950 text-white",
        className,
      )}
    >
      <p className="flex items-center gap-2 font-bold">
        {icon}
        {title}
      </p>
      {order.flatMap((l) =>
        paragraphs(text[l]).map((paragraph, i) => (
          <p key={`${l}-${i}`} lang={l} className="mt-2 leading-relaxed">
            {paragraph}
          </p>
        )),
      )}
      {more.map(({ lang, text }) => (
        <p key={lang} lang={lang} className="mt-2 leading-relaxed">
          {text}
        </p>
      ))}
    </Tag>
  );
}
