/**
 * The only inline script, first in <head>. Before anything is painted, a
 * visitor who chose Spanish and opens an English page is sent to the Spanish
 * one, and a Spanish page remembers Spanish. Then, once the page has painted,
 * it loads the site script (site.ts). Inline, because a file here would
 * delay every first paint by a request; its CSP hash is computed from this
 * code at build (app/client/vite-plugin.ts).
 */
import { browserStorage, languageBoot, pageNamesId } from "~/site/language";

/** URL of the site script, set when this is bundled (app/client/vite-plugin.ts). */
declare const SITE_SCRIPT_URL: string;

/**
 * Loads the site script once the page has painted (or, where paint timing is
 * missing, a moment after the load event): nothing a visitor needs waits for
 * it, and it never competes with the first paint for the network.
 */
function loadSiteScriptAfterPaint() {
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    const script = document.createElement("script");
    script.src = SITE_SCRIPT_URL;
    document.head.append(script);
  };
  try {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      setTimeout(load);
    });
    observer.observe({ type: "paint", buffered: true });
  } catch {
    // No paint timing: the load event below decides.
  }
  addEventListener("load", () => setTimeout(load, 2000), { once: true });
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
if (!redirecting) loadSiteScriptAfterPaint();
