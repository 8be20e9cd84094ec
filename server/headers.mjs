/**
 * The site's HTTP headers, in one place. The local server (`npm start`)
 * applies them, and the build turns them into every host's config
 * (`_headers`, the nginx server block, the Caddyfile: server/host-config.mjs).
 */

/** Where the speculation rules live; the `Speculation-Rules` header points browsers to them. */
export const speculationRulesPath = "/speculation-rules.json";

/**
 * Prefetch a page of the site when the visitor hovers a link to it or
 * starts to tap it ("moderate"), so the next page shows at once. Browsers
 * without speculation rules ignore the header.
 */
export const speculationRules = {
  prefetch: [
    {
      source: "document",
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/assets/*" } },
          { not: { selector_matches: "[download], [rel~=nofollow]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
};

/**
 * Media types the site serves that hosts do not know by their extension.
 * @type {Record<string, string>}
 */
export const specialContentTypes = {
  [speculationRulesPath]: "application/speculationrules+json",
};

/**
 * Media types by file extension, for the servers this project configures
 * itself (the local server, nginx). Cloudflare Pages and Netlify use their
 * own table; `hostUnknownExtensions` are set for them explicitly.
 * @type {Record<string, string>}
 */
export const contentTypes = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
  ".vcf": "text/vcard; charset=utf-8",
};

/** Extensions whose media type static hosts may not know: `_headers` names each such file. */
export const hostUnknownExtensions = [".vcf", ".webmanifest"];

/** Extensions worth compressing (text); hashed pictures are compressed already. */
export const compressibleExtensions = [
  ".html",
  ".js",
  ".css",
  ".svg",
  ".json",
  ".xml",
  ".txt",
  ".webmanifest",
  ".vcf",
];

/**
 * Headers for every response: security and speculation rules. `scriptHashes`
 * are the CSP hashes of the pages' inline scripts, read from the built pages.
 * @param {readonly string[]} [scriptHashes]
 */
export function securityHeaders(scriptHashes = []) {
  const csp = [
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
  ].join("; ");
  return {
    "Content-Security-Policy": csp,
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Speculation-Rules": `"${speculationRulesPath}"`,
  };
}

/** Where the build puts files whose name carries a hash of their content. */
export const hashedAssetsPrefix = "/assets/";

/** Hashed assets never change: browsers keep them for a year without asking. */
export const immutableCache = "public, max-age=31536000, immutable";

/**
 * Everything else (pages, favicon, sitemap…) is revalidated on every use,
 * so a new build shows at once; unchanged files answer 304. This is the
 * default of Cloudflare Pages and Netlify, which `_headers` therefore leaves
 * alone; the local server, nginx and Caddy send it explicitly.
 */
export const revalidateCache = "public, max-age=0, must-revalidate";

/**
 * Cache policy by path: hashed assets forever, everything else revalidated.
 * @param {string} path
 */
export function cacheControl(path) {
  return path.startsWith(hashedAssetsPrefix) ? immutableCache : revalidateCache;
}
