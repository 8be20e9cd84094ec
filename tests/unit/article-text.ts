// Pure helpers over an article's hast body, shared by the unit and the browser tests.
import type { Root, RootContent } from "hast";
import type { Article } from "../../app/blog/articles";
import { blockTexts, isElement } from "../../app/blog/block-texts";
import type { Locale } from "../../app/site/pages";

/** The block structure of a body, e.g. ["p", "h2", "aside(p)", "ul(4)"]: what both languages must share. */
export function blockShape(node: Root): string[] {
  return (node.children as RootContent[]).filter(isElement).map((child) => {
    const items = child.children.filter(isElement);
    if (child.tagName === "ul" || child.tagName === "ol")
      return `${child.tagName}(${items.length})`;
    if (child.tagName === "aside") return `aside(${items.map((i) => i.tagName).join(" ")})`;
    if (child.tagName === "table") {
      const rows = items.flatMap((part) => part.children.filter(isElement));
      return `table(${rows.map((row) => row.children.filter(isElement).length).join(" ")})`;
    }
    return child.tagName;
  });
}

/** Every text of an article in a language: its front matter's texts and its body's blocks. */
export function articleTexts(article: Article, locale: Locale, body: Root): string[] {
  const fields = Object.values(article[locale]).filter(
    (value): value is string => typeof value === "string",
  );
  return [...fields, ...blockTexts(body)];
}
