import { officeDay } from "~/site/contact";
import { shownOn } from "~/site/office-hours";

const dismissedKey = "hoursNoticeDismissed";

/**
 * The holiday rows of the hours block (`data-show-until`) hide once their day
 * is over, and their group when none is left. The site-wide notice shows a
 * copy of each row whose announcement has begun (`data-notice-from`), in the
 * page's words. "Today" is the office's day, in its time zone. A dismissed
 * notice stays closed for the rest of the visit, until another row is due.
 */
export function showDatedHours() {
  const today = officeDay(OFFICE_SCHEDULE);
  const rows = [...document.querySelectorAll<HTMLElement>("[data-show-until]")];
  for (const row of rows) row.hidden = !shownOn(today, row.dataset.showUntil!);
  for (const group of document.querySelectorAll<HTMLElement>("[data-hours-group]"))
    group.hidden = !group.querySelector("[data-show-until]:not([hidden])");

  const notice = document.querySelector<HTMLElement>("[data-hours-notice]");
  const list = notice?.querySelector("ul");
  const due = rows.filter((row) => shownOn(today, row.dataset.showUntil!, row.dataset.noticeFrom));
  if (!notice || !list || due.length === 0) return;
  const key = due.map((row) => row.dataset.showUntil).join();
  try {
    if (sessionStorage.getItem(dismissedKey) === key) return;
  } catch {
    // Storage blocked: the notice shows on every page.
  }
  for (const row of due) {
    const copy = document.createElement("li");
    // The row's words and emphasis, without the footer's colours.
    copy.append(...[...row.cloneNode(true).childNodes]);
    for (const child of copy.querySelectorAll("[class]")) child.removeAttribute("class");
    list.append(copy);
  }
  notice.hidden = false;
  notice.querySelector("button")?.addEventListener("click", () => {
    notice.hidden = true;
    try {
      sessionStorage.setItem(dismissedKey, key);
    } catch {
      // Nothing to remember it in.
    }
  });
}
