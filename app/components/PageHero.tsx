import { Phone } from "lucide-react";
import { BookingButton } from "~/components/Booking";
import { Icon } from "~/components/Icon";
import { ResponsiveImage } from "~/components/ResponsiveImage";
import { buttonClass, cn } from "~/components/ui/classes";
import type { Hero } from "~/content/model";
import { officeConfig } from "~/site/config";

/** The main actions under a hero's title (or a closing box's one): the first stands out. */
export function Actions({ actions, services }: { actions: Hero["actions"]; services?: string }) {
  return actions?.map((action, i) => {
    const variant = i === 0 ? "secondary" : "light";
    if (action.type === "book")
      return <BookingButton key={i} {...action} variant={variant} size="lg" />;
    if (action.type === "call")
      return (
        <a key={i} href={`tel:${officeConfig.phoneE164}`} className={buttonClass(variant, "lg")}>
          <Phone className="size-4" />
          {action.label} {officeConfig.phoneDisplay}
        </a>
      );
    return (
      services && (
        <a key={i} href={`#${services}`} className={buttonClass(variant, "lg")}>
          {action.icon && <Icon name={action.icon} className="size-4" />}
          {action.label}
        </a>
      )
    );
  });
}

/** The top of every page: h1, subtitle, main actions, figures; `services` anchors its cards. */
export function PageHero({ hero, services }: { hero: Hero; services?: string }) {
  const aside = hero.image ? (
    <ResponsiveImage
      name={hero.image}
      alt={hero.imageAlt ?? ""}
      sizes="(min-width: 1024px) 320px, 224px"
      priority
      className="mx-auto size-40 object-cover sm:size-56 lg:size-80"
    />
  ) : (
    // A decorative emblem: the page's icon in concentric rings.
    hero.icon && (
      <div aria-hidden className="relative mx-auto flex size-80 items-center justify-center">
        <span className="absolute inset-0 rounded-full bg-white/5" />
        <span className="absolute inset-10 rounded-full bg-white/5" />
        <span className="relative flex size-40 rotate-3 items-center justify-center rounded-[2rem] bg-white/10 shadow-2xl ring-1 ring-white/20">
          <Icon name={hero.icon} className="size-20 -rotate-3 text-sun-300" strokeWidth={1.5} />
        </span>
        <span className="absolute top-10 right-12 size-6 rounded-full bg-sun-400" />
        <span className="absolute bottom-14 left-10 size-3 rounded-full bg-brand-200/70" />
      </div>
    )
  );
  return (
    <div className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div
        className={cn(
          "relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20",
          Boolean(aside) && "lg:grid-cols-[1.3fr_1fr]",
        )}
      >
        <div className="lg:row-start-1">
          {hero.eyebrow && (
            <p className="mb-3 text-sm font-bold tracking-wider text-sun-300 uppercase">
              {hero.eyebrow}
            </p>
          )}
          <h1 className="text-4xl font-extrabold tracking-tight text-balance max-[20rem]:text-3xl sm:text-5xl">
            {hero.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-pretty text-brand-100 sm:text-xl">
            {hero.subtitle}
          </p>
          {hero.actions && (
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <Actions actions={hero.actions} services={services} />
            </div>
          )}
        </div>
        {/* After the words, as a phone shows it: its first screen is the page's title, not a
            picture, and a page drawn while loading never pushes words down. */}
        {aside && (
          <div className={cn("lg:col-start-2 lg:row-start-1", !hero.image && "hidden lg:block")}>
            {aside}
          </div>
        )}
        {hero.stats && (
          <div className="lg:col-span-2">
            <dl className="grid max-w-4xl gap-3 sm:grid-cols-3">
              {hero.stats.map((stat) => (
                <div
                  key={stat.label}
                  className="@container flex flex-col-reverse rounded-xl bg-white/10 px-4 py-3 text-center text-white"
                >
                  <dt className="text-sm text-brand-100">{stat.label}</dt>
                  {/* Smaller in a narrow box, so that a long word ("Commissioned") stays in it. */}
                  <dd className="text-[min(1.5rem,12cqi)] font-extrabold tracking-tight sm:text-[min(1.875rem,12cqi)]">
                    {stat.value}
                  </dd>
                </div>
              ))}
            </dl>
            {hero.footnote && <p className="mt-3 text-sm text-brand-100">{hero.footnote}</p>}
          </div>
        )}
      </div>
    </div>
  );
}
