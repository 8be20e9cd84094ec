/**
 * The articles' bodies, as hast trees compiled from their Markdown by the
 * article-files Vite plugin, with `{officeName}` filled in. Only the article
 * route imports this.
 */
import type { Element, Root } from "hast";
import type { Locale } from "~/site/locales";
import { articlesDir, parseArticlePath, type ArticleId } from "./article-files";
import { fillOfficeValues } from "./articles";

const compiled = import.meta.glob<Root>("/app/content/blog/articles/*.md", {
  eager: true,
  import: "default",
});

function fill<T extends Root | Element>(file: string, node: T): T {
  return {
    ...node,
    children: node.children.map((child) =>
      child.type === "text"
        ? { ...child, value: fillOfficeValues(file, child.value) }
        : child.type === "element"
          ? fill(file, child)
          : child,
    ),
  };
}

const bodies = new Map(
  Object.entries(compiled).map(([path, body]) => {
    const { id, locale } = parseArticlePath(path);
    return [`${id}.${locale}`, fill(`${articlesDir}/${id}.${locale}.md`, body)];
  }),
);

/** An article's body in a language. */
export function articleBody(id: ArticleId, locale: Locale): Root {
  const body = bodies.get(`${id}.${locale}`);
  if (!body) throw new Error(`No body for ${articlesDir}/${id}.${locale}.md`);
  return body;
}
