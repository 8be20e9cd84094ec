import { Icon } from "~/components/Icon";
import { cn } from "~/components/ui/cn";

export interface Point {
  icon?: string;
  title: string;
  description: string;
}

interface PointGridProps {
  points: readonly Point[];
  tone?: "light" | "dark";
  columns?: 3 | 4;
}

/** Short reasons, tips or qualities side by side, each with its icon. */
export function PointGrid({ points, tone = "light", columns = 4 }: PointGridProps) {
  return (
    <ul
      className={cn(
        "grid gap-6 sm:grid-cols-2",
        columns === 3 && "lg:grid-cols-3",
        columns === 4 && "lg:grid-cols-4",
      )}
    >
      {points.map((point) => (
        <li
          key={point.title}
          className={cn(
            "rounded-2xl p-6",
            tone === "light" ? "bg-white shadow-sm ring-1 ring-black/5" : "bg-white/10 text-white",
          )}
        >
          {point.icon && (
            <span
              className={cn(
                "mb-4 flex size-12 items-center justify-center rounded-xl",
                tone === "light" ? "bg-sun-100 text-brand-800" : "bg-sun-400 text-brand-950",
              )}
            >
              <Icon name={point.icon} className="size-6" />
            </span>
          )}
          <h3 className="text-lg font-bold">{point.title}</h3>
          <p className={cn("mt-2", tone === "light" ? "text-ink-600" : "text-brand-100")}>
            {point.description}
          </p>
        </li>
      ))}
    </ul>
  );
}
