// Starts `scripts/serve.mjs` (Cloudflare's Pages runtime) on a free port for
// a script or test that needs the built site served, and stops it again.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const serveScript = fileURLToPath(new URL("./serve.mjs", import.meta.url));

/** @returns {Promise<number>} a port nobody listens on now */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * Serves `<buildDir>/client` (default: `build`) and resolves once it answers.
 * @param {{ buildDir?: string; cwd?: string }} [options]
 * @returns {Promise<{ url: string; stop(): Promise<void> }>}
 */
export async function startSite({ buildDir = "build", cwd = process.cwd() } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [serveScript], {
    cwd,
    env: { ...process.env, PORT: String(port), BUILD_DIR: buildDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the site server did not start:\n${output}`)),
      120_000,
    );
    /** @param {Buffer} chunk */
    const read = (chunk) => {
      output += chunk;
      const ready = output.match(/Serving .* on (http:\/\/\S+)/);
      if (ready) {
        clearTimeout(timer);
        resolve(ready[1]);
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the site server exited (${code}):\n${output}`));
    });
  });
  return {
    url: String(url),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
