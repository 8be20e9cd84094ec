// `npm run bench:main-thread [-- --runs=5 --pages=/,/es --json=out.json]` (needs a build; README,
// Performance measurements): each page loads on a slowed phone with its scripts, with its script
// files blocked, and as a bare text page (its words in a <p>), interleaved. Long Tasks give the
// blocking time (task time over 50 ms); Long Animation Frames tell the site script's own apart.
import { writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { launchChromium, median, option } from "./browser.mjs";
import { phoneContext, phoneThrottling, remote, throttleToPhone } from "./first-tap.mjs";
import { startSite } from "./site-server.mjs";

/** @import { Browser } from "@playwright/test" */
/** @typedef {"scripts" | "blocked" | "bare"} Variant */
/** @typedef {{ start: number; duration: number }} Task */
/**
 * What the page records: long tasks, the site script's time in each long animation frame, the
 * first paint, and when the boot script adds the site script (blocked, its request then fails).
 * @typedef {{ tasks: Task[]; frames: { start: number; site: number[] }[]; firstPaint: number;
 *   siteScriptAdded: number | null }} MainThreadLog
 * @typedef {Window & typeof globalThis & { __bench: MainThreadLog }} BenchWindow
 * @typedef {Awaited<ReturnType<typeof measure>>} Sample
 */
const runs = Number(option("runs") ?? 5);
const defaultPages = "/,/es,/BlogPost1,/es/BlogPost1,/Immigration,/es/TaxServices";
const pages = (option("pages") ?? defaultPages).split(",");
const goals = {
  scriptsMs: 20, // blocking time the scripts add (medians)
  pageOverBareMs: 60, // blocking time of the page without scripts over the bare page
  siteTaskMs: 50, // the longest task of the site script after the first paint
};
const barePath = "/__bench-bare";
const siteScriptAdded = () => /** @type {BenchWindow} */ (window).__bench.siteScriptAdded !== null;
function recordMainThread() {
  const siteScript = /\/assets\/site-[^/]*\.js/;
  /** @type {MainThreadLog} */
  const log = { tasks: [], frames: [], firstPaint: 0, siteScriptAdded: null };
  /** @type {BenchWindow} */ (window).__bench = log;
  new MutationObserver((changes, observer) => {
    for (const { addedNodes } of changes)
      for (const node of addedNodes)
        if (node instanceof HTMLScriptElement && siteScript.test(node.src)) {
          log.siteScriptAdded = performance.now();
          observer.disconnect();
        }
  }).observe(document, { childList: true, subtree: true });
  // An entry type the browser does not support is ignored, with a warning in the console.
  /** @param {string} type @param {(entry: any) => void} take */
  const watch = (type, take) =>
    new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({
      type,
      buffered: true,
    });
  watch("longtask", (e) => log.tasks.push({ start: e.startTime, duration: e.duration }));
  // The site script's own work, with any style and layout it forced (not in the DOM types yet).
  /** @param {{ sourceURL: string; duration: number; forcedStyleAndLayoutDuration: number }} s */
  const siteTime = (s) =>
    siteScript.test(s.sourceURL) ? [s.duration + s.forcedStyleAndLayoutDuration] : [];
  watch("long-animation-frame", (e) =>
    log.frames.push({ start: e.startTime, site: e.scripts.flatMap(siteTime) }),
  );
  watch("paint", (e) => e.name === "first-paint" && (log.firstPaint = e.startTime));
}
/** One load, in ms: after the site script has done its work (with scripts) or been requested
 * (blocked), it waits until no long task came for a second (5 s at most).
 * @param {Browser} browser @param {string} path @param {Variant} variant @param {string} bare */
async function measure(browser, path, variant, bare) {
  const context = await browser.newContext({ ...phoneContext, baseURL: site.url });
  await context.route(remote, (r) => r.abort());
  if (variant === "blocked") await context.route(/\/assets\/[^/]+\.js$/, (r) => r.abort());
  const html = { contentType: "text/html; charset=utf-8", body: bare };
  if (variant === "bare") await context.route(`**${barePath}`, (r) => r.fulfill(html));
  const page = await context.newPage();
  await page.addInitScript(recordMainThread);
  await throttleToPhone(page, false);
  await page.goto(variant === "bare" ? barePath : path, { waitUntil: "load" });
  if (variant === "scripts")
    await page.waitForSelector("html[data-enhanced]", { state: "attached", timeout: 15_000 });
  if (variant === "blocked") await page.waitForFunction(siteScriptAdded, null, { timeout: 15_000 });
  const readLog = () => page.evaluate(() => /** @type {BenchWindow} */ (window).__bench);
  const started = Date.now();
  let [count, quietSince] = [-1, started];
  while (Date.now() - started < 5000 && Date.now() - quietSince < 1000) {
    await page.waitForTimeout(250);
    const { tasks, frames } = await readLog();
    if (tasks.length + frames.length !== count)
      [count, quietSince] = [tasks.length + frames.length, Date.now()];
  }
  const log = await readLog();
  await context.close();
  const over50 = (/** @type {(task: Task) => boolean} */ which) =>
    Math.round(log.tasks.filter(which).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0));
  // The site script is requested once the page has loaded: only tasks still running from then on
  // can be its doing (the same window is taken where script files are blocked). After the first
  // paint, its tasks count one by one (a frame may hold several, each followed by a yield); a
  // frame's rendering is the page's own cost, measured by the blocked and bare runs.
  const added = log.siteScriptAdded;
  const siteTimes = log.frames.filter((f) => f.start >= log.firstPaint).flatMap((f) => f.site);
  return {
    blocking: over50(() => true),
    fromSiteScript: added === null ? 0 : over50((t) => t.start + t.duration > added),
    worst: Math.round(Math.max(0, ...log.tasks.map((t) => t.duration))),
    siteMax: Math.round(Math.max(0, ...siteTimes)),
    siteTasks: siteTimes.filter((t) => t > goals.siteTaskMs).map(Math.round),
  };
}

const site = await startSite();
const browser = await launchChromium();
/** @type {Record<string, Record<Variant, Sample[]>>} */
const results = {};
const rows = [];
const missed = /** @type {string[]} */ ([]);
try {
  for (const path of pages) {
    // The page's visible words as a bare page: the floor of what a page with those words costs.
    const text = (await (await fetch(new URL(path, site.url))).text())
      .replace(/<(script|style|svg)[\s\S]*?<\/\1>/g, " ")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    const bare = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>bare</title><p>${text}</p></html>`;
    /** @type {Record<Variant, Sample[]>} */
    const r = (results[path] = { scripts: [], blocked: [], bare: [] });
    for (let run = 0; run < runs; run++)
      for (const variant of /** @type {Variant[]} */ (["scripts", "blocked", "bare"]))
        r[variant].push(await measure(browser, path, variant, bare));
    const blocking = [r.scripts, r.blocked, r.bare].map((v) => v.map((s) => s.blocking).join());
    console.error(`${path}: blocking ${blocking.join(" / ")} ms`);
    /** @param {Sample[]} samples @param {"blocking" | "fromSiteScript"} figure */
    const med = (samples, figure) => Math.round(median(samples.map((s) => s[figure])));
    const worst = (/** @type {Sample[]} */ samples) => Math.max(...samples.map((s) => s.worst));
    const overBare = med(r.blocked, "blocking") - med(r.bare, "blocking");
    // What the scripts add counts from the moment the boot script adds the site script (after
    // the load event): before it both variants run the same page, and their difference is noise.
    const fromScripts = med(r.scripts, "fromSiteScript");
    const fromBlocked = med(r.blocked, "fromSiteScript");
    const added = fromScripts - fromBlocked;
    const siteTasks = r.scripts.flatMap((s) => s.siteTasks).join(", ");
    const miss = (/** @type {string} */ text) => missed.push(`${path}: ${text}`);
    if (added > goals.scriptsMs) miss(`scripts add ${added} ms (goal ≤ ${goals.scriptsMs})`);
    if (overBare > goals.pageOverBareMs)
      miss(`the page without scripts is ${overBare} ms over bare (goal ≤ ${goals.pageOverBareMs})`);
    if (siteTasks)
      miss(`the site script ran over ${goals.siteTaskMs} ms in a frame: ${siteTasks} ms`);
    const longest = Math.max(...r.scripts.map((s) => s.siteMax));
    const row = `| ${path} | ${med(r.scripts, "blocking")} (${worst(r.scripts)}) | ${med(r.blocked, "blocking")} (${worst(r.blocked)}) | ${med(r.bare, "blocking")} (${worst(r.bare)}) | ${fromScripts} / ${fromBlocked} | ${added} | ${overBare} | ${longest} |`;
    rows.push(row);
  }
} finally {
  await browser.close();
  await site.stop();
}
console.log(`Main thread on a 390 px phone, CPU ${phoneThrottling.cpuSlowdown}× slower, ${runs} runs each (interleaved), ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0]?.model.trim() ?? "CPU"}
Blocking time median in ms (worst long task in the runs, ms); from the site script: blocking from the moment it is added, with scripts / blocked

| Page | With scripts | Scripts blocked | Bare text page | From the site script | Scripts add | Page over bare | Site script, longest task |
| --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join("\n")}
${missed.length ? `\nGoals missed:\n${missed.map((m) => `- ${m}`).join("\n")}` : `\nAll goals met: scripts add ≤ ${goals.scriptsMs} ms, pages ≤ ${goals.pageOverBareMs} ms over bare, no long task of the site script after first paint.`}`);
if (option("json")) writeFileSync(String(option("json")), JSON.stringify(results, null, 2));
process.exitCode = missed.length ? 1 : 0;
