// The build renders each page once, completely (React's static `prerender`: nothing streams).
// No server runs in production, so this replaces React Router's Node entry and its `isbot`.
import { prerender } from "react-dom/static";
import { ServerRouter, type EntryContext } from "react-router";

/** A form's or rule's number (I-765, W-7, MCS-150, 1099-K, 10-2.1, 103.2(b)(3)), a phone number's
 * last seven digits (555-0142), "EE. UU." or a dash with the word it is written against ("web
 * —muy poco— y"), which a narrow screen would break at its hyphen, parentheses, space or dash. */
export const keptWhole =
  /\b(?:[A-Z]{1,4}-\d+[A-Z]?|\d+-[A-Z]+|\d+-\d+\.\d+|\d{3}-\d{4})\b|\b\d+\.\d+(?:\(\w+\))+|\bEE\. UU\.|[^\s—]+—[^\s—]*|—[^\s—]+/g;

/** The page's parts: an element whose content is not text to lay out (a script, a title, a form
 * field's), a tag, or a run of text (with React's comments between its pieces). React escapes
 * every < and > of texts and attribute values, so only tags and comments hold them. */
const parts =
  /<(script|style|title|textarea|option)\b[\s\S]*?<\/\1>|<(?!!--)[^>]*>|(?:[^<]|<!--[\s\S]*?-->)+/gi;

/** The page with each of those kept on one line, not "Permiso de trabajo (I-" then "765)" on a
 * phone; its text is unchanged. A run of text with one is one span, the one item a flex or grid
 * box would have made of it (a number alone would be an item of its own, on a line of its own). */
export const unbrokenNumbers = (html: string) =>
  html.replace(parts, (part) =>
    /^<(?!!--)/.test(part) || part.search(keptWhole) < 0
      ? part
      : `<span>${part.replace(keptWhole, `<span class="whitespace-nowrap">$&</span>`)}</span>`,
  );

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): Promise<Response> {
  const { prelude } = await prerender(<ServerRouter context={context} url={request.url} />);
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(unbrokenNumbers(await new Response(prelude).text()), { status, headers });
}
