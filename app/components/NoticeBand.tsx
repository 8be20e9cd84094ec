import type { ReactNode } from "react";
import { cn } from "~/components/ui/cn";

/** A band right under the hero that holds a page's notices, on the muted background of the section below. */
export function NoticeBand({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn("bg-slate-50 px-4 pt-10 sm:px-6 sm:pt-14", className)}>
      <div className="mx-auto grid max-w-4xl gap-4">{children}</div>
    </div>
  );
}
