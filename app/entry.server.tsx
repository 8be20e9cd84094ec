/**
 * How the build renders each page: once, completely, before the HTML is
 * written (React's static `prerender` waits for everything; nothing streams).
 * Every page is prerendered and no server runs in production, so this
 * replaces React Router's default Node entry (and its `isbot` and
 * `@react-router/node`).
 */
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
