/**
 * The one small script every page loads, after its first paint (boot.ts
 * loads it). Pages work without it: it only adds what HTML cannot do. It
 * carries no words; any text it shows comes from the page, in its language.
 */
import { storeLanguage } from "~/site/language";
import { isLocale } from "~/site/locales";
import { enhanceBlogFilters } from "./blog-filters";
import { showDatedHours } from "./hours-notices";
import { enhanceNewsletter } from "./newsletter";
import { showOpenStatus } from "./open-status";
import { syncPopoverButtons } from "./popovers";
import { showTodayDates } from "./today";

/**
 * A choice in the language switcher is stored before the next page loads.
 * (Should this script not have run yet, the next page's boot script infers
 * the choice from the page the visitor came from.)
 */
function rememberLanguageChoice(event: Event) {
  const link = (event.target as Element | null)?.closest?.("a[data-language-choice]");
  const locale = link?.getAttribute("hreflang");
  if (isLocale(locale)) storeLanguage(locale);
}

/** Runs `work` when the browser has nothing else to do (or within two seconds). */
function whenIdle(work: () => void) {
  if ("requestIdleCallback" in window) requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 200);
}

for (const type of ["click", "auxclick"])
  document.addEventListener(type, rememberLanguageChoice, true);
syncPopoverButtons();
enhanceBlogFilters();
// What the visitor sees change (the status line, today's date, the hours
// notices) is written in one go just before the next frame, so the page
// restyles once; what only matters on a later tap waits for idle time.
requestAnimationFrame(() => {
  showTodayDates();
  showOpenStatus();
  showDatedHours();
  whenIdle(() => {
    enhanceNewsletter();
    document.documentElement.setAttribute("data-enhanced", "");
  });
});
