// The build renders each page once, completely (React's static `prerender`: nothing streams).
// No server runs in production, so this replaces React Router's Node entry and its `isbot`.
import { prerender } from "react-dom/static";
import { ServerRouter, type EntryContext } from "react-router";

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): Promise<Response> {
  const { prelude } = await prerender(<ServerRouter context={context} url={request.url} />);
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(prelude, { status, headers });
}
