import { pathTarget } from "./canonical-path";

/** The page a link or URL path names ("/es/Blog#taxes": Blog; "/" or "/es": Home), decoded, its
 * `?…` and `#…` aside, in any capitals, and its language; `page` is undefined when it names none. */
export function linkedPage(href: string, pageNames: readonly string[]) {
  let path = href.split(/[?#]/)[0]!;
  try {
    path = decodeURIComponent(path);
  } catch {
    // Malformed escapes: the raw text, which names no page.
  }
  const { locale, segments, page } = pathTarget(path, pageNames);
  return { locale, page: segments.length === 0 ? "Home" : page };
}
