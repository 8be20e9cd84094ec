/**
 * Vite plugin that makes the article files (app/content/blog/articles/*.md)
 * importable: with `?front-matter` a file is its front matter as written;
 * imported plainly, its body as a hast tree. The blog list imports front
 * matter only; the article route imports the bodies. A file the site cannot
 * render stops the build with an error naming the file and the line.
 */
import { readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { normalizePath, type Plugin } from "vite";
import { readArticleSource } from "./markdown";

/** Vite plugin: `import.meta.glob("./articles/*.md", { query: "?front-matter" })` and plain imports. */
export function articleFiles(): Plugin {
  let root = process.cwd();
  const articlesDir = () => normalizePath(resolve(root, "app/content/blog/articles")) + "/";
  return {
    name: "article-files",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    load(id) {
      const [path = "", query = ""] = id.split("?");
      const params = new URLSearchParams(query);
      const frontMatterOnly = params.has("front-matter");
      if (!path.startsWith(articlesDir()) || !path.endsWith(".md")) return undefined;
      if (query && !frontMatterOnly) return undefined;
      const file = normalizePath(relative(root, path));
      this.addWatchFile(path);
      try {
        const { frontMatter, body } = readArticleSource(file, readFileSync(path, "utf8"));
        return `export default ${JSON.stringify(frontMatterOnly ? frontMatter : body)};`;
      } catch (error) {
        return this.error((error as Error).message);
      }
    },
  };
}
