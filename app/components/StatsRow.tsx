import { cn } from "~/components/ui/cn";

export interface Stat {
  value: string;
  label: string;
}

/** A row of headline figures, e.g. "5000+ documents notarized". */
export function StatsRow({
  stats,
  tone = "light",
  className,
}: {
  stats: readonly Stat[];
  tone?: "light" | "dark";
  className?: string;
}) {
  return (
    <dl className={cn("grid gap-3 sm:grid-cols-3", className)}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn(
            "flex flex-col-reverse rounded-xl px-4 py-3 text-center",
            tone === "dark"
              ? "bg-white/10 text-white"
              : "bg-white text-ink-900 shadow-sm ring-1 ring-black/5",
          )}
        >
          <dt className={cn("text-sm", tone === "dark" ? "text-brand-100" : "text-ink-600")}>
            {stat.label}
          </dt>
          <dd className="text-2xl font-extrabold tracking-tight sm:text-3xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
