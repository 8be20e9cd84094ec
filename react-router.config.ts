import type { Config } from "@react-router/dev/config";
import { join } from "node:path";
// Loading the office's facts checks them: a bad phone, e-mail or booking link
// stops the build here, naming content/office.yaml and the field.
import "./app/site/config";
import { aliasPaths, locales, notFoundPath, pageIds, pagePath } from "./app/site/pages";
import { writeStaticHostFiles } from "./app/build/static-host";

// Vite would warn, each time it reads vite.config.ts, that a future loader will want file
// extensions on imports; the build log keeps to what the owner may need to act on.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= "true";

export default {
  // BUILD_DIR lets a second build (e.g. a preview) sit beside the main one.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every page is prerendered at build time and no server runs in production.
  // `ssr: true` is what lets pages ship without `<Scripts />`: with `ssr: false`
  // React Router also writes an SPA fallback page and refuses to build unless
  // it hydrates. The server bundle this writes to build/server is never deployed.
  ssr: true,
  prerender: [
    ...pageIds.flatMap((id) => locales.map((locale) => pagePath(id, locale))),
    ...aliasPaths.map((alias) => alias.path),
    ...locales.map(notFoundPath),
  ],
  // Host files (404 pages, headers, redirects, sitemap), derived from the route table.
  // Today's behaviour, said so the build log does not list React Router 8's changes.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
  buildEnd: ({ reactRouterConfig }) =>
    writeStaticHostFiles(join(reactRouterConfig.buildDirectory, "client")),
} satisfies Config;
