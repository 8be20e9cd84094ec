// `npm start`: serves the production build on http://localhost:4173 (PORT
// overrides) with the site's security headers, compression and caching.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { securityHeaders } from "./headers.mjs";
import { loadSite, lookup } from "./static-site.mjs";

/** @import { SiteFile } from "./static-site.mjs" */
/** @import { HostSite } from "./host-config.mjs" */

/**
 * Picks the best encoding the client accepts among those prepared for the file.
 * @param {SiteFile} file
 * @returns {"br" | "gzip" | null}
 */
function encodingFor(file, acceptEncoding = "") {
  if (file.br && /\bbr\b/.test(acceptEncoding)) return "br";
  if (file.gzip && /\bgzip\b/.test(acceptEncoding)) return "gzip";
  return null;
}

/** Creates the HTTP server for a build folder (used by `npm start` and the tests). */
export function createSiteServer(buildDir = resolve(process.env.BUILD_DIR ?? "build")) {
  /** @type {HostSite} */
  const host = JSON.parse(readFileSync(`${buildDir}/host-site.json`, "utf8"));
  const site = loadSite(`${buildDir}/client`, host);
  const headers = securityHeaders(host.scriptHashes);

  const server = createServer((req, res) => {
    try {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
        res.end("Method Not Allowed\n");
        return;
      }
      const { file, status, location } = lookup(site, req.url ?? "/");
      if (location !== undefined) {
        res.writeHead(status, { Location: location, "Content-Length": 0 });
        res.end();
        return;
      }
      const encoding = encodingFor(file, req.headers["accept-encoding"]);
      const body = (encoding && file[encoding]) || file.body;
      res.setHeader("Content-Type", file.type);
      res.setHeader("Cache-Control", file.cacheControl);
      res.setHeader("Vary", "Accept-Encoding");
      if (encoding) res.setHeader("Content-Encoding", encoding);
      if (status === 200) {
        res.setHeader("ETag", file.etag);
        if (req.headers["if-none-match"] === file.etag) {
          res.writeHead(304);
          res.end();
          return;
        }
      }
      res.setHeader("Content-Length", body.length);
      res.writeHead(status);
      res.end(req.method === "HEAD" ? undefined : body);
    } catch (error) {
      console.error("request failed:", error);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Internal Server Error\n");
    }
  });
  // Malformed HTTP (bad request lines, oversized headers) closes that socket only.
  server.on("clientError", (_error, socket) => {
    if (socket.writable) socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n");
    else socket.destroy();
  });
  return server;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4173);
  const server = createSiteServer();
  server.listen(port, () =>
    console.log(`Serving the production build on http://localhost:${port}`),
  );
}
