// The build renders each page once, completely (React's static `prerender`: nothing streams).
// No server runs in production, so this replaces React Router's Node entry and its `isbot`.
import { prerender } from "react-dom/static";
import { ServerRouter, type EntryContext } from "react-router";

/** A form's or rule's number (I-765, W-7, MCS-150, 1099-K, 10-2.1) or "EE. UU.", which a narrow
 * screen would break at its hyphen or space. */
export const formNumber = /\b(?:[A-Z]{1,4}-\d+[A-Z]?|\d+-[A-Z]+|\d+-\d+\.\d+)\b|\bEE\. UU\./g;

/** The page with each form's number kept on one line, not "Permiso de trabajo (I-" then "765)"
 * on a phone; its text is unchanged. React escapes every < and > of texts and attribute values,
 * so they only open and close tags and comments; what scripts, styles, titles and form fields
 * hold is left as is. A run of text with a number is one span, the one item a flex or grid box
 * would have made of it (a number alone would be an item of its own, on a line of its own). */
export function unbrokenFormNumbers(html: string) {
  let raw = false;
  return html
    .split(/(<(?!!--)[^>]*>)/)
    .map((part, i) => {
      if (i % 2) raw = /^<(script|style|title|textarea|option)\b/i.test(part);
      else if (!raw && part.search(formNumber) >= 0)
        return `<span>${part.replace(formNumber, `<span class="whitespace-nowrap">$&</span>`)}</span>`;
      return part;
    })
    .join("");
}

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): Promise<Response> {
  const { prelude } = await prerender(<ServerRouter context={context} url={request.url} />);
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(unbrokenFormNumbers(await new Response(prelude).text()), { status, headers });
}
