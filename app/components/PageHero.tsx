import type { LucideIcon } from "lucide-react";
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
  /** The page's emblem, drawn large beside the text on wide screens when there is no aside. */
  icon?: LucideIcon;
}

/** A decorative emblem: the page's icon in concentric rings. */
function HeroEmblem({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <div aria-hidden className="relative mx-auto flex size-80 items-center justify-center">
      <span className="absolute inset-0 rounded-full bg-white/5" />
      <span className="absolute inset-10 rounded-full bg-white/5" />
      <span className="relative flex size-40 rotate-3 items-center justify-center rounded-[2rem] bg-white/10 shadow-2xl ring-1 ring-white/20">
        <Icon className="size-20 -rotate-3 text-sun-300" strokeWidth={1.5} />
      </span>
      <span className="absolute top-10 right-12 size-6 rounded-full bg-sun-400" />
      <span className="absolute bottom-14 left-10 size-3 rounded-full bg-brand-200/70" />
    </div>
  );
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
  icon,
}: PageHeroProps) {
  aside ??= icon && <HeroEmblem icon={icon} />;
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
