// Serves a build with Cloudflare Pages' own runtime (`wrangler pages dev`, workerd), offline and
// without telemetry, so the preview is what ships: the same `_headers`, `_redirects`, 404 pages and
// compression. For `npm start` (scripts/serve.mjs), and on a free port for scripts and tests.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
/** @import { ChildProcess, StdioOptions } from "node:child_process" */

/** A port nobody listens on (`wanted`, or any when 0); throws when `wanted` is taken, so that a
 * server left over from another run is never mistaken for this one. Any is drawn below the ports
 * the system hands out itself (32768 and up), so that none it gives wrangler's own servers while
 * this one waits for wrangler can be this one. */
export async function freePort(wanted = 0) {
  const port = wanted || 20000 + Math.floor(Math.random() * 12000);
  const probe = createServer().listen(port, "127.0.0.1");
  await once(probe, "listening").catch((error) => {
    if (wanted) throw error;
  });
  // Taken: another, at random.
  if (!probe.listening) return freePort();
  await new Promise((closed) => probe.close(closed));
  return port;
}
/** Starts wrangler on the folder `client`, at 127.0.0.1:`port`.
 * @param {string} client @param {number} port @param {StdioOptions} stdio */
export async function serveBuild(client, port, stdio) {
  // Its debugger port: any free one, so that two servers can run side by side; never the site's,
  // which is free too until wrangler takes it.
  let inspectorPort = port;
  while (inspectorPort === port) inspectorPort = await freePort();
  // Its state (caches, logs, the bundles it writes in its working directory) in a temporary
  // folder, removed on exit. The compatibility date is the one the site is tested with.
  const state = mkdtempSync(join(tmpdir(), "wrangler-"));
  const wrangler = createRequire(import.meta.url).resolve("wrangler/bin/wrangler.js");
  const args = [wrangler, "pages", "dev", client, "--ip=127.0.0.1", `--port=${port}`];
  args.push(`--inspector-port=${inspectorPort}`, "--compatibility-date=2026-04-01");
  args.push(`--persist-to=${state}`, "--show-interactive-dev-session=false", "--log-level=warn");
  const env = {
    ...process.env,
    WRANGLER_SEND_METRICS: "false",
    // No request for Cloudflare's sample `request.cf` data: the site does not use it.
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    WRANGLER_LOG_PATH: join(state, "logs"),
    CI: "1",
  };
  const child = spawn(process.execPath, args, { cwd: state, stdio, env });
  child.on("exit", () => rmSync(state, { recursive: true, force: true }));
  return child;
}
/** Whether the server on `port` answers within two minutes, while `child` runs.
 * @param {number} port @param {ChildProcess} child */
export async function answers(port, child) {
  for (let tries = 0; tries < 600 && child.exitCode === null && !child.signalCode; tries++) {
    if (await fetch(`http://127.0.0.1:${port}/`).catch(() => null)) return true;
    await new Promise((done) => setTimeout(done, 200));
  }
  return false;
}

/** Serves `<cwd>/build/client` on a free port; resolves once it answers. */
export async function startSite({ cwd = process.cwd() } = {}) {
  const port = await freePort();
  const child = await serveBuild(resolve(cwd, "build", "client"), port, "pipe");
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode) return;
    child.kill("SIGTERM");
    await once(child, "exit");
  };
  if (await answers(port, child)) return { url: `http://localhost:${port}`, stop };
  await stop();
  throw new Error(`the site server did not start (exit code ${child.exitCode}):\n${output}`);
}
