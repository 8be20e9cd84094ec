// Debian's Chromium for Playwright, the tests and the benchmarks, and the helpers the two
// benchmarks (audit.mjs, bench-main-thread.mjs) share.
import { existsSync } from "node:fs";
import { delimiter, join } from "node:path";
import { chromium } from "@playwright/test";
/** Path of the Chromium the tests and audits drive: $CHROME_PATH, else the first on PATH. */
export function chromiumPath() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const dirs = (process.env.PATH ?? "").split(delimiter).filter(Boolean);
  for (const name of ["chromium", "chromium-browser", "google-chrome"])
    for (const dir of dirs) if (existsSync(join(dir, name))) return join(dir, name);
  throw new Error("Chromium not found: install Debian's `chromium` package or set CHROME_PATH");
}
/** Flags for headless Chromium on this machine: no sandbox as root, no background network. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
export const launchChromium = () =>
  chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
/** The value of `--name=value` on the command line. */
export const option = (/** @type {string} */ name) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
/** The median of the measured values (NaN, a value that failed to be measured, is left out). */
export function median(/** @type {number[]} */ values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const mid = (sorted.length - 1) / 2; // the two middle values are one when the count is odd
  return ((sorted[Math.floor(mid)] ?? NaN) + (sorted[Math.ceil(mid)] ?? NaN)) / 2;
}
