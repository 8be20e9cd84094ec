import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/browser.mjs";

const port = Number(process.env.TEST_PORT ?? 4174);
const baseURL = process.env.BASE_URL ?? `http://localhost:${port}`;

/**
 * The runtimes the deploy suite (tests/e2e/deploy.spec.ts) serves the build
 * with, each started once for the whole run on the ports after TEST_PORT:
 * the local server behind `npm start`, Cloudflare Pages' own runtime
 * (`wrangler pages dev`), nginx and Caddy with the configs the build
 * generates. With BASE_URL set, only that server is tested.
 */
interface Runtime {
  name: string;
  url: string;
  /** How to start it, on `port`: none when BASE_URL names a running server. */
  command?: string;
  port?: number;
  env?: Record<string, string>;
}
const runtimes: Runtime[] = process.env.BASE_URL
  ? [{ name: "given", url: baseURL }]
  : [
      { name: "local", url: baseURL, command: "node server/serve.mjs", port },
      {
        name: "cloudflare",
        url: `http://127.0.0.1:${port + 1}`,
        command: "node scripts/serve-cloudflare.mjs",
        port: port + 1,
        env: { INSPECTOR_PORT: String(port + 2) },
      },
      {
        name: "nginx",
        url: `http://127.0.0.1:${port + 3}`,
        command: "node scripts/serve-nginx.mjs",
        port: port + 3,
      },
      {
        name: "caddy",
        url: `http://127.0.0.1:${port + 4}`,
        command: "node scripts/serve-caddy.mjs",
        port: port + 4,
      },
    ];

// Browser tests run Debian's Chromium against the production build, served
// by the same server as `npm start`; the deploy suite runs against every
// runtime above. Set BASE_URL to test a server you run.
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
  projects: [
    { name: "chromium", testIgnore: /deploy\.spec\.ts$/ },
    ...runtimes.map((runtime) => ({
      name: `deploy-${runtime.name}`,
      testMatch: /deploy\.spec\.ts$/,
      use: { baseURL: runtime.url },
      metadata: { runtime: runtime.name },
    })),
  ],
  webServer: runtimes.flatMap(({ command, port, env, url }) =>
    command
      ? [{ command, env: { PORT: String(port), ...env }, url: `${url}/`, timeout: 60_000 }]
      : [],
  ),
});
