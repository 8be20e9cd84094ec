import { X } from "lucide-react";
import { cn } from "~/components/ui/cn";
import { useCommonText } from "~/content/common";

/** The close button of a toast or a notice: an ✕ named "Dismiss" in the page's language. */
export function DismissButton({
  className,
  iconClassName = "size-4",
}: {
  className?: string;
  iconClassName?: string;
}) {
  const text = useCommonText();
  return (
    <button
      type="button"
      className={cn(
        "inline-flex size-11 shrink-0 items-center justify-center rounded-md",
        className,
      )}
    >
      <X className={iconClassName} aria-hidden />
      <span className="sr-only">{text.dismiss}</span>
    </button>
  );
}
