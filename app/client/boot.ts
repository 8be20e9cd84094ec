// The only inline script, first in <head> (a file would delay every first paint by a request;
// vite-plugin.ts hashes it for the CSP): before the first paint it sends a visitor who chose
// Spanish to the Spanish page, and a Spanish page remembers Spanish; then it loads site.ts.
import { browserStorage, languageBoot, pageNamesId } from "~/site/language";
import { whenIdle } from "./idle";

/** URL of the site script, set when this is bundled (vite-plugin.ts). */
declare const SITE_SCRIPT_URL: string;

let redirecting = false;
try {
  const { pathname, search, hash, origin } = location;
  const visit = { pathname, search, hash, origin, referrer: document.referrer };
  // The site's pages, listed by the 404 page (root.tsx) so any casing of a name finds its page.
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

// Loads site.ts once the page has loaded and is idle: every control works without it, and its work
// never shares a task with the page's parsing and first frames, the longest on a slow phone.
const loadSiteScript = () => {
  const script = document.createElement("script");
  script.src = SITE_SCRIPT_URL;
  document.head.append(script);
};
if (!redirecting) addEventListener("load", () => whenIdle(loadSiteScript, 1000), { once: true });
