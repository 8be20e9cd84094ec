/**
 * Page names are compared case-insensitively, but each page has one URL.
 * This gives that URL for any casing: the host rules generated at build
 * (app/site/static-host.ts) use it, and so does the language boot in the
 * 404 page, which carries the page names as data. Kept small (it ships
 * inline) and free of the page table (which the browser never loads).
 */
import { defaultLocale, isLocale, localePrefix } from "./locales";

/**
 * The canonical URL path of a page path written in another casing or with a
 * trailing slash: `/es/immigration/` → `/es/Immigration`, `/HOME` → `/Home`,
 * `/ES` → `/es`; an unknown page keeps its name under the canonical prefix
 * (`/ES/nope` → `/es/nope`). Returns null when the path is already canonical
 * or has another shape. `pageNames` are the pages' path segments.
 */
export function canonicalPagePath(pathname: string, pageNames: readonly string[]): string | null {
  if (!pathname.startsWith("/") || pathname.includes("//")) return null;
  const segments = pathname
    .replace(/(.)\/$/, "$1")
    .split("/")
    .slice(1);
  const first = segments[0]!.toLowerCase();
  const prefix = isLocale(first) && first !== defaultLocale ? localePrefix(first) : "";
  if (prefix) segments.shift();
  const name = segments.join("/").toLowerCase();
  const page = pageNames.find((id) => id.toLowerCase() === name);
  if (name === "" ? !prefix : !page && !prefix) return null;
  const canonical = `${prefix}/${page ?? segments.join("/")}`.replace(/(.)\/$/, "$1");
  return canonical === pathname ? null : canonical;
}
