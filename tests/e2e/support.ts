import axe from "axe-core";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { locales, pageIds, pagePath, type Locale, type PageId } from "../../app/site/pages";

export { expect };

/** Every page of the site in every language, from the route table. */
export const allPages: { page: PageId; locale: Locale; path: string }[] = pageIds.flatMap((page) =>
  locales.map((locale) => ({ page, locale, path: pagePath(page, locale) })),
);

type Problems = Record<"consoleErrors" | "foreignRequests" | "cspViolations", string[]>;

/** What a page had gone wrong when nothing did. */
export const noProblems: Problems = { consoleErrors: [], foreignRequests: [], cspViolations: [] };

/** Records a page's console errors and uncaught exceptions, requests to other hosts and CSP violations. */
export async function watchProblems(page: Page): Promise<Problems> {
  const problems = structuredClone(noProblems);
  page.on("console", (message) => {
    if (message.type() === "error") problems.consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => problems.consoleErrors.push(error.message));
  page.on("request", (request) => {
    const { protocol, hostname } = new URL(request.url());
    if (/^(http|ws)s?:$/.test(protocol) && !["localhost", "127.0.0.1"].includes(hostname))
      problems.foreignRequests.push(request.url());
  });
  await page.exposeFunction("__csp", (text: string) => problems.cspViolations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const { __csp } = window as unknown as { __csp(text: string): void };
      __csp(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  return problems;
}

/** Playwright's `test`; one that asks for `problems` fails on any `watchProblems` records. */
export const test = base.extend<{ problems: Problems }>({
  problems: async ({ page }, use) => {
    const problems = await watchProblems(page);
    await use(problems);
    expect(problems).toEqual(noProblems);
  },
});

/** Loads a page (with the clock stopped at `at`, if given) and waits for the site script's
 * additions (stored language, toasts, today's date); controls work before. */
export async function open(page: Page, path: string, at?: Date) {
  if (at) await page.clock.setFixedTime(at);
  await page.goto(path);
  await page.locator("html[data-enhanced]").waitFor({ state: "attached", timeout: 15_000 });
}

/** The popover (list or menu) a `popovertarget` button opens. */
export async function popoverOf(button: Locator): Promise<Locator> {
  const id = await button.getAttribute("popovertarget");
  expect(id, "the button names its popover").toBeTruthy();
  return button.page().locator(`[id="${id}"]`);
}

/** A popover open, or shut with focus back on its button; the button's aria-expanded says which. */
export async function expectOpen(button: Locator, popover: Locator, open = true) {
  await expect(popover).toBeVisible({ visible: open });
  await expect(button).toHaveAttribute("aria-expanded", String(open));
  if (!open) await expect(button).toBeFocused();
}

/** Chromium's own accessibility tree: the button's expanded state, as screen readers get it. */
export async function expandedState(button: Locator): Promise<boolean | undefined> {
  const page = button.page();
  const cdp = await page.context().newCDPSession(page);
  await button.evaluate((el) => ((window as unknown as { axProbe: Element }).axProbe = el));
  const { result } = await cdp.send("Runtime.evaluate", { expression: "axProbe" });
  const { nodes } = await cdp.send("Accessibility.getPartialAXTree", {
    objectId: result.objectId,
    fetchRelatives: false,
  });
  await cdp.detach();
  // Chromium gives the state as a boolean, and no "expanded" at all on what cannot expand.
  return nodes[0]?.properties?.find((p) => p.name === "expanded")?.value.value;
}

/** axe's WCAG 2.2 AA violations as lines, run in the page (no frames; @axe-core/playwright took 4x as long). */
export async function axeViolations(page: Page): Promise<string[]> {
  expect(await page.locator("iframe, frame").count(), "no frames for axe to miss").toBe(0);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof import("axe-core") };
    // axe reads colours from what is painted: content-visibility: auto blocks are painted for it.
    const deferred = [...document.querySelectorAll<HTMLElement>("body *")].filter(
      (element) => getComputedStyle(element).contentVisibility === "auto",
    );
    for (const element of deferred) element.style.contentVisibility = "visible";
    try {
      const { violations } = await axe.run(document, {
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
        resultTypes: ["violations"],
      });
      return violations.map(({ id, impact, help, nodes }) => {
        const where = nodes.slice(0, 5).map((node) => node.target.join(" "));
        return `${id} (${impact}): ${help} — ${where.join(", ")}`;
      });
    } finally {
      for (const element of deferred) element.style.contentVisibility = "";
    }
  });
}
