// Makes the article files (app/content/blog/articles/*.md) importable: with `?front-matter` a file
// is its front matter as written (the blog list), imported plainly its body as a hast tree (the
// article route). A file the site cannot render stops the build, naming the file and the line.
import { readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { normalizePath, type Plugin } from "vite";
import { articlesDir } from "../site/content-paths";
import { readArticleSource } from "./markdown";

/** Vite plugin: `import.meta.glob("./articles/*.md", { query: "?front-matter" })`, imports. */
export function articleFiles(): Plugin {
  return {
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
        const { frontMatter, body } = readArticleSource(file, readFileSync(path, "utf8"));
        return `export default ${JSON.stringify(frontMatterOnly ? frontMatter : body)};`;
      } catch (error) {
        return this.error((error as Error).message);
      }
    },
  };
}
