import { formatIsoDay } from "~/site/format";
import { useLocale } from "~/site/locale";

/**
 * Today's date in the page's language. The HTML carries the day the site
 * was built; the site script (app/client/today.ts) puts the visitor's today.
 */
export function TodayDate() {
  const day = new Date().toISOString().slice(0, 10);
  return (
    <time dateTime={day} data-today="">
      {formatIsoDay(day, useLocale())}
    </time>
  );
}
