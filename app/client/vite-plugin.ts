// `virtual:site-script`: site.ts as a classic script under a content-hashed name, and boot.ts
// (which knows that name) as `bootScript`, to inline first in <head>.
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin as EsbuildPlugin } from "esbuild";
import type { Plugin } from "vite";
// Relative: this module loads with the Vite config, where "~" is not set up.
import { officeConfig } from "../site/config";
import { officeDay, officeSchedule } from "../site/contact";

const virtualId = "virtual:site-script";
const devUrl = "/assets/site-dev.js";

/** A script of this folder as one minified classic script, with `define`'s values built in. */
export async function bundle(
  file: string,
  define: Record<string, string>,
  plugins: EsbuildPlugin[] = [],
): Promise<string> {
  const result = await build({
    define,
    entryPoints: [fileURLToPath(new URL(file, import.meta.url))],
    bundle: true,
    format: "iife",
    minify: true,
    target: ["chrome111", "safari16.4", "firefox128"],
    legalComments: "none",
    write: false,
    plugins,
  });
  return result.outputFiles[0]!.text.trim();
}

/** Both scripts; the site script gets the office's hours (data, not words) so pages need not. */
async function bundleSiteScripts(dev = false) {
  const schedule = officeSchedule(officeConfig, officeDay(officeConfig));
  const code = await bundle("./site.ts", { OFFICE_SCHEDULE: JSON.stringify(schedule) });
  const fileName = `assets/site-${createHash("sha256").update(code).digest("hex").slice(0, 10)}.js`;
  const url = dev ? devUrl : `/${fileName}`;
  const boot = await bundle("./boot.ts", { SITE_SCRIPT_URL: JSON.stringify(url) });
  return { boot, site: { fileName, code } };
}

/** Where the build records the inline boot script's CSP hash, beside the published folder. */
export const cspHashesFile = "csp-hashes.json";

/** Vite plugin: `import { bootScript } from "virtual:site-script"`. */
export function siteScript(): Plugin {
  let built: ReturnType<typeof bundleSiteScripts> | undefined;
  let dev = false;
  // In development (a server) the scripts are rebuilt on every use, so edits show at once.
  const current = () => (dev ? bundleSiteScripts(true) : (built ??= bundleSiteScripts()));
  return {
    name: "site-script",
    resolveId: (id) => (id === virtualId ? `\0${virtualId}` : undefined),
    async load(id) {
      if (id !== `\0${virtualId}`) return undefined;
      const { boot } = await current();
      return `export const bootScript = ${JSON.stringify(boot)};\n`;
    },
    configureServer(server) {
      dev = true;
      server.middlewares.use(devUrl, (_req, res, next) => {
        current().then(({ site }) => {
          res.setHeader("Content-Type", "text/javascript; charset=utf-8");
          res.end(site.code);
        }, next);
      });
    },
    async generateBundle() {
      if (this.environment.config.consumer !== "client") return;
      const { site, boot } = await current();
      this.emitFile({ type: "asset", fileName: site.fileName, source: site.code });
      const { root, build } = this.environment.config;
      const hash = `sha256-${createHash("sha256").update(boot).digest("base64")}`;
      const file = resolve(root, build.outDir, "..", cspHashesFile);
      writeFileSync(file, `${JSON.stringify([hash])}\n`);
    },
  };
}
