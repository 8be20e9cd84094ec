import type { HostSite } from "./host-config.mjs";
export interface SiteFile {
  body: Buffer;
  type: string;
  cacheControl: string;
  etag: string;
  gzip?: Buffer;
  br?: Buffer;
}
export interface Site {
  files: Map<string, SiteFile>;
  pages: Map<string, SiteFile>;
  canonical: Map<string, string>;
  notFound: { prefix: string; file: SiteFile }[];
}
export type Answer =
  | { status: 200 | 404; file: SiteFile; location?: undefined }
  | { status: 301; location: string; file?: undefined };
export const maxPathLength: number;
export function loadSite(
  rootDir: string,
  host: Pick<HostSite, "pages" | "notFound" | "hidden">,
): Site;
export function lookup(site: Site, rawPath: string): Answer;
