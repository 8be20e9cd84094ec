// The first tap on a cheap phone with a weak signal: on the phone profile, the menu, language and
// booking buttons (when the page has one: the owner's choice) are tapped as the page appears.
// tests/e2e/first-tap.spec.ts checks that each opens on that first tap; `npm run audit` times it.
/** @import { BrowserContextOptions, Locator, Page } from "@playwright/test" */
/** @typedef {Window & { __firstTap?: { tap: number; open: number } }} TapLog */

/** @type {BrowserContextOptions} */
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
/** Slows the page down to the phone's CPU and, unless `network` is false, its network. */
export async function throttleToPhone(/** @type {Page} */ page, network = true) {
  const cdp = await page.context().newCDPSession(page);
  const { cpuSlowdown, ...conditions } = phoneThrottling;
  if (network) {
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, ...conditions });
  }
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
}
/** Whether a request goes to another host than the site's. */
export const remote = (/** @type {URL} */ { hostname }) =>
  !["localhost", "127.0.0.1"].includes(hostname);
/** The controls tapped, in order: a CSS selector of the first visible one. */
const controls = {
  menu: 'header button[popovertarget="mobile-menu"]',
  language: 'header button[popovertarget="language-list"]',
  booking: "main button[popovertarget], main a[target=_blank]",
};
/** Opens `url` on the phone; the page records its last tap and popover opening (its clock).
 * @param {Page} page @param {string} url @param {"domcontentloaded" | "commit"} waitUntil */
async function openOnPhone(page, url, waitUntil) {
  await page.addInitScript(() => {
    const log = { tap: NaN, open: NaN };
    /** @type {TapLog} */ (window).__firstTap = log;
    addEventListener("pointerdown", (e) => (log.tap = e.timeStamp), true);
    addEventListener("toggle", (e) => e.newState === "open" && (log.open = e.timeStamp), true);
  });
  await throttleToPhone(page);
  await page.goto(url, { waitUntil });
}
/** Taps a popover button: its popover, whether it opened, and the ms from tap to opening in the
 * page's clock (null when either was not seen). @param {Page} page @param {Locator} control */
async function tapPopover(page, control) {
  const popover = page.locator(`[id="${await control.getAttribute("popovertarget")}"]`);
  await control.tap();
  const opened = await popover.evaluate((el) => el.matches(":popover-open")).catch(() => false);
  const ms = await page.evaluate(() => {
    const { tap = NaN, open = NaN } = /** @type {TapLog} */ (window).__firstTap ?? {};
    return Number.isNaN(open - tap) ? null : open - tap;
  });
  return { popover, opened, ms };
}

/** Taps each control once at DOMContentLoaded: whether it opened (for a link, its booking page in
 * a new tab, answered locally), in how many ms, and whether Escape closed it.
 * @param {Page} page @param {string} url */
export async function tapAtFirstPaint(page, url) {
  const context = page.context();
  const booking = { contentType: "text/html", body: "<title>booking</title>" };
  await context.route(remote, (route) => route.fulfill(booking));
  await openOnPhone(page, url, "domcontentloaded");
  const results = [];
  for (const name of /** @type {(keyof typeof controls)[]} */ (Object.keys(controls))) {
    if (name === "booking" && (await page.locator(controls.booking).count()) === 0) continue;
    const control = page.locator(controls[name]).filter({ visible: true }).first();
    const isLink = (await control.evaluate((el) => el.tagName)) === "A";
    const started = Date.now();
    if (isLink) {
      const newTab = context.waitForEvent("page", { timeout: 10_000 });
      const [popup] = await Promise.all([newTab, control.tap()]);
      results.push({ name, opened: true, ms: Date.now() - started, closedByEscape: true });
      await popup.close();
      continue;
    }
    const { popover, opened, ms } = await tapPopover(page, control);
    await page.keyboard.press("Escape");
    const closedByEscape = !(await popover.evaluate((el) => el.matches(":popover-open")));
    results.push({ name, opened, ms: ms ?? Date.now() - started, closedByEscape });
  }
  return results;
}
/** Taps the menu the moment the site script starts (its first statement marks the page), while
 * the work it leaves for the next frames is pending: whether it opened, and in how many ms.
 * @param {Page} page @param {string} url */
export async function tapWhenSiteScriptStarts(page, url) {
  await page.route(/\/assets\/site-[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = `window.__siteScriptStarted=performance.now();${await response.text()}`;
    await route.fulfill({ response, body });
  });
  await openOnPhone(page, url, "commit");
  await page.waitForFunction(() => "__siteScriptStarted" in window, null, { polling: 10 });
  const menu = page.locator(controls.menu).filter({ visible: true }).first();
  const { opened, ms } = await tapPopover(page, menu);
  return { opened, ms: ms === null ? null : Math.round(ms) };
}
