// Serves the built site with Caddy and the Caddyfile the build generates
// (server/host-config.mjs), on PORT (default 2015), in the foreground, with
// Caddy's admin endpoint off and its state in a temporary folder.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { caddyfile } from "../server/host-config.mjs";

const caddy = process.env.CADDY ?? "caddy";
if (spawnSync(caddy, ["version"]).error) {
  console.error("caddy not found: apt-get install caddy (or set CADDY to its path)");
  process.exit(1);
}
const port = Number(process.env.PORT ?? 2015);
const build = resolve(process.env.BUILD_DIR ?? "build");
const site = JSON.parse(readFileSync(join(build, "host-site.json"), "utf8"));
const state = mkdtempSync(join(tmpdir(), "caddy-"));
// The generated site block, for plain HTTP on this port only.
const config = `{
\tadmin off
\tdefault_bind 127.0.0.1
}
${caddyfile(site, { address: `http://:${port}`, root: join(build, "client") })}`;
writeFileSync(join(state, "Caddyfile"), config);

const child = spawn(
  caddy,
  ["run", "--config", join(state, "Caddyfile"), "--adapter", "caddyfile"],
  {
    stdio: "inherit",
    env: { ...process.env, XDG_DATA_HOME: state, XDG_CONFIG_HOME: state, HOME: state },
  },
);
const stop = () => child.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
child.on("exit", (code, signal) => {
  rmSync(state, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
