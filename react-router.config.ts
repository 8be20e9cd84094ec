import type { Config } from "@react-router/dev/config";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { officeConfig } from "./app/site/config";
import { aliasPaths, locales, notFoundPath, pageIds, pagePath } from "./app/site/pages";
import { robotsTxt, sitemapXml } from "./app/site/sitemap";
import { assertValidConfig } from "./app/site/validate-config";

// A bad phone, e-mail or booking link stops the build here, naming the field.
assertValidConfig(officeConfig);

export default {
  // BUILD_DIR lets a second build (e.g. a preview) sit beside the main one.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  prerender: [
    ...pageIds.flatMap((id) => locales.map((locale) => pagePath(id, locale))),
    ...aliasPaths.map((alias) => alias.path),
    ...locales.map(notFoundPath),
  ],
  // Derived from the route table, like the prerender list above.
  buildEnd({ reactRouterConfig }) {
    const client = join(reactRouterConfig.buildDirectory, "client");
    writeFileSync(join(client, "sitemap.xml"), sitemapXml());
    writeFileSync(join(client, "robots.txt"), robotsTxt());
  },
} satisfies Config;
