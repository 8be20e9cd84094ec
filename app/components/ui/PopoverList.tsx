import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/components/ui/classes";

interface PopoverListProps {
  id: string;
  /** What the button shows, before the chevron. */
  label: ReactNode;
  buttonClassName: string;
  /** `popover-end` lines the list up with the button's right edge. */
  listClassName?: string;
  children: ReactNode;
}

/** A button that opens a list in a native popover: no script, and the list sits under it. */
export const PopoverList = ({ id, label, children, ...style }: PopoverListProps) => (
  <div className="relative">
    <button type="button" popoverTarget={id} className={cn("group", style.buttonClassName)}>
      {label}
      <ChevronDown className="size-4 transition-transform group-aria-expanded:rotate-180" />
    </button>
    <div id={id} popover="auto" className={cn("popover-list", style.listClassName)}>
      <ul className="grid gap-0.5">{children}</ul>
    </div>
  </div>
);
