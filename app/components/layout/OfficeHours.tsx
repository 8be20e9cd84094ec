import { officeConfig } from "~/site/config";
import { officeDay } from "~/site/contact";
import { formatDays } from "~/site/format";
import {
  capitalize,
  formatHours,
  noticeWindow,
  upcomingExceptions,
  weeklyRows,
} from "~/site/office-hours";
import { useCommonText } from "~/content/common";
import { useLocale } from "~/site/locale";

/**
 * The office's in-office and online hours from the config, in the page's
 * language, then the holiday closures and special hours still ahead at the
 * build. The site script hides each of those once its last day has passed
 * (`data-show-until`), and the group when none is left; from
 * `data-notice-from` it copies the row into the notice on every page.
 */
export function OfficeHours() {
  const text = useCommonText();
  const locale = useLocale();
  const week = { weekdays: text.weekdays, through: text.through, closed: text.footer.closed };
  const groups = [
    { label: text.footer.inOffice, schedule: officeConfig.hours.office },
    { label: text.footer.online, schedule: officeConfig.hours.online },
  ];
  const { announceDaysBefore, exceptions: all } = officeConfig.specialHours;
  const exceptions = upcomingExceptions(all, officeDay(officeConfig));
  return (
    <div className="grid gap-4 text-sm">
      {groups.map(({ label, schedule }) => (
        <div key={label}>
          <p className="font-semibold text-white">{label}</p>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-brand-100">
            {weeklyRows(schedule, week, locale).map((row) => (
              <div key={row.days} className="contents">
                <dt>{row.days}</dt>
                <dd>{row.hours}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
      {exceptions.length > 0 && (
        <div data-hours-group="">
          <p className="font-semibold text-white">{text.specialHours.title}</p>
          <ul className="mt-1 grid gap-1 text-brand-100">
            {exceptions.map((exception) => (
              <li
                key={exception.from}
                data-show-until={exception.to}
                data-notice-from={noticeWindow(exception, announceDaysBefore).showFrom}
              >
                <strong className="font-semibold text-white">
                  {capitalize(formatDays(exception.from, exception.to, locale))}:
                </strong>{" "}
                {formatHours(exception.hours, text.footer.closed, locale)}
                {exception.note && ` · ${exception.note[locale]}`}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
