import { readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { normalizePath, type Plugin } from "vite";
import { officeConfig } from "../site/config";
import { articlesDir } from "../site/content-paths";
import { readArticleSource } from "./markdown";

/** Article files as modules: with `?front-matter` its front matter, else its body as a hast tree. */
export const articleFiles = (): Plugin => ({
  name: "article-files",
  enforce: "pre",
  load(id) {
    const [path = "", query = ""] = id.split("?");
    const frontMatterOnly = new URLSearchParams(query).has("front-matter");
    const { root } = this.environment.config;
    if (!path.startsWith(normalizePath(resolve(root, articlesDir)) + "/")) return undefined;
    if (!path.endsWith(".md") || (query && !frontMatterOnly)) return undefined;
    this.addWatchFile(path);
    try {
      const file = normalizePath(relative(root, path));
      const source = readFileSync(path, "utf8");
      const { frontMatter, body } = readArticleSource(file, source, officeConfig.editorLanguage);
      return `export default ${JSON.stringify(frontMatterOnly ? frontMatter : body)};`;
    } catch (error) {
      return this.error((error as Error).message);
    }
  },
});
