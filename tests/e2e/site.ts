/**
 * The article collection and the articles' bodies, for the browser tests.
 * They find the article files with `import.meta.glob` and compile them with
 * the article-files plugin, which only Vite runs: so they are loaded through
 * Vite, as the build loads them. (The pages and their files need no Vite:
 * tests import app/content/pages.ts directly.)
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

export const { articles } =
  await load<typeof import("../../app/blog/articles")>("app/blog/articles.ts");
export const { articleBody } =
  await load<typeof import("../../app/blog/bodies")>("app/blog/bodies.ts");
