// The articles and their bodies, loaded through Vite as the build loads them (import.meta.glob).
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
