// `npm start` / `npm run serve`: serves build/client (BUILD_DIR/client) as scripts/site-server.mjs
// does, on http://localhost:PORT and http://127.0.0.1:PORT (PORT: 4173 unless set).
import { resolve } from "node:path";
import { answers, freePort, serveBuild } from "./site-server.mjs";
const port = Number(process.env.PORT ?? 4173);
const client = resolve(process.env.BUILD_DIR ?? "build", "client");
await freePort(port).catch(() => {
  console.error(`Port ${port} is already in use: stop what runs there, or set PORT.`);
  process.exit(1);
});
const child = await serveBuild(client, port, "inherit");
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"]))
  process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
if (await answers(port, child)) {
  const url = `http://localhost:${port}`;
  console.log(`Serving ${client} with Cloudflare's Pages runtime on ${url}
Site editor: ${url}/admin/ ("Work with Local Repository", then choose this project's folder)`);
}
