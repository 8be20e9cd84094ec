import { X } from "lucide-react";
import { cn } from "~/components/ui/classes";
import { useCommonText } from "~/content/common";

/** The close button of a toast or a notice: an ✕ named "Dismiss" in the page's language. */
export function DismissButton(props: { className: string; iconClassName?: string }) {
  const base = "inline-flex size-11 shrink-0 items-center justify-center rounded-md";
  return (
    <button type="button" className={cn(base, props.className)}>
      <X className={props.iconClassName ?? "size-4"} />
      <span className="sr-only">{useCommonText().dismiss}</span>
    </button>
  );
}
