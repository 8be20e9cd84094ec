import { CalendarClock } from "lucide-react";
import { DismissButton } from "~/components/ui/DismissButton";
import { officeConfig } from "~/site/config";
import { officeDay } from "~/site/contact";
import { upcomingExceptions } from "~/site/office-hours";
import { useCommonText } from "~/content/common";

/**
 * The notice of holiday closures and special hours: an empty hidden frame, since the day needs
 * the visitor's clock; the site script fills it with the footer's rows that are due and shows
 * it. Without JavaScript the footer's hours say the same.
 */
export function HoursNotice() {
  const text = useCommonText();
  const { exceptions } = officeConfig.specialHours;
  if (upcomingExceptions(exceptions, officeDay(officeConfig)).length === 0) return null;
  return (
    <aside
      aria-labelledby="hours-notice-title"
      hidden
      data-hours-notice=""
      className="sticky bottom-0 z-30 border-t-4 border-sun-500 bg-sun-100 shadow-[0_-4px_12px_rgb(0_0_0/0.12)] print:static print:shadow-none"
    >
      <div className="mx-auto flex max-w-7xl gap-3 py-2 pr-1 pl-4 text-sm sm:pr-4 sm:pl-6">
        <CalendarClock className="mt-2.5 size-5 shrink-0" aria-hidden />
        <div className="grow py-2">
          <p id="hours-notice-title" className="font-bold">
            {text.specialHours.title}
          </p>
          <ul className="grid gap-0.5" />
          <a href="#office-hours" className="font-semibold text-brand-800 underline print:hidden">
            {text.specialHours.seeHours}
          </a>
        </div>
        <DismissButton className="hover:bg-sun-300 print:hidden" iconClassName="size-5" />
      </div>
    </aside>
  );
}
