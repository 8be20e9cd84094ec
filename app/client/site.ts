/**
 * The one small script every page loads, once the page has loaded and the
 * browser is idle (boot.ts loads it). Pages work without it: it only adds
 * what HTML cannot do. It carries no words; any text it shows comes from the
 * page, in its language.
 */
import { storeLanguage } from "~/site/language";
import { isLocale } from "~/site/locales";
import { enhanceBlogFilters } from "./blog-filters";
import { prepareDatedHours } from "./hours-notices";
import { enhanceNewsletter } from "./newsletter";
import { prepareOpenStatus } from "./open-status";
import { syncPopoverButtons } from "./popovers";
import { prepareTodayDates } from "./today";

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

/** Lets the browser handle input and paint before the next piece of work. */
function yieldToInput(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((done) => setTimeout(done));
}

/**
 * What the visitor sees change (today's date, the status line, the hours
 * notices) is worked out in short pieces that each leave the browser free for
 * a tap, then written in one go just before a frame, so the page restyles
 * once. What only matters on a later tap waits for idle time.
 */
async function showTimelyParts() {
  const writes: (() => void)[] = [];
  for (const prepare of [prepareTodayDates, prepareOpenStatus, prepareDatedHours]) {
    await yieldToInput();
    writes.push(prepare());
  }
  requestAnimationFrame(() => {
    for (const write of writes) write();
    whenIdle(() => {
      enhanceNewsletter();
      document.documentElement.setAttribute("data-enhanced", "");
    });
  });
}

for (const type of ["click", "auxclick"])
  document.addEventListener(type, rememberLanguageChoice, true);
syncPopoverButtons();
enhanceBlogFilters();
void showTimelyParts();
