import { dateWords, formatIsoDay } from "~/site/format";
import { useLocale } from "~/site/locale";

/**
 * Today's date in the page's language. The HTML carries the day the site
 * was built; the site script (app/client/today.ts) puts the visitor's today,
 * written with the month names and pattern carried here.
 */
export function TodayDate() {
  const day = new Date().toISOString().slice(0, 10);
  const locale = useLocale();
  const { months, longDate } = dateWords(locale);
  return (
    <time dateTime={day} data-today="" data-months={months.join("|")} data-pattern={longDate}>
      {formatIsoDay(day, locale)}
    </time>
  );
}
