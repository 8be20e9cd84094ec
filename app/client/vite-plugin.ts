/**
 * Builds the site script (`site.ts`) as one small classic script with a
 * content-hashed name under `/assets/`, and serves its URL as the module
 * `virtual:site-script`. It is a classic script, not a module, because it
 * must run in <head> before the first paint (the language redirect).
 */
import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import type { Plugin } from "vite";

const entry = fileURLToPath(new URL("./site.ts", import.meta.url));
const virtualId = "virtual:site-script";

export interface SiteScript {
  /** Path in the build, e.g. `assets/site-1a2b3c4d5e.js`. */
  fileName: string;
  code: string;
}

/** Bundles and minifies the site script for the browsers the site supports. */
export async function bundleSiteScript(): Promise<SiteScript> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: "iife",
    minify: true,
    target: ["chrome111", "safari16.4", "firefox128"],
    legalComments: "none",
    write: false,
  });
  const code = result.outputFiles[0]!.text;
  const hash = createHash("sha256").update(code).digest("hex").slice(0, 10);
  return { fileName: `assets/site-${hash}.js`, code };
}

/** Vite plugin: `import url from "virtual:site-script"`, and the file in the client build. */
export function siteScript(): Plugin {
  let script: Promise<SiteScript> | undefined;
  let dev = false;
  // In development the script is rebuilt on every request, so edits show at once.
  const current = () => (dev ? bundleSiteScript() : (script ??= bundleSiteScript()));
  return {
    name: "site-script",
    configResolved(config) {
      dev = config.command === "serve";
    },
    resolveId(id) {
      return id === virtualId ? `\0${virtualId}` : undefined;
    },
    async load(id) {
      if (id !== `\0${virtualId}`) return undefined;
      const url = dev ? "/assets/site-dev.js" : `/${(await current()).fileName}`;
      return `export default ${JSON.stringify(url)};`;
    },
    configureServer(server) {
      server.middlewares.use("/assets/site-dev.js", (_req, res, next) => {
        current().then((s) => {
          res.setHeader("Content-Type", "text/javascript; charset=utf-8");
          res.end(s.code);
        }, next);
      });
    },
    async generateBundle() {
      if (this.environment.config.consumer !== "client") return;
      const { fileName, code } = await current();
      this.emitFile({ type: "asset", fileName, source: code });
    },
  };
}
