/**
 * The articles' bodies, as hast trees compiled from their Markdown by the
 * article-files Vite plugin, with `{officeName}` filled in and links to the
 * site checked. Only the article route imports this.
 */
import type { Element, Root } from "hast";
import { resolvePath, type Locale } from "~/site/pages";
import { articlesDir, parseArticlePath, type ArticleId } from "~/site/article-files";
import { fillOfficeValues } from "./articles";

const compiled = import.meta.glob<Root>("/app/content/blog/articles/*.md", {
  eager: true,
  import: "default",
});

/** A link to this site must name one of its pages; the error names the file. */
function checkLink(file: string, element: Element) {
  const href = element.properties.href;
  if (element.tagName !== "a" || typeof href !== "string" || !href.startsWith("/")) return;
  if (!resolvePath(href.split("#")[0]!).known) {
    throw new Error(`${file}: the link to ${href} names no page of the site`);
  }
}

/** A compiled body with `{officeName}` filled in, its links to the site checked; errors name `file`. */
export function prepareBody<T extends Root | Element>(file: string, node: T): T {
  if (node.type === "element") checkLink(file, node);
  return {
    ...node,
    children: node.children.map((child) =>
      child.type === "text"
        ? { ...child, value: fillOfficeValues(file, child.value) }
        : child.type === "element"
          ? prepareBody(file, child)
          : child,
    ),
  };
}

const bodies = new Map(
  Object.entries(compiled).map(([path, body]) => {
    const { id, locale } = parseArticlePath(path);
    return [`${id}.${locale}`, prepareBody(`${articlesDir}/${id}.${locale}.md`, body)];
  }),
);

/** An article's body in a language. */
export function articleBody(id: ArticleId, locale: Locale): Root {
  const body = bodies.get(`${id}.${locale}`);
  if (!body) throw new Error(`No body for ${articlesDir}/${id}.${locale}.md`);
  return body;
}
