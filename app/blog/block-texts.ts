// The words of a compiled article body, block by block: what the law's check and the tests read.
import type { Element, Root, RootContent } from "hast";

const textOf = (node: Root | RootContent): string =>
  node.type === "text"
    ? node.value
    : "children" in node
      ? node.children.map((child) => textOf(child)).join("")
      : "";

export const isElement = (node: RootContent): node is Element => node.type === "element";
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
