import { useEffect, useState } from "react";
import { formatLongDate, useLocale } from "~/site/locale";

/** Today's date as an ISO day (YYYY-MM-DD) in the visitor's own time zone. */
function localIsoDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Today's date in the page's language, computed in the browser (spec). The
 * prerendered HTML carries the build date until the script runs.
 */
export function TodayDate() {
  const locale = useLocale();
  const [day, setDay] = useState(() => localIsoDay(new Date()));
  useEffect(() => setDay(localIsoDay(new Date())), []);
  return <time dateTime={day}>{formatLongDate(new Date(`${day}T00:00:00Z`), locale)}</time>;
}
