import type { Config } from "@react-router/dev/config";
import { officeConfig } from "./app/site/config";
import { aliasPaths, locales, notFoundPath, pageIds, pagePath } from "./app/site/pages";
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
} satisfies Config;
