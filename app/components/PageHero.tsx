import type { ReactNode } from "react";
import { cn } from "~/components/ui/cn";

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  subtitle: string;
  /** Buttons under the subtitle. */
  actions?: ReactNode;
  /** Stats or notes under the actions. */
  children?: ReactNode;
  /** An illustration beside the text on wide screens. */
  aside?: ReactNode;
  /** Also show the aside on small screens, above the text. */
  asideOnMobile?: boolean;
}

/** The top of every page: its one h1, a subtitle and the main actions. */
export function PageHero({
  eyebrow,
  title,
  subtitle,
  actions,
  children,
  aside,
  asideOnMobile = false,
}: PageHeroProps) {
  return (
    <div className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div
        className={cn(
          "relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20",
          Boolean(aside) && "lg:grid-cols-[1.3fr_1fr]",
        )}
      >
        <div>
          {eyebrow && (
            <p className="mb-3 text-sm font-bold tracking-wider text-sun-300 uppercase">
              {eyebrow}
            </p>
          )}
          <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-pretty text-brand-100 sm:text-xl">{subtitle}</p>
          {actions && (
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div>
          )}
          {children && <div className="mt-10">{children}</div>}
        </div>
        {aside && (
          <div className={cn(asideOnMobile ? "-order-1 lg:order-none" : "hidden lg:block")}>
            {aside}
          </div>
        )}
      </div>
    </div>
  );
}
