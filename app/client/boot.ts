// The only inline script, first in <head> (a file would cost every first paint a request): it sends
// a visitor who chose Spanish to the Spanish page before the first paint, then loads site.ts.
import { browserStorage, languageBoot, pageNamesId } from "~/site/language";
import { whenIdle } from "./idle";

/** URL of the site script, set when this is bundled (vite-plugin.ts). */
declare const SITE_SCRIPT_URL: string;

let redirecting = false;
try {
  const { pathname, search, hash, origin } = location;
  const visit = { pathname, search, hash, origin, referrer: document.referrer };
  // The 404 page lists the site's pages (root.tsx) so any casing of a name finds its page.
  const pageNames = document.getElementById(pageNamesId)?.textContent;
  const replacement = languageBoot(visit, browserStorage(), pageNames ? JSON.parse(pageNames) : []);
  if (replacement) {
    // Hidden (app.css) while the page in the visitor's language loads.
    redirecting = true;
    document.documentElement.setAttribute("data-redirecting", "");
    location.replace(replacement);
  }
} catch {
  // Nothing here may keep the page from showing.
}

// After load, when idle: its work never shares a task with parsing and first frames (slow phones).
const loadSiteScript = () => {
  const script = document.createElement("script");
  script.src = SITE_SCRIPT_URL;
  document.head.append(script);
};
if (!redirecting) addEventListener("load", () => whenIdle(loadSiteScript, 1000), { once: true });
