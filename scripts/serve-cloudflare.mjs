// Serves the built site with Cloudflare Pages' own runtime (`wrangler pages
// dev`, workerd), offline: the deploy tests run against it, and an owner can
// preview exactly what Cloudflare will serve. PORT (default 8788) and
// INSPECTOR_PORT (default PORT + 1) choose the ports.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/** The compatibility date the site is tested with; deploys use the same one. */
export const compatibilityDate = "2026-04-01";

const port = Number(process.env.PORT ?? 8788);
const inspectorPort = Number(process.env.INSPECTOR_PORT ?? port + 1);
const client = resolve(process.env.BUILD_DIR ?? "build", "client");
const wrangler = createRequire(import.meta.url).resolve("wrangler/bin/wrangler.js");
// Local state (caches, logs) goes to a temporary folder, removed on exit.
const state = mkdtempSync(join(tmpdir(), "wrangler-"));

const child = spawn(
  process.execPath,
  [
    wrangler,
    "pages",
    "dev",
    client,
    "--ip=127.0.0.1",
    `--port=${port}`,
    `--inspector-port=${inspectorPort}`,
    `--compatibility-date=${compatibilityDate}`,
    `--persist-to=${state}`,
    "--show-interactive-dev-session=false",
    "--log-level=warn",
  ],
  {
    // Run from the temporary folder: wrangler writes its bundles under the working directory.
    cwd: state,
    stdio: "inherit",
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: "false",
      // No request for Cloudflare's sample `request.cf` data: the site does not use it.
      CLOUDFLARE_CF_FETCH_ENABLED: "false",
      WRANGLER_LOG_PATH: join(state, "logs"),
      CI: "1",
    },
  },
);
/** @param {NodeJS.Signals} signal */
const stop = (signal) => child.kill(signal);
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
child.on("exit", (code, signal) => {
  rmSync(state, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
