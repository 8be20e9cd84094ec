import { CalendarDays, Clock, RefreshCw } from "lucide-react";
import type { ArticleFrontMatter } from "~/blog/schema";
import { blogWords } from "~/content/pages";
import { cn } from "~/components/ui/cn";
import { formatLongDate } from "~/site/format";
import { useLocale } from "~/site/locale";

/** The date as UTC midnight, so the prerendered page and the browser agree. */
export function postDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/** Category badge, publication date, the date of the last update (if any) and read time of a post. */
export function PostMeta({
  facts,
  tone = "light",
  className,
}: {
  facts: Pick<ArticleFrontMatter, "category" | "date" | "updated" | "readTime">;
  tone?: "light" | "dark";
  className?: string;
}) {
  const locale = useLocale();
  const text = blogWords(locale);
  return (
    <div
      className={cn(
        "flex flex-wrap items-center gap-x-4 gap-y-2 text-sm",
        tone === "dark" ? "text-brand-100" : "text-ink-600",
        className,
      )}
    >
      <span
        className={cn(
          "rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase",
          tone === "dark" ? "bg-sun-400 text-brand-950" : "bg-brand-50 text-brand-800",
        )}
      >
        {text.categories[facts.category]}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays className="size-4" aria-hidden />
        <time dateTime={facts.date}>{formatLongDate(postDate(facts.date), locale)}</time>
      </span>
      {facts.updated && (
        <span className="inline-flex items-center gap-1.5" data-updated>
          <RefreshCw className="size-4" aria-hidden />
          {text.updated}{" "}
          <time dateTime={facts.updated}>{formatLongDate(postDate(facts.updated), locale)}</time>
        </span>
      )}
      <span className="inline-flex items-center gap-1.5">
        <Clock className="size-4" aria-hidden />
        {facts.readTime} {text.minutesRead}
      </span>
    </div>
  );
}
