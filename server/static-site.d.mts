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
  notFound: Map<string, SiteFile>;
}
export const maxPathLength: number;
export function loadSite(rootDir: string): Site;
export function lookup(site: Site, rawPath: string): { file: SiteFile; status: number };
