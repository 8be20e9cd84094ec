/**
 * The only inline script, first in <head>. Before anything is painted, a
 * visitor who chose Spanish and opens an English page is sent to the Spanish
 * one, and a Spanish page remembers Spanish. Then, once the page has loaded,
 * it loads the site script (site.ts). Inline, because a file here would
 * delay every first paint by a request; its CSP hash is computed from this
 * code at build (app/client/vite-plugin.ts).
 */
import { browserStorage, languageBoot, pageNamesId } from "~/site/language";

/** URL of the site script, set when this is bundled (app/client/vite-plugin.ts). */
declare const SITE_SCRIPT_URL: string;

/**
 * Loads the site script once the page has loaded and the browser is idle:
 * nothing a visitor needs waits for it (every control works without it), and
 * its work never shares a task with the page's own parsing and first frames,
 * which on a slow phone are the longest the page has.
 */
function loadSiteScriptWhenIdle() {
  const load = () => {
    const script = document.createElement("script");
    script.src = SITE_SCRIPT_URL;
    document.head.append(script);
  };
  const whenIdle = () => {
    if ("requestIdleCallback" in window) requestIdleCallback(load, { timeout: 1000 });
    else setTimeout(load, 100);
  };
  addEventListener("load", whenIdle, { once: true });
}

/** The 404 page lists the site's pages (app/root.tsx), to send any casing of a page name to the page. */
function pageNames(): string[] {
  const data = document.getElementById(pageNamesId)?.textContent;
  return data ? (JSON.parse(data) as string[]) : [];
}

let redirecting = false;
try {
  const visit = {
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    referrer: document.referrer,
    origin: location.origin,
  };
  const replacement = languageBoot(visit, browserStorage(), pageNames());
  if (replacement) {
    // Hidden (see app.css) while the page in the visitor's language loads.
    redirecting = true;
    document.documentElement.setAttribute("data-redirecting", "");
    location.replace(replacement);
  }
} catch {
  // Nothing here may keep the page from showing.
}
if (!redirecting) loadSiteScriptWhenIdle();
