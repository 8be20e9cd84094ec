/**
 * The site's HTTP headers, in one place. The build writes them into
 * `_headers` (app/host/host-files.ts), which Cloudflare Pages (and so
 * `npm start`) and Netlify apply; docs/publishing.md tells a self-hoster to
 * send the same.
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

/** Files whose media type the hosts do not know by their extension: `_headers` names each. */
export const specialContentTypes: Record<string, string> = {
  [speculationRulesPath]: "application/speculationrules+json",
};

/** Extensions the hosts may not know, with the media type to send. */
export const typesByExtension: Record<string, string> = {
  ".vcf": "text/vcard; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

/**
 * Headers for every response: security and speculation rules. `scriptHashes`
 * are the CSP hashes of the pages' inline scripts. The policy meets the MDN
 * HTTP Observatory's A+ criteria (tests/e2e/deploy.spec.ts checks them on the
 * served answers).
 */
export function securityHeaders(scriptHashes: readonly string[] = []): Record<string, string> {
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

/** Where the site editor (Sveltia CMS) is published: the one page that loads it. */
export const adminPath = "/admin/";

/**
 * The site editor's own policy, in place of the public pages' strict one:
 * its styles are inline, it shows uploaded pictures from blobs, talks to
 * GitHub's API (and reads files from GitHub's content hosts), runs a worker
 * from a blob and loads its interface fonts. Its script is served from the
 * site itself. It is never indexed.
 */
export function adminHeaders(): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://*.githubusercontent.com",
    // Its interface fonts and icons come from jsDelivr; it checks GitHub's
    // status and its own latest version (unpkg) before signing in.
    "font-src 'self' data: https://cdn.jsdelivr.net",
    "connect-src 'self' https://api.github.com https://*.githubusercontent.com https://www.githubstatus.com https://unpkg.com data: blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  return {
    "Content-Security-Policy": csp,
    // The GitHub sign-in popup hands the token back through window.opener, which
    // "same-origin" cuts off; "same-origin-allow-popups" keeps it for popups the editor opens.
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "X-Robots-Tag": "noindex",
  };
}

/** Where the build puts files whose name carries a hash of their content. */
export const hashedAssetsPrefix = "/assets/";

/**
 * Hashed assets never change: browsers keep them for a year without asking.
 * Everything else (pages, favicon, sitemap…) keeps the hosts' default, which
 * revalidates on every use, so a new build shows at once.
 */
export const immutableCache = "public, max-age=31536000, immutable";
