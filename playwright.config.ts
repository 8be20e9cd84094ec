import { execFileSync } from "node:child_process";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/browser.mjs";

// Browser tests run Debian's Chromium against the production build as
// Cloudflare's Pages runtime serves it (`npm run serve`, the server of
// `npm start`), started for this run on a free port: a server left over from
// another run is never reused. Set BASE_URL to test a server you run.
// The port is chosen once, here, and handed to the workers through the environment.
process.env.TEST_PORT ??= execFileSync(
  process.execPath,
  ["-e", "import('./scripts/site-server.mjs').then(async (s) => console.log(await s.freePort()))"],
  { encoding: "utf8" },
).trim();
const port = Number(process.env.TEST_PORT);
const baseURL = process.env.BASE_URL ?? `http://localhost:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // No retries: a flaky test is a bug to fix, not to hide.
  retries: 0,
  reporter: [["list"]],
  timeout: 60_000,
  use: {
    ...devices["Desktop Chrome"],
    // The desktop size of the tests (those at 390 px set theirs).
    viewport: { width: 1280, height: 900 },
    baseURL,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [{ name: "chromium" }],
  webServer: process.env.BASE_URL
    ? undefined
    : {
        command: "node scripts/serve.mjs",
        env: { PORT: String(port) },
        url: `http://127.0.0.1:${port}/`,
        timeout: 120_000,
        reuseExistingServer: false,
      },
});
