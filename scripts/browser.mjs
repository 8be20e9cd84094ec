// Finds Debian's Chromium for Playwright: $CHROME_PATH, else `chromium` on PATH.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Path of the Chromium executable the tests and audits drive. */
export function chromiumPath() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const name of ["chromium", "chromium-browser", "google-chrome"]) {
    try {
      const path = execFileSync("which", [name], { encoding: "utf8" }).trim();
      if (path) return path;
    } catch {
      // not on PATH; try the next name
    }
  }
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
