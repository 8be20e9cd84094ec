import { ServiceCard, type ServiceCardProps } from "~/components/ServiceCard";
import { cn } from "~/components/ui/cn";

interface ServiceGridProps {
  cards: readonly ServiceCardProps[];
  /** Columns on wide screens (two on tablets, one on phones). */
  columns?: 2 | 3 | 4;
  className?: string;
}

/** Service cards side by side, as a list. */
export function ServiceGrid({ cards, columns = 3, className }: ServiceGridProps) {
  return (
    <ul
      className={cn(
        "grid gap-6 md:grid-cols-2",
        columns === 3 && "lg:grid-cols-3",
        columns === 4 && "lg:grid-cols-2 xl:grid-cols-4",
        className,
      )}
    >
      {cards.map((card) => (
        <li key={card.title}>
          <ServiceCard {...card} />
        </li>
      ))}
    </ul>
  );
}
