// Main-thread benchmark (`npm run bench:main-thread`, not part of `npm test`):
// how long a page keeps a slowed phone busy, measured against the floor in
// the same run. Each sample page loads on the phone profile (390 px, CPU
// slowed 4× through the DevTools protocol) five times with its scripts, five
// times with its script files blocked, and five times as a bare text page
// (its words in a <p>, served by this script at the same origin), interleaved.
// The Long Tasks API gives the blocking time (task time over 50 ms) and the
// worst task; Long Animation Frames name the scripts that ran in each frame,
// so a long task of the site's own script is told apart.
//
//   npm run bench:main-thread [-- --runs=5 --pages=/,/es/BlogPost1 --json=out.json]
//
// Goals (exit code 1 when one is missed):
//   - the scripts add ≤ 20 ms of blocking time to every page (medians). The
//     boot script adds the site script once the page has loaded, so what it
//     adds is counted from that moment, in both variants; the whole loads'
//     medians are in the table too, but before that moment both variants run
//     the same page, and on a busy machine their difference is noise;
//   - the page without scripts blocks ≤ 60 ms more than the bare page;
//   - no long task over 50 ms after the first paint is the site script's.
// Needs a build (`npm run build`); serves it on Cloudflare's runtime.
import { writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./browser.mjs";
import { phoneContext } from "./first-tap.mjs";
import { startSite } from "./site-server.mjs";

/** @param {string} name @param {string} fallback */
const option = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const runs = Number(option("runs", "5"));
const pages = option("pages", "/,/es,/BlogPost1,/es/BlogPost1,/Immigration,/es/TaxServices").split(
  ",",
);
const jsonFile = option("json", "");
const cpuSlowdown = 4;
const goals = { scriptsMs: 20, pageOverBareMs: 60, siteTaskMs: 50 };
const barePath = "/__bench-bare";

/** @import { Browser, Page } from "@playwright/test" */
/** @typedef {"scripts" | "blocked" | "bare"} Variant */
/** @typedef {{ blocking: number; afterPaint: number; fromSiteScript: number; worst: number; siteMax: number; siteTasks: number[] }} Sample */
/** @typedef {{ start: number; duration: number }} Task */
/** @typedef {Task & { blocking: number; scripts: { url: string; duration: number }[] }} Frame */
/** @typedef {{ tasks: Task[]; frames: Frame[]; firstPaint: number; siteScriptAdded: number | null }} MainThreadLog */
/** @typedef {Window & { __bench: MainThreadLog }} BenchWindow */
/**
 * A Long Animation Frames entry (not yet in TypeScript's DOM types).
 * @typedef {PerformanceEntry & { blockingDuration: number; scripts: { sourceURL: string; duration: number; forcedStyleAndLayoutDuration: number }[] }} AnimationFrameEntry
 */

/**
 * Records long tasks, long animation frames and first paint from the page's
 * start, and when the boot script adds the site script to the page (in every
 * variant: where script files are blocked, its request then fails).
 */
function recordMainThread() {
  /** @type {MainThreadLog} */
  const log = { tasks: [], frames: [], firstPaint: 0, siteScriptAdded: null };
  /** @type {BenchWindow} */ (/** @type {unknown} */ (window)).__bench = log;
  new MutationObserver((changes, observer) => {
    for (const { addedNodes } of changes)
      for (const node of addedNodes)
        if (node instanceof HTMLScriptElement && /\/assets\/site-/.test(node.src)) {
          log.siteScriptAdded = performance.now();
          observer.disconnect();
        }
  }).observe(document, { childList: true, subtree: true });
  /** @param {string} type @param {(entry: any) => void} take */
  const watch = (type, take) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({
        type,
        buffered: true,
      });
    } catch {
      // Not supported: nothing recorded of this kind.
    }
  };
  watch("longtask", (e) => log.tasks.push({ start: e.startTime, duration: e.duration }));
  watch("long-animation-frame", (/** @type {AnimationFrameEntry} */ e) =>
    log.frames.push({
      start: e.startTime,
      duration: e.duration,
      blocking: e.blockingDuration,
      scripts: e.scripts.map((s) => ({
        url: s.sourceURL,
        duration: s.duration + s.forcedStyleAndLayoutDuration,
      })),
    }),
  );
  watch("paint", (/** @type {PerformanceEntry} */ e) => {
    if (e.name === "first-paint") log.firstPaint = e.startTime;
  });
}

/** The visible words of a page, as a bare HTML page: the floor of what a page with those words costs. */
/** @param {string} html */
function barePage(html) {
  const text = html
    .replace(/<(script|style|svg)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>bare</title><p>${text}</p></html>`;
}

/**
 * Waits until the site script has done its work (with scripts) or its
 * request has been made (blocked), then until the page has been quiet (no
 * long task) for a second, or five seconds at most.
 * @param {Page} page @param {Variant} variant
 */
async function settle(page, variant) {
  if (variant !== "bare")
    await page.waitForFunction(
      (scripts) =>
        scripts
          ? document.documentElement.hasAttribute("data-enhanced")
          : /** @type {BenchWindow} */ (/** @type {unknown} */ (window)).__bench.siteScriptAdded !==
            null,
      variant === "scripts",
      { timeout: 15_000 },
    );
  const started = Date.now();
  let last = -1;
  let quietSince = Date.now();
  while (Date.now() - started < 5000 && Date.now() - quietSince < 1000) {
    await page.waitForTimeout(250);
    const count = await page.evaluate(() => {
      const log = /** @type {BenchWindow} */ (/** @type {unknown} */ (window)).__bench;
      return log.tasks.length + log.frames.length;
    });
    if (count !== last) [last, quietSince] = [count, Date.now()];
  }
}

/**
 * One load of one variant of a page.
 * @param {Browser} browser @param {string} origin @param {string} path
 * @param {Variant} variant @param {string} bareHtml
 * @returns {Promise<Sample>}
 */
async function measure(browser, origin, path, variant, bareHtml) {
  const context = await browser.newContext({ ...phoneContext, baseURL: origin });
  await context.route(
    (url) => !["localhost", "127.0.0.1"].includes(url.hostname),
    (r) => r.abort(),
  );
  if (variant === "blocked") await context.route(/\/assets\/[^/]+\.js$/, (r) => r.abort());
  if (variant === "bare")
    await context.route(`**${barePath}`, (r) =>
      r.fulfill({ contentType: "text/html; charset=utf-8", body: bareHtml }),
    );
  const page = await context.newPage();
  await page.addInitScript(recordMainThread);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  await page.goto(variant === "bare" ? barePath : path, { waitUntil: "load" });
  await settle(page, variant);
  const log = await page.evaluate(
    () => /** @type {BenchWindow} */ (/** @type {unknown} */ (window)).__bench,
  );
  await context.close();
  /** @param {Task[]} tasks */
  const over50 = (tasks) => tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
  const blocking = over50(log.tasks);
  const afterPaint = over50(log.tasks.filter((t) => t.start >= log.firstPaint));
  // What the site script can add: it is requested once the page has loaded,
  // so only tasks still running from that moment on can be its doing. The
  // same window is taken where script files are blocked.
  const added = log.siteScriptAdded;
  const fromSiteScript =
    added === null ? 0 : over50(log.tasks.filter((t) => t.start + t.duration > added));
  const worst = Math.max(0, ...log.tasks.map((t) => t.duration));
  // The site script's own work in each task after the first paint (its
  // execution, with any style and layout it forced): over 50 ms is a long
  // task of the script. A long frame may hold several short tasks of the
  // script, each followed by a yield to input; they are counted one by one.
  // The rendering of a frame is the page's own cost, measured by the blocked
  // and bare runs.
  const siteScript = /\/assets\/site-[^/]*\.js/;
  const siteTimes = log.frames
    .filter((f) => f.start >= log.firstPaint)
    .flatMap((f) => f.scripts.filter((s) => siteScript.test(s.url)).map((s) => s.duration));
  const siteMax = Math.round(Math.max(0, ...siteTimes));
  const siteTasks = siteTimes.filter((t) => t > goals.siteTaskMs).map(Math.round);
  return {
    blocking: Math.round(blocking),
    afterPaint: Math.round(afterPaint),
    fromSiteScript: Math.round(fromSiteScript),
    worst: Math.round(worst),
    siteMax,
    siteTasks,
  };
}

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ i) => sorted[i] ?? 0;
  return sorted.length % 2 ? at(mid) : Math.round((at(mid - 1) + at(mid)) / 2);
};

const site = await startSite();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
/** @type {Record<string, Record<Variant, Sample[]>>} */
const results = {};
try {
  for (const path of pages) {
    const html = await (await fetch(new URL(path, site.url))).text();
    const bareHtml = barePage(html);
    results[path] = { scripts: [], blocked: [], bare: [] };
    for (let run = 0; run < runs; run++)
      for (const variant of /** @type {Variant[]} */ (["scripts", "blocked", "bare"]))
        results[path][variant].push(await measure(browser, site.url, path, variant, bareHtml));
    const r = results[path];
    console.error(
      `${path}: blocking ${r.scripts.map((s) => s.blocking)} / ${r.blocked.map((s) => s.blocking)} / ${r.bare.map((s) => s.blocking)} ms`,
    );
  }
} finally {
  await browser.close();
  await site.stop();
}

const rows = [];
const missed = [];
for (const [path, r] of Object.entries(results)) {
  /** @param {Sample[]} samples */
  const blockingOf = (samples) => median(samples.map((s) => s.blocking));
  const [scripts, blocked, bare] = [
    blockingOf(r.scripts),
    blockingOf(r.blocked),
    blockingOf(r.bare),
  ];
  /** @param {Sample[]} samples */
  const worst = (samples) => Math.max(...samples.map((s) => s.worst));
  const siteTasks = r.scripts.flatMap((s) => s.siteTasks);
  // From the moment the site script is added (after the load event): before
  // it, both variants run the same page, and their difference is noise.
  /** @param {Sample[]} samples */
  const fromSiteScriptOf = (samples) => median(samples.map((s) => s.fromSiteScript));
  const added = fromSiteScriptOf(r.scripts) - fromSiteScriptOf(r.blocked);
  const overBare = blocked - bare;
  if (added > goals.scriptsMs)
    missed.push(`${path}: scripts add ${added} ms (goal ≤ ${goals.scriptsMs})`);
  if (overBare > goals.pageOverBareMs)
    missed.push(
      `${path}: the page without scripts is ${overBare} ms over bare (goal ≤ ${goals.pageOverBareMs})`,
    );
  if (siteTasks.length > 0)
    missed.push(
      `${path}: the site script ran over ${goals.siteTaskMs} ms in a frame: ${siteTasks.join(", ")} ms`,
    );
  rows.push(
    `| ${path} | ${scripts} (${worst(r.scripts)}) | ${blocked} (${worst(r.blocked)}) | ${bare} (${worst(r.bare)}) | ${fromSiteScriptOf(r.scripts)} / ${fromSiteScriptOf(r.blocked)} | ${added} | ${overBare} | ${Math.max(...r.scripts.map((s) => s.siteMax))} |`,
  );
}

const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? "CPU"}`;
console.log(
  `Main thread on a 390 px phone, CPU ${cpuSlowdown}× slower, ${runs} runs each (interleaved), ${new Date().toISOString().slice(0, 10)}, ${machine}`,
);
console.log(
  "Blocking time median in ms (worst long task in the runs, ms); from the site script: blocking from the moment it is added, with scripts / blocked\n",
);
console.log(
  "| Page | With scripts | Scripts blocked | Bare text page | From the site script | Scripts add | Page over bare | Site script, longest task |",
);
console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
for (const row of rows) console.log(row);
console.log(
  missed.length
    ? `\nGoals missed:\n${missed.map((m) => `- ${m}`).join("\n")}`
    : `\nAll goals met: scripts add ≤ ${goals.scriptsMs} ms, pages ≤ ${goals.pageOverBareMs} ms over bare, no long task of the site script after first paint.`,
);
if (jsonFile) writeFileSync(jsonFile, JSON.stringify(results, null, 2));
process.exitCode = missed.length ? 1 : 0;
