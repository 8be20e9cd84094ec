// The script every page loads when idle (boot.ts): what HTML cannot do; its words are the page's.
import { storeLanguage } from "~/site/language";
import { isLocale } from "~/site/locales";
import { enhanceBlogFilters } from "./blog-filters";
import { prepareDatedHours } from "./hours-notices";
import { whenIdle } from "./idle";
import { enhanceNewsletter } from "./newsletter";
import { prepareOpenStatus } from "./open-status";
import { syncPopoverButtons } from "./popovers";
import { prepareTodayDates } from "./today";

/** Stores a choice in the language switcher before the next page (whose boot also infers it). */
function rememberLanguageChoice(event: Event) {
  const link = (event.target as Element | null)?.closest?.("a[data-language-choice]");
  const locale = link?.getAttribute("hreflang");
  if (isLocale(locale)) storeLanguage(locale);
}

/** Works out the dated parts between taps, then writes them in one frame: one restyle. */
async function showTimelyParts() {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  const writes: (() => void)[] = [];
  for (const prepare of [prepareTodayDates, prepareOpenStatus, prepareDatedHours]) {
    // Lets the browser handle input and paint before the next piece of work.
    await (scheduler?.yield ? scheduler.yield() : new Promise((done) => setTimeout(done)));
    writes.push(prepare());
  }
  requestAnimationFrame(() => {
    for (const write of writes) write();
    whenIdle(() => {
      enhanceNewsletter();
      document.documentElement.setAttribute("data-enhanced", "");
    }, 2000);
  });
}

for (const type of ["click", "auxclick"])
  document.addEventListener(type, rememberLanguageChoice, true);
syncPopoverButtons();
enhanceBlogFilters();
void showTimelyParts();
