// Pure helpers over an article's hast body, shared by the unit and the browser tests.
import type { Element, Root, RootContent } from "hast";
import type { Article } from "../../app/blog/articles";
import type { Locale } from "../../app/site/pages";

const textOf = (node: Root | RootContent): string =>
  node.type === "text"
    ? node.value
    : "children" in node
      ? node.children.map((child) => textOf(child)).join("")
      : "";

const isElement = (node: RootContent): node is Element => node.type === "element";
const hasBlocks = (node: Element) =>
  node.children.some((child) => isElement(child) && ["p", "ul", "ol"].includes(child.tagName));

/** Each block's text, in reading order: headings, paragraphs, list items, cells, box titles. */
export function blockTexts(node: Root | Element): string[] {
  return (node.children as RootContent[]).filter(isElement).flatMap((child) => {
    const label =
      typeof child.properties.ariaLabel === "string" ? [child.properties.ariaLabel] : [];
    if (["p", "h2", "h3", "th", "td"].includes(child.tagName)) return [textOf(child)];
    if (child.tagName === "li" && !hasBlocks(child)) return [textOf(child)];
    return [...label, ...blockTexts(child)];
  });
}

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
