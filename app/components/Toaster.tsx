import { CheckCircle2 } from "lucide-react";
import { DismissButton } from "~/components/ui/DismissButton";
import { useCommonText } from "~/content/common";

/** The toast area: a polite live region the site script fills from the hidden prototype. */
export const Toaster = () => (
  <section
    aria-label={useCommonText().toastRegion}
    className="pointer-events-none fixed inset-x-0 bottom-0 z-50 p-4 print:hidden sm:right-0 sm:left-auto sm:w-96"
  >
    <div role="status" aria-live="polite">
      <ol data-toast-list="" className="grid gap-2" />
    </div>
    {/* The prototype of each toast (not a <template>, which React cannot hydrate). */}
    <ol hidden data-toast-template="">
      <li className="pointer-events-auto flex items-start gap-3 rounded-xl bg-white p-4 shadow-lg ring-1 ring-black/10">
        <CheckCircle2 className="mt-0.5 size-5 text-brand-700" />
        <div className="grow text-sm">
          <p data-toast-title="" className="font-semibold" />
          <p data-toast-text="" className="mt-1 text-ink-700" />
        </div>
        <DismissButton className="-m-2 text-ink-600 hover:bg-brand-50" />
      </li>
    </ol>
  </section>
);
