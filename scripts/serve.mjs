// `npm start` / `npm run serve`: serves the built site (build/client) with
// Cloudflare Pages' own runtime (`wrangler pages dev`, workerd), offline and
// without telemetry, so the preview is what ships: the same `_headers`,
// `_redirects`, 404 pages and compression. PORT (default 4173) chooses the
// port; it answers on http://localhost:PORT and http://127.0.0.1:PORT.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/** The compatibility date the site is tested with; deploys use the same one. */
export const compatibilityDate = "2026-04-01";

const port = Number(process.env.PORT ?? 4173);
const client = resolve(process.env.BUILD_DIR ?? "build", "client");

/**
 * Resolves with a port nobody listens on (`wanted`, or any when 0); rejects
 * when `wanted` is taken, so that a server left over from another run is
 * never mistaken for this one.
 * @param {number} wanted
 * @returns {Promise<number>}
 */
function freePort(wanted) {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(wanted, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === "object" && address ? address.port : 0));
    });
  });
}

try {
  await freePort(port);
} catch {
  console.error(`Port ${port} is already in use: stop what runs there, or set PORT.`);
  process.exit(1);
}
// wrangler also opens a debugger port: any free one, so that two servers can run side by side.
const inspectorPort = await freePort(0);
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

// Say where the site is once it answers.
const url = `http://localhost:${port}`;
for (let tries = 0; tries < 600 && child.exitCode === null; tries++) {
  const answered = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (answered) {
    console.log(`Serving ${client} with Cloudflare's Pages runtime on ${url}`);
    console.log(
      `Site editor: ${url}/admin/ ("Work with Local Repository", then choose this project's folder)`,
    );
    break;
  }
  await new Promise((done) => setTimeout(done, 200));
}
