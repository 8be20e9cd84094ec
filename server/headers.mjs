/**
 * The site's HTTP headers, in one place. The local server (`npm start`)
 * applies them and the build writes them to `_headers` for static hosts.
 */

/** Security headers for every response; `scriptHashes` are the CSP hashes of inline scripts. */
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
  };
}

/** Cache policy by path: hashed assets forever, HTML always revalidated, the rest an hour. */
export function cacheControl(path) {
  if (path.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (path.endsWith(".html") || !/\.[a-z0-9]+$/i.test(path)) return "no-cache";
  return "public, max-age=3600";
}

/** Writes the headers in the `_headers` format that Netlify and Cloudflare Pages read. */
export function staticHostHeadersFile(scriptHashes) {
  const lines = ["/*"];
  for (const [name, value] of Object.entries(securityHeaders(scriptHashes)))
    lines.push(`  ${name}: ${value}`);
  lines.push("", "/assets/*", `  Cache-Control: ${cacheControl("/assets/x")}`, "");
  return lines.join("\n");
}
