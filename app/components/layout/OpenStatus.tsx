import { cn } from "~/components/ui/cn";
import { useCommonText } from "~/content/common";
import { officeConfig } from "~/site/config";
import { dateWords, formatClockTime } from "~/site/format";
import { useLocale } from "~/site/locale";
import { scheduleTimes } from "~/site/office-hours";

/**
 * The slot for "Open now · closes 3 PM" in the top strip. It is empty in the
 * HTML: the site script (app/client/open-status.ts) fills it from the
 * office's hours and the words carried here (`data-open`, …, and the
 * office's clock times, weekday and month names as this language writes
 * them, so the script needs no `Intl`). Without
 * JavaScript it shows nothing; with it, its line is reserved from the first
 * paint (`scripting:`), so filling it moves nothing.
 */
export function OpenStatus({ className }: { className?: string }) {
  const words = useCommonText().openStatus;
  const locale = useLocale();
  const dates = dateWords(locale);
  const times = scheduleTimes({
    weekly: officeConfig.hours.office,
    exceptions: officeConfig.specialHours.exceptions,
  });
  return (
    <p
      data-open-status=""
      data-open={words.open}
      data-closed={words.closed}
      data-opens-today={words.opensToday}
      data-opens-tomorrow={words.opensTomorrow}
      data-opens-on={words.opensOn}
      data-one-o-clock={words.oneOClock.join("|")}
      data-times={JSON.stringify(
        Object.fromEntries(times.map((t) => [t, formatClockTime(t, locale)])),
      )}
      data-weekdays={dates.weekdays.join("|")}
      data-months={dates.months.join("|")}
      data-month-day={dates.monthDay}
      className={cn(
        "flex items-center gap-2 font-medium before:size-2 before:shrink-0 before:rounded-full empty:before:hidden data-[state=closed]:before:bg-sun-400 data-[state=open]:before:bg-green-400",
        className,
      )}
    />
  );
}
