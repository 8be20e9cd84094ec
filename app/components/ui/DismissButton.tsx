import { X } from "lucide-react";
import { cn } from "~/components/ui/classes";
import { useCommonText } from "~/content/common";

interface Props {
  className: string;
  iconClassName?: string;
}

/** The close button of a toast or a notice: an ✕ named "Dismiss" in the page's language. */
export function DismissButton({ className, iconClassName = "size-4" }: Props) {
  const base = "inline-flex size-11 shrink-0 items-center justify-center rounded-md";
  return (
    <button type="button" className={cn(base, className)}>
      <X className={iconClassName} aria-hidden />
      <span className="sr-only">{useCommonText().dismiss}</span>
    </button>
  );
}
