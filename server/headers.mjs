/**
 * The site's HTTP headers, in one place. The local server (`npm start`)
 * applies them and the build writes them to `_headers` for static hosts.
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

/** Media types the site serves that hosts do not know by their extension. */
export const specialContentTypes = {
  [speculationRulesPath]: "application/speculationrules+json",
  // The office's contact card per language ("Save contact"; app/site/vcard.ts).
  "/contact.vcf": "text/vcard; charset=utf-8",
  "/es/contact.vcf": "text/vcard; charset=utf-8",
};

/**
 * Headers for every response: security and speculation rules. `scriptHashes`
 * are the CSP hashes of inline scripts: none, unless a route ships client code.
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

/** Cache policy by path: hashed assets forever, HTML always revalidated, the rest an hour. */
export function cacheControl(path) {
  if (path.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (path.endsWith(".html") || !/\.[a-z0-9]+$/i.test(path)) return "no-cache";
  return "public, max-age=3600";
}

/** Writes the headers in the `_headers` format that Netlify and Cloudflare Pages read. */
export function staticHostHeadersFile(scriptHashes = []) {
  const lines = ["/*"];
  for (const [name, value] of Object.entries(securityHeaders(scriptHashes)))
    lines.push(`  ${name}: ${value}`);
  lines.push("", "/assets/*", `  Cache-Control: ${cacheControl("/assets/x")}`, "");
  for (const [path, type] of Object.entries(specialContentTypes))
    lines.push(path, `  Content-Type: ${type}`, "");
  return lines.join("\n");
}
