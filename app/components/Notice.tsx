import { AlertTriangle, Info } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/components/ui/cn";

interface NoticeProps {
  title: string;
  children: ReactNode;
  tone?: "info" | "warning";
  className?: string;
}

/** A highlighted message in the page's language: a season banner, an important note. */
export function Notice({ title, children, tone = "info", className }: NoticeProps) {
  const Icon = tone === "warning" ? AlertTriangle : Info;
  return (
    <aside
      aria-label={title}
      className={cn(
        "flex gap-3 rounded-xl border-l-4 p-4 sm:p-5",
        tone === "warning" ? "border-sun-500 bg-sun-100" : "border-brand-600 bg-brand-50",
        className,
      )}
    >
      <Icon
        className={cn(
          "mt-0.5 size-5 shrink-0",
          tone === "warning" ? "text-ink-900" : "text-brand-700",
        )}
        aria-hidden
      />
      <div>
        <p className="font-bold">{title}</p>
        <div className="mt-1 text-ink-700">{children}</div>
      </div>
    </aside>
  );
}
