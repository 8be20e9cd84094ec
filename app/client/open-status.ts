import { defaultLocale, isLocale } from "~/site/locales";
import { describeOpenStatus, openStatus, type OpenStatusText } from "~/site/office-hours";

/**
 * Fills the top strip's slot with "Open now · closes 3 PM" or when the
 * office opens next: the hours are the config's (bundled in), the words the
 * page's (`data-open`, …). Kept right while the page stays open. Without this
 * the slot stays empty.
 */
export function showOpenStatus() {
  const lang = document.documentElement.lang;
  const locale = isLocale(lang) ? lang : defaultLocale;
  const slot = document.querySelector<HTMLElement>("[data-open-status]");
  if (!slot) return;
  const words = slot.dataset;
  const text: OpenStatusText = {
    open: words.open ?? "",
    closed: words.closed ?? "",
    opensToday: words.opensToday ?? "",
    opensTomorrow: words.opensTomorrow ?? "",
    opensOn: words.opensOn ?? "",
    oneOClock: words.oneOClock?.split("|") ?? [],
  };
  const update = () => {
    const status = openStatus(OFFICE_SCHEDULE, new Date());
    slot.textContent = describeOpenStatus(status, text, locale);
    slot.dataset.state = status.open ? "open" : "closed";
  };
  update();
  setInterval(update, 60_000);
}
