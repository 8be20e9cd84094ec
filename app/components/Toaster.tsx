import { CheckCircle2, Info, X, XCircle } from "lucide-react";
import { cn } from "~/components/ui/cn";
import { useCommonText } from "~/site/locale";
import { dismissToast, useToasts } from "~/site/toast";

const icons = { success: CheckCircle2, error: XCircle, info: Info } as const;

/** The global toast area: a polite live region that announces each new toast. */
export function Toaster() {
  const text = useCommonText();
  const visible = useToasts().filter((t) => t.open);
  return (
    <section
      aria-label={text.toastRegion}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 p-4 sm:right-0 sm:left-auto sm:w-96"
    >
      <div role="status" aria-live="polite">
        <ol className="grid gap-2">
          {visible.map((t) => {
            const Icon = icons[t.tone ?? "info"];
            return (
              <li
                key={t.id}
                className={cn(
                  "pointer-events-auto flex items-start gap-3 rounded-xl bg-white p-4 shadow-lg ring-1 ring-black/10",
                )}
              >
                <Icon
                  className={cn(
                    "mt-0.5 size-5 shrink-0",
                    t.tone === "error" ? "text-red-700" : "text-brand-700",
                  )}
                  aria-hidden
                />
                <div className="grow text-sm">
                  <p className="font-semibold">{t.title}</p>
                  {t.description && <p className="mt-1 text-ink-700">{t.description}</p>}
                </div>
                <button
                  type="button"
                  onClick={() => dismissToast(t.id)}
                  className="-m-2 inline-flex size-11 items-center justify-center rounded-md text-ink-600 hover:bg-brand-50"
                >
                  <X className="size-4" aria-hidden />
                  <span className="sr-only">{text.dismiss}</span>
                </button>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
