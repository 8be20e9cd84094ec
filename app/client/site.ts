/**
 * The one small script every page loads, in <head>, before the first paint.
 * Pages work without it: it only adds what HTML cannot do. It carries no
 * words; any text it shows comes from the page, in the page's language.
 */
import { languageBoot, storeLanguage } from "~/site/language";
import { isLocale } from "~/site/pages";
import { enhanceBlogFilters } from "./blog-filters";
import { enhanceNewsletter } from "./newsletter";
import { syncPopoverButtons } from "./popovers";
import { showTodayDates } from "./today";

function onReady(run: () => void) {
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", run);
  else run();
}

/** A choice in the language switcher is stored before the next page loads. */
function rememberLanguageChoice(event: Event) {
  const link = (event.target as Element | null)?.closest?.("a[data-language-choice]");
  const locale = link?.getAttribute("hreflang");
  if (isLocale(locale)) storeLanguage(locale);
}

let replacement: string | null = null;
try {
  replacement = languageBoot({
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    referrer: document.referrer,
    origin: location.origin,
  });
} catch {
  // Nothing here may keep the page from showing.
}

if (replacement) {
  // Hidden (see app.css) while the page in the visitor's language loads.
  document.documentElement.setAttribute("data-redirecting", "");
  location.replace(replacement);
} else {
  for (const type of ["click", "auxclick"])
    document.addEventListener(type, rememberLanguageChoice, true);
  syncPopoverButtons();
  onReady(() => {
    showTodayDates();
    enhanceBlogFilters();
    enhanceNewsletter();
    document.documentElement.setAttribute("data-enhanced", "");
  });
}
