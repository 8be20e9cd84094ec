import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/browser.mjs";

const port = Number(process.env.TEST_PORT ?? 4174);
const baseURL = process.env.BASE_URL ?? `http://localhost:${port}`;

// Browser tests run Debian's Chromium against the production build, served
// by the same server as `npm start`. Set BASE_URL to test a server you run.
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // No retries: a flaky test is a bug to fix, not to hide.
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 60_000,
  use: {
    ...devices["Desktop Chrome"],
    baseURL,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  webServer: process.env.BASE_URL
    ? undefined
    : {
        command: "node server/serve.mjs",
        env: { PORT: String(port) },
        url: `${baseURL}/`,
        reuseExistingServer: false,
      },
});
