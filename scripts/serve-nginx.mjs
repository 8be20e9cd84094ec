// Serves the built site with nginx and the nginx config the build generates
// (server/host-config.mjs), on PORT (default 8080), in the foreground, from
// a temporary prefix: /etc/nginx is never read or written.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { nginxConfig } from "../server/host-config.mjs";

/** The nginx binary: NGINX, then the PATH, then Debian's place for it. */
export function nginxPath() {
  if (process.env.NGINX) return process.env.NGINX;
  const found = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" }).stdout.trim();
  if (found) return found;
  if (existsSync("/usr/sbin/nginx")) return "/usr/sbin/nginx";
  console.error("nginx not found: apt-get install nginx (or set NGINX to its path)");
  process.exit(1);
}

const port = Number(process.env.PORT ?? 8080);
const build = resolve(process.env.BUILD_DIR ?? "build");
const site = JSON.parse(readFileSync(join(build, "host-site.json"), "utf8"));
const prefix = mkdtempSync(join(tmpdir(), "nginx-"));
mkdirSync(join(prefix, "temp"));
const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
  .map((kind) => `    ${kind}_temp_path ${join(prefix, "temp", kind)};`)
  .join("\n");
const server = nginxConfig(site, {
  serverName: "localhost",
  root: join(build, "client"),
  listen: `127.0.0.1:${port}`,
  tls: false,
})
  .split("\n")
  .map((line) => (line ? `    ${line}` : line))
  .join("\n");
// The generated server block, inside the minimal main config nginx needs.
const config = `worker_processes 1;
pid ${join(prefix, "nginx.pid")};
error_log stderr warn;
events {
    worker_connections 512;
}
http {
    access_log off;
${temp}
${server}
}
`;
writeFileSync(join(prefix, "nginx.conf"), config);

const child = spawn(
  nginxPath(),
  ["-p", prefix, "-c", join(prefix, "nginx.conf"), "-e", "stderr", "-g", "daemon off;"],
  { stdio: "inherit" },
);
// nginx stops gracefully on SIGQUIT, at once on SIGTERM.
const stop = () => child.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
child.on("exit", (code, signal) => {
  rmSync(prefix, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
