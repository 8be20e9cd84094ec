/**
 * The route table and the article collection, for the browser tests. They
 * find the article files with `import.meta.glob` and compile them with the
 * article-files plugin, which only Vite runs: so they are loaded through
 * Vite, as the build loads them.
 */
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";
import { articleFiles } from "../../app/blog/vite-plugin";

const root = fileURLToPath(new URL("../../", import.meta.url));

async function load<Module>(path: string): Promise<Module> {
  const { module } = await runnerImport<Module>(root + path, {
    root,
    configFile: false,
    logLevel: "error",
    plugins: [articleFiles()],
    resolve: { alias: { "~": root + "app" } },
  });
  return module;
}

export const pages = await load<typeof import("../../app/site/pages")>("app/site/pages.ts");
export const blogSchema = await load<typeof import("../../app/blog/schema")>("app/blog/schema.ts");
export const { articles } =
  await load<typeof import("../../app/blog/articles")>("app/blog/articles.ts");
