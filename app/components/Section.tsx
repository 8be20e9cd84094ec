import type { ReactNode } from "react";
import { cn } from "~/components/ui/cn";

interface SectionProps {
  /** Used for the heading's id and `aria-labelledby`. */
  id: string;
  title?: string;
  subtitle?: string;
  tone?: "white" | "muted" | "brand";
  /** Animate the section's children on entry (default true). */
  reveal?: boolean;
  className?: string;
  children: ReactNode;
}

/** A titled page section with the site's spacing and the entry animation. */
export function Section({
  id,
  title,
  subtitle,
  tone = "white",
  reveal = true,
  className,
  children,
}: SectionProps) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={cn(
        "py-14 sm:py-20",
        tone === "muted" && "bg-slate-50",
        tone === "brand" && "bg-brand-900 text-white",
        className,
      )}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6" data-reveal={reveal ? "" : undefined}>
        {title && (
          <header className="mx-auto mb-10 max-w-3xl text-center">
            <h2
              id={headingId}
              className="text-3xl font-bold tracking-tight text-balance sm:text-4xl"
            >
              {title}
            </h2>
            {subtitle && (
              <p
                className={cn(
                  "mt-4 text-lg text-pretty",
                  tone === "brand" ? "text-brand-100" : "text-ink-600",
                )}
              >
                {subtitle}
              </p>
            )}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}
