// An article's words, its body block by block: what the law's check (the build's and the
// editor's) and the tests read.
import type { Element, Root, RootContent } from "hast";
import { toString } from "mdast-util-to-string";

/** Whether a node is an element (not text). */
export const isElement = (node: RootContent): node is Element => node.type === "element";
const isBlock = (node: RootContent) => isElement(node) && ["p", "ul", "ol"].includes(node.tagName);

/** Each block's text, in reading order: headings, paragraphs, list items, cells, box titles. */
export const blockTexts = (node: Root | Element): string[] =>
  (node.children as RootContent[]).filter(isElement).flatMap((child) => {
    const label =
      typeof child.properties.ariaLabel === "string" ? [child.properties.ariaLabel] : [];
    if (["p", "h2", "h3", "th", "td"].includes(child.tagName)) return [toString(child)];
    if (child.tagName === "li" && !child.children.some(isBlock)) return [toString(child)];
    // An item's own words before its nested list ("- Taxes" over "  - Returns").
    const own = child.tagName === "li" ? child.children.filter((node) => !isBlock(node)) : [];
    const words = toString(own).trim();
    return [...label, ...(words ? [words] : []), ...blockTexts(child)];
  });

/** An article's words in a language: its fields' texts, but those typed once for both languages
 * (`shared`: a picture's file name, a page's name), and its body's blocks. */
export const articleWords = (
  fields: Record<string, unknown>,
  shared: readonly string[],
  body: Root,
): string[] => [
  ...Object.entries(fields)
    .filter(([key, value]) => typeof value === "string" && !shared.includes(key))
    .map(([, value]) => value as string),
  ...blockTexts(body),
];
