/** The built site, as every host config is generated from it (app/site/static-host.ts). */
export interface HostSite {
  /** The site's address, e.g. https://www.example.com. */
  siteUrl: string;
  /** CSP hashes of the pages' inline scripts. */
  scriptHashes: string[];
  /** Every URL that answers with a page, and the file it answers with. */
  pages: { path: string; file: string }[];
  /** The 404 page of each language prefix ("" for the default), most specific first. */
  notFound: { prefix: string; file: string }[];
  /** Other casings of page paths, for hosts that match redirect rules exactly. */
  redirects: { from: string; to: string }[];
  /** Host config files in the published folder that must not be served. */
  hidden: string[];
  /** Files whose media type hosts may not know, with the type to send. */
  typedFiles: { path: string; type: string }[];
}
export function headersFile(site: HostSite): string;
export function redirectsFile(site: HostSite): string;
export function netlifyToml(site: Pick<HostSite, "notFound">): string;
export function nginxSiteRules(site: HostSite): string;
export function nginxConfig(
  site: HostSite,
  options: { serverName: string; root: string; listen?: string; tls: boolean },
): string;
export function caddyfile(
  site: HostSite,
  options: { address: string; root: string; redirectFrom?: string },
): string;
export function otherHostName(domain: string): string;
