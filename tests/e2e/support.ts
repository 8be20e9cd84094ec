import axe from "axe-core";
import { expect, type Locator, type Page } from "@playwright/test";
import { locales, pageIds, pagePath, type Locale, type PageId } from "../../app/site/pages";

/** Every page of the site in every language, from the route table. */
export const allPages: { page: PageId; locale: Locale; path: string }[] = pageIds.flatMap((page) =>
  locales.map((locale) => ({ page, locale, path: pagePath(page, locale) })),
);

/** WCAG tags the axe checks use (WCAG 2.2 AA). */
export const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export interface PageProblems {
  consoleErrors: string[];
  foreignRequests: string[];
  cspViolations: string[];
}

/**
 * Starts recording what must never happen on a page: console errors,
 * uncaught exceptions, requests to another host and CSP violations.
 */
export async function watchForProblems(page: Page): Promise<PageProblems> {
  const problems: PageProblems = { consoleErrors: [], foreignRequests: [], cspViolations: [] };
  page.on("console", (message) => {
    if (message.type() === "error") problems.consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => problems.consoleErrors.push(error.message));
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (
      ["http:", "https:", "ws:", "wss:"].includes(url.protocol) &&
      url.hostname !== "localhost" &&
      url.hostname !== "127.0.0.1"
    ) {
      problems.foreignRequests.push(request.url());
    }
  });
  await page.exposeFunction("__reportCspViolation", (text: string) =>
    problems.cspViolations.push(text),
  );
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
      );
    });
  });
  return problems;
}

/**
 * Waits until the site script has added what HTML cannot (stored language,
 * toasts, today's date). Controls work before this: only tests of those
 * additions need it.
 */
export async function waitForSiteScript(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-enhanced"), null, {
    timeout: 15_000,
  });
}

/** The popover (list or menu) a `popovertarget` button opens. */
export async function popoverOf(button: Locator): Promise<Locator> {
  const id = await button.getAttribute("popovertarget");
  expect(id, "the button names its popover").toBeTruthy();
  return button.page().locator(`[id="${id}"]`);
}

/** Chromium's own accessibility tree: the button's expanded state, as screen readers get it. */
export async function expandedState(button: Locator): Promise<boolean | undefined> {
  const page = button.page();
  const cdp = await page.context().newCDPSession(page);
  try {
    await button.evaluate((el) => el.setAttribute("data-ax-probe", ""));
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", {
      nodeId: root.nodeId,
      selector: "[data-ax-probe]",
    });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", {
      nodeId,
      fetchRelatives: false,
    });
    const expanded = nodes[0]?.properties?.find((p) => p.name === "expanded")?.value.value;
    return expanded === undefined ? undefined : Boolean(expanded);
  } finally {
    await button.evaluate((el) => el.removeAttribute("data-ax-probe"));
    await cdp.detach();
  }
}

/**
 * Runs axe with the WCAG 2.2 AA tags in the page and returns violations as
 * readable lines. axe is injected once per page (the site's pages have no
 * frames) and run in place: @axe-core/playwright's frame-by-frame run opens a
 * second page for every check and took four times as long.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  expect(await page.locator("iframe, frame").count(), "pages have no frames for axe to miss").toBe(
    0,
  );
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof import("axe-core") };
    // Blocks the browser renders only near the screen (content-visibility:
    // auto, the footer) are rendered for the check, as they are when the
    // visitor scrolls to them: axe reads colours from what is painted.
    const deferred = [...document.querySelectorAll<HTMLElement>("body *")].filter(
      (element) => getComputedStyle(element).contentVisibility === "auto",
    );
    for (const element of deferred) element.style.contentVisibility = "visible";
    try {
      const { violations } = await axe.run(document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      });
      return violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} — ${v.nodes
            .slice(0, 5)
            .map((n) => n.target.join(" "))
            .join(", ")}`,
      );
    } finally {
      for (const element of deferred) element.style.contentVisibility = "";
    }
  }, axeTags);
}

/** Asserts a page recorded no console error, foreign request or CSP violation. */
export function expectNoProblems(problems: PageProblems) {
  expect(problems.consoleErrors, "console errors").toEqual([]);
  expect(problems.foreignRequests, "requests to other hosts").toEqual([]);
  expect(problems.cspViolations, "CSP violations").toEqual([]);
}
