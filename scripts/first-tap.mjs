// The first tap on a cheap phone with a weak signal: opens a page on the
// phone profile (4× slower CPU, 150 ms round trips, 1.6 Mbps) and, as soon
// as the HTML is parsed (DOMContentLoaded), taps the menu button, the
// language switcher and the first booking button once each. Used by the
// browser test (does each open on that first tap?) and by `npm run audit`
// (how many milliseconds from tap to open?).

/** @import { BrowserContextOptions, Page } from "@playwright/test" */

/**
 * What the page records, in its own clock: each tap and each popover opening.
 * @typedef {Window & { __firstTap?: { taps: number[]; opens: number[] } }} TapLog
 */

/**
 * One control tapped: whether it opened, in how many milliseconds, and whether Escape closed it.
 * @typedef {object} FirstTap
 * @property {"menu" | "language" | "booking"} name
 * @property {boolean} opened
 * @property {number} ms
 * @property {boolean} closedByEscape
 */

/**
 * Playwright context options of the phone.
 * @type {BrowserContextOptions}
 */
export const phoneContext = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

/** The phone's network and CPU (Chrome DevTools Protocol throttling). */
export const phoneThrottling = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

/**
 * The controls tapped, in order: a CSS selector of the first visible one.
 * @type {{ name: FirstTap["name"]; selector: string }[]}
 */
export const firstTapControls = [
  { name: "menu", selector: 'header button[popovertarget="mobile-menu"]' },
  { name: "language", selector: 'header button[popovertarget="language-list"]' },
  { name: "booking", selector: "main button[popovertarget], main a[target=_blank]" },
];

/** In the page: records each tap and each popover opening, in the page's clock. */
function recordTapsAndOpens() {
  /** @type {{ taps: number[]; opens: number[] }} */
  const log = { taps: [], opens: [] };
  /** @type {TapLog} */ (window).__firstTap = log;
  addEventListener("pointerdown", (e) => log.taps.push(e.timeStamp), true);
  addEventListener(
    "toggle",
    (e) => /** @type {ToggleEvent} */ (e).newState === "open" && log.opens.push(e.timeStamp),
    true,
  );
}

/** In the page: milliseconds from the last tap to the last opening, or null. */
function lastTapToOpen() {
  const { taps, opens } = /** @type {TapLog} */ (window).__firstTap ?? { taps: [], opens: [] };
  const [tap, open] = [taps.at(-1), opens.at(-1)];
  return tap !== undefined && open !== undefined ? open - tap : null;
}

/**
 * Slows the page down to the phone profile.
 * @param {Page} page
 */
export async function throttleToPhone(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: phoneThrottling.latency,
    downloadThroughput: phoneThrottling.downloadThroughput,
    uploadThroughput: phoneThrottling.uploadThroughput,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: phoneThrottling.cpuSlowdown });
  return cdp;
}

/**
 * Opens `url` and taps each control once at DOMContentLoaded. Returns, per
 * control, whether it opened (its popover showed, or its booking page opened
 * in a new tab), the milliseconds from tap to open, and whether Escape then
 * closed it. Requests to other hosts (the booking pages) are answered locally.
 * @param {Page} page
 * @param {string} url
 * @returns {Promise<FirstTap[]>}
 */
export async function tapAtFirstPaint(page, url) {
  const context = page.context();
  await context.route(
    (u) => !["localhost", "127.0.0.1"].includes(u.hostname),
    (route) => route.fulfill({ contentType: "text/html", body: "<title>booking</title>" }),
  );
  await page.addInitScript(recordTapsAndOpens);
  await throttleToPhone(page);
  await page.goto(url, { waitUntil: "domcontentloaded" });
  /** @type {FirstTap[]} */
  const results = [];
  for (const { name, selector } of firstTapControls) {
    const control = page.locator(selector).filter({ visible: true }).first();
    const isLink = (await control.evaluate((el) => el.tagName)) === "A";
    const started = Date.now();
    if (isLink) {
      const [popup] = await Promise.all([
        context.waitForEvent("page", { timeout: 10_000 }),
        control.tap(),
      ]);
      const ms = Date.now() - started;
      await popup.close();
      results.push({ name, opened: true, ms, closedByEscape: true });
      continue;
    }
    const popover = page.locator(`[id="${await control.getAttribute("popovertarget")}"]`);
    await control.tap();
    const opened = await popover.evaluate((el) => el.matches(":popover-open")).catch(() => false);
    const timing = await page.evaluate(lastTapToOpen);
    await page.keyboard.press("Escape");
    const closedByEscape = !(await popover.evaluate((el) => el.matches(":popover-open")));
    results.push({ name, opened, ms: timing ?? Date.now() - started, closedByEscape });
  }
  return results;
}

/**
 * Opens `url` on the phone profile and taps the menu button the moment the
 * site script has started (its first statement marks the page), while the
 * work it leaves for the next frames is still to run. Returns whether the
 * menu opened and the milliseconds from the tap to its opening, in the
 * page's own clock.
 * @param {Page} page
 * @param {string} url
 * @returns {Promise<{ opened: boolean; ms: number | null }>}
 */
export async function tapWhenSiteScriptStarts(page, url) {
  await page.route(/\/assets\/site-[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = `window.__siteScriptStarted=performance.now();${await response.text()}`;
    await route.fulfill({ response, body });
  });
  await page.addInitScript(recordTapsAndOpens);
  await throttleToPhone(page);
  await page.goto(url, { waitUntil: "commit" });
  await page.waitForFunction(() => "__siteScriptStarted" in window, null, { polling: 10 });
  const menu = firstTapControls.find((c) => c.name === "menu")?.selector ?? "";
  const control = page.locator(menu).filter({ visible: true }).first();
  const popover = page.locator(`[id="${await control.getAttribute("popovertarget")}"]`);
  await control.tap();
  const opened = await popover.evaluate((el) => el.matches(":popover-open"));
  const timing = await page.evaluate(lastTapToOpen);
  const ms = timing === null ? null : Math.round(timing);
  return { opened, ms };
}
