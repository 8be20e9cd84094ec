import { officeDay } from "~/site/contact";
import { shownOn } from "~/site/office-hours";

const dismissedKey = "hoursNoticeDismissed";

/** Hides past holiday rows and emptied groups; copies due ones into the notice until dismissed. */
export function prepareDatedHours(): () => void {
  const today = officeDay(OFFICE_SCHEDULE);
  const rows = [...document.querySelectorAll<HTMLElement>("[data-show-until]")];
  const hideRows = () => {
    for (const row of rows) row.hidden = !shownOn(today, row.dataset.showUntil!);
    for (const group of document.querySelectorAll<HTMLElement>("[data-hours-group]"))
      group.hidden = !group.querySelector("[data-show-until]:not([hidden])");
  };

  const notice = document.querySelector<HTMLElement>("[data-hours-notice]");
  const list = notice?.querySelector("ul");
  const due = rows.filter(({ dataset }) => shownOn(today, dataset.showUntil!, dataset.noticeFrom));
  if (!notice || !list || due.length === 0) return hideRows;
  const key = due.map((row) => row.dataset.showUntil).join();
  try {
    if (sessionStorage.getItem(dismissedKey) === key) return hideRows;
  } catch {
    // Storage blocked: the notice shows on every page.
  }
  return () => {
    hideRows();
    for (const row of due) {
      const copy = document.createElement("li");
      // The row's words and emphasis, without the footer's colours.
      copy.append(...row.cloneNode(true).childNodes);
      for (const child of copy.querySelectorAll("[class]")) child.removeAttribute("class");
      list.append(copy);
    }
    notice.hidden = false;
    // A control reached by Tab scrolls into view above the notice, never under it, also once
    // the notice rewraps (a phone turned) or is dismissed: an observer sees each of its sizes,
    // the first before this frame is painted, and 0 once it is hidden.
    const { style } = document.documentElement;
    const pad = () => (style.scrollPaddingBottom = notice.hidden ? "" : `${notice.offsetHeight}px`);
    new ResizeObserver(pad).observe(notice);
    notice.querySelector("button")?.addEventListener("click", () => {
      notice.hidden = true;
      try {
        sessionStorage.setItem(dismissedKey, key);
      } catch {
        // Nothing to remember it in.
      }
    });
  };
}
