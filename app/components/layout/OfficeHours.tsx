import { officeConfig, weekdays, type Weekday } from "~/site/config";
import { formatClockTime } from "~/site/format";
import { useCommonText, useLocale } from "~/site/locale";

type Schedule = readonly { readonly days: readonly Weekday[]; opens: string; closes: string }[];

/** Groups a schedule into display rows: "Monday to Friday: 9:30 AM – 3 PM", closed days last. */
function scheduleRows(schedule: Schedule) {
  const open = new Set(schedule.flatMap((slot) => slot.days));
  const closed = weekdays.filter((day) => !open.has(day));
  return { slots: schedule, closed };
}

/** "Monday to Friday" / "Lunes a viernes": Spanish day names are lower case mid-phrase. */
function dayRange(days: readonly Weekday[], names: Record<Weekday, string>, through: string) {
  const text =
    days.length === 1
      ? names[days[0]!]
      : `${names[days[0]!]} ${through} ${names[days[days.length - 1]!]}`;
  return capitalize(text);
}

function capitalize(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The office's in-office and online hours from the config, in the page's language. */
export function OfficeHours() {
  const text = useCommonText();
  const locale = useLocale();
  const groups = [
    { label: text.footer.inOffice, schedule: officeConfig.hours.office },
    { label: text.footer.online, schedule: officeConfig.hours.online },
  ];
  return (
    <div className="grid gap-4 text-sm">
      {groups.map(({ label, schedule }) => {
        const { slots, closed } = scheduleRows(schedule);
        return (
          <div key={label}>
            <p className="font-semibold text-white">{label}</p>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-brand-100">
              {slots.map((slot) => (
                <div key={slot.days.join()} className="contents">
                  <dt>{dayRange(slot.days, text.weekdays, text.through)}</dt>
                  <dd>
                    {formatClockTime(slot.opens, locale)} – {formatClockTime(slot.closes, locale)}
                  </dd>
                </div>
              ))}
              {closed.length > 0 && (
                <div className="contents">
                  <dt>{capitalize(closed.map((day) => text.weekdays[day]).join(", "))}</dt>
                  <dd>{text.footer.closed}</dd>
                </div>
              )}
            </dl>
          </div>
        );
      })}
    </div>
  );
}
