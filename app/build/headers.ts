// The site's HTTP headers, in one place, for `_headers` (host-files.ts) and docs/publishing.md.
import { extname } from "node:path";

/** Where the speculation rules live; the `Speculation-Rules` header points browsers to them. */
export const speculationRulesPath = "/speculation-rules.json";

/** Links to pages of the site: not to its assets, nor downloads or links marked nofollow. */
const pageLinks = {
  and: [
    { href_matches: "/*" },
    { not: { href_matches: "/assets/*" } },
    { not: { selector_matches: "[download], [rel~=nofollow]" } },
  ],
};

/** Prefetch a page of the site when a link to it is hovered or tapped, so it shows at once. */
export const speculationRules = {
  prefetch: [{ source: "document", where: pageLinks, eagerness: "moderate" }],
};

/** Files whose media type the hosts do not know by their extension: `_headers` names each. */
export const specialContentTypes: Record<string, string> = {
  [speculationRulesPath]: "application/speculationrules+json",
};

/** Extensions the hosts may not know, with the media type to send. */
const typesByExtension: Record<string, string> = {
  ".vcf": "text/vcard; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

/** The published files whose media type hosts may not know, with the type to send. */
export const typedFiles = (published: readonly string[]) => [
  ...Object.entries(specialContentTypes).map(([path, type]) => ({ path, type })),
  ...published.flatMap((path) => {
    const type = typesByExtension[extname(path).toLowerCase()];
    return type ? [{ path, type }] : [];
  }),
];

/** Headers for every response (CSP with the inline scripts' hashes): MDN Observatory's A+. */
export const securityHeaders = (scriptHashes: readonly string[] = []) => ({
  "Content-Security-Policy": [
    "default-src 'none'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(" "),
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self' mailto:",
    "frame-ancestors 'none'",
  ].join("; "),
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Speculation-Rules": `"${speculationRulesPath}"`,
});

/** Where the site editor (Sveltia CMS) is published: the one page that loads it. */
export const adminPath = "/admin/";

/** The site editor's own policy: what Sveltia loads (GitHub, jsDelivr, unpkg, blobs) and its inline
 * scripts' hashes (the import map); never indexed. */
export const adminHeaders = (scriptHashes: readonly string[] = []) => ({
  "Content-Security-Policy": [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://*.githubusercontent.com",
    "font-src 'self' data: https://cdn.jsdelivr.net",
    "connect-src 'self' https://api.github.com https://*.githubusercontent.com https://www.githubstatus.com https://unpkg.com data: blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; "),
  // The GitHub sign-in popup hands the token back through window.opener, which "same-origin" cuts.
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "X-Robots-Tag": "noindex",
});

/** Hashed assets (under /assets/) never change: a year without asking. Other files revalidate. */
export const immutableCache = "public, max-age=31536000, immutable";
