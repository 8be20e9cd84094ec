/**
 * The host configs generated from one description of the site: each is
 * parsed and asked what headers it gives each kind of response, and all
 * must agree with server/headers.mjs. The deploy suite (tests/e2e/
 * deploy.spec.ts) then serves the real build with the real runtimes.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { canonicalPagePath } from "~/site/canonical-path";
import { pageIds } from "~/site/pages";
import { casingRedirects, hostSite, notFoundPages, pageUrls } from "~/site/static-host";
import {
  cacheControl,
  revalidateCache,
  securityHeaders,
  specialContentTypes,
} from "../../server/headers.mjs";
import {
  caddyfile,
  headersFile,
  netlifyToml,
  nginxConfig,
  redirectsFile,
  type HostSite,
} from "../../server/host-config.mjs";

const hashes = ["sha256-AAAA/test+hash="];
const site: HostSite = hostSite(hashes, [
  "/index.html",
  "/favicon.svg",
  "/assets/site-1234.js",
  "/assets/app-5678.css",
  "/speculation-rules.json",
  "/office.vcf",
  "/assets/card-9abc.vcf",
]);

type Headers = Record<string, string>;
/** Header names in one casing, for comparison. */
const lower = (headers: Headers) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

/** A request every config must answer alike: the URL, and the file that answers it. */
const requests = [
  { url: "/", file: "/index.html", status: 200 },
  { url: "/Immigration", file: "/Immigration.html", status: 200 },
  { url: "/es", file: "/es.html", status: 200 },
  { url: "/es/BlogPost3", file: "/es/BlogPost3.html", status: 200 },
  { url: "/assets/site-1234.js", file: "/assets/site-1234.js", status: 200 },
  { url: "/favicon.svg", file: "/favicon.svg", status: 200 },
  { url: "/speculation-rules.json", file: "/speculation-rules.json", status: 200 },
  { url: "/office.vcf", file: "/office.vcf", status: 200 },
  { url: "/assets/card-9abc.vcf", file: "/assets/card-9abc.vcf", status: 200 },
  { url: "/no-such-page", file: "/404.html", status: 404 },
  { url: "/es/no-existe", file: "/es/404.html", status: 404 },
];

/** What every host must send: the security headers, the cache policy and any special media type. */
function expected(file: string): Headers {
  const typed = site.typedFiles.find((typedFile) => typedFile.path === file);
  return lower({
    ...securityHeaders(hashes),
    "Cache-Control": cacheControl(file),
    ...(typed ? { "Content-Type": typed.type } : {}),
  });
}

/** The headers `expected` names, from what a config gives. */
const comparable = (file: string, headers: Headers) =>
  Object.fromEntries(Object.keys(expected(file)).map((name) => [name, lower(headers)[name]]));

// ——— `_headers` (Cloudflare Pages, Netlify) ———

/**
 * Cloudflare Pages and Netlify: every rule whose path pattern matches adds
 * its headers (a header set twice is joined with ", "); Cache-Control
 * defaults to `public, max-age=0, must-revalidate` on both.
 */
function headersFileAnswer(text: string, path: string): Headers {
  const headers: Headers = {};
  let matching = false;
  for (const line of text.split("\n")) {
    if (line.startsWith("#") || line.trim() === "") continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(
        `^${line
          .trim()
          .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
          .replace(/\*/g, ".*")}$`,
      );
      matching = pattern.test(path);
    } else if (matching) {
      const [, name = "", value = ""] = line.trim().match(/^([^:]+):\s*(.*)$/) ?? [];
      const key = name.toLowerCase();
      headers[key] = headers[key] ? `${headers[key]}, ${value}` : value;
    }
  }
  headers["cache-control"] ??= revalidateCache;
  return headers;
}

// ——— nginx ———

interface Directive {
  name: string;
  args: string[];
  block?: Directive[];
}

/** Parses nginx config text into directives (quotes, comments and blocks). */
function parseNginx(text: string): Directive[] {
  const tokens = [
    ...text.replace(/#[^\n]*/g, "").matchAll(/"((?:[^"\\]|\\.)*)"|([{};])|([^\s{};"]+)/g),
  ].map(([, quoted, punct, word]) =>
    quoted !== undefined ? { word: quoted.replace(/\\(.)/g, "$1") } : punct ? { punct } : { word },
  );
  let i = 0;
  const parseBlock = (): Directive[] => {
    const out: Directive[] = [];
    while (i < tokens.length) {
      const token = tokens[i++]!;
      if (token.punct === "}") return out;
      const directive: Directive = { name: token.word!, args: [] };
      while (tokens[i] && !tokens[i]!.punct) directive.args.push(tokens[i++]!.word!);
      if (tokens[i++]?.punct === "{") directive.block = parseBlock();
      out.push(directive);
    }
    return out;
  };
  return parseBlock();
}

/** nginx's choice of location: exact, else regexes in order, else the longest prefix. */
function nginxLocation(server: Directive[], uri: string): Directive | undefined {
  const locations = server.filter((d) => d.name === "location");
  const exact = locations.find((l) => l.args[0] === "=" && l.args[1] === uri);
  if (exact) return exact;
  const regex = locations.find(
    (l) =>
      (l.args[0] === "~" || l.args[0] === "~*") &&
      new RegExp(l.args[1]!, l.args[0] === "~*" ? "i" : "").test(uri),
  );
  if (regex) return regex;
  return locations
    .filter((l) => l.args.length === 1 && uri.startsWith(l.args[0]!))
    .sort((a, b) => b.args[0]!.length - a.args[0]!.length)[0];
}

/**
 * What the generated nginx server answers: follows `try_files`, `return` and
 * `error_page`; add_header in a location replaces the server's (nginx's
 * inheritance rule), and `types`/`default_type` there set the media type.
 */
function nginxAnswer(
  config: string,
  path: string,
  files: Set<string>,
): Headers & { file?: string } {
  // The server that serves the site (with tls, the first one only sends port 80 to HTTPS).
  const server = parseNginx(config).find((d) =>
    d.block?.some((child) => child.name === "root"),
  )!.block!;
  let uri = path;
  for (let hops = 0; hops < 5; hops++) {
    const location = nginxLocation(server, uri);
    const scope = location?.block ?? [];
    const addHeaders = scope.some((d) => d.name === "add_header") ? scope : server;
    const headers: Headers = {};
    for (const d of addHeaders.filter((d) => d.name === "add_header")) {
      headers[d.args[0]!.toLowerCase()] = d.args[1]!;
    }
    const defaultType = scope.find((d) => d.name === "default_type");
    if (defaultType && scope.some((d) => d.name === "types")) {
      const charsetTypes = server.find((d) => d.name === "charset_types")?.args ?? [];
      const type = defaultType.args[0]!;
      headers["content-type"] = charsetTypes.includes(type) ? `${type}; charset=utf-8` : type;
    }
    if (scope.some((d) => d.name === "internal") && hops === 0)
      return { ...headers, status: "404" };
    const ret = scope.find((d) => d.name === "return");
    if (ret) return { ...headers, status: ret.args[0]!, location: ret.args[1] ?? "" };
    const tryFiles = scope.find((d) => d.name === "try_files")?.args ?? [];
    const candidates = tryFiles.length > 0 ? tryFiles.slice(0, -1) : [uri];
    const found = candidates.map((f) => f.replace("$uri", uri)).find((f) => files.has(f));
    if (found) return { ...headers, file: found };
    const errorPage =
      scope.find((d) => d.name === "error_page") ?? server.find((d) => d.name === "error_page");
    uri = errorPage!.args[1]!;
  }
  throw new Error(`no answer for ${path}`);
}

// ——— Caddy ———

/**
 * Caddy's `header` directives that apply to a path: snippets imported, named
 * matchers (`path`, `not path`, `path_regexp`) evaluated. Errors are answered
 * by `handle_errors` only: Caddy drops the headers set before the error.
 */
function caddyAnswer(text: string, address: string, path: string, error: boolean): Headers {
  const snippets = new Map<string, string[]>();
  const lines = text.split("\n").map((line) => line.trim());
  for (let i = 0; i < lines.length; i++) {
    const name = lines[i]!.match(/^\((\w+)\) \{$/)?.[1];
    if (!name) continue;
    const body: string[] = [];
    let depth = 1;
    while (depth > 0) {
      const line = lines[++i]!;
      depth += (line.endsWith("{") ? 1 : 0) - (line === "}" ? 1 : 0);
      if (depth > 0) body.push(line);
    }
    snippets.set(name, body);
  }
  const siteStart = lines.indexOf(`${address} {`);
  const siteLines = lines.slice(siteStart + 1);
  const errorsAt = siteLines.indexOf("handle_errors {");
  const scope = error ? siteLines.slice(errorsAt + 1) : siteLines.slice(0, errorsAt);
  const expand = (input: string[]): string[] =>
    input.flatMap((line) =>
      line.startsWith("import ") ? expand(snippets.get(line.slice(7))!) : [line],
    );
  const body = expand(scope);
  const matchers = new Map<string, (p: string) => boolean>();
  const glob = (pattern: string) => (p: string) =>
    pattern.endsWith("*")
      ? p.startsWith(pattern.slice(0, -1))
      : p.toLowerCase() === pattern.toLowerCase();
  for (const line of body) {
    const m = line.match(/^@(\w+) (not )?(path|path_regexp) (.+)$/);
    if (!m) continue;
    const [, name = "", not, kind, args = ""] = m;
    const test =
      kind === "path"
        ? (p: string) => args.split(" ").some((a) => glob(a)(p))
        : (p: string) =>
            new RegExp(
              JSON.parse(args).replace(/^\(\?i\)/, ""),
              args.includes("(?i)") ? "i" : "",
            ).test(p);
    matchers.set(name, not ? (p) => !test(p) : test);
  }
  const headers: Headers = {};
  let inHeaderBlock = false;
  for (const line of body) {
    if (line === "header {") inHeaderBlock = true;
    else if (inHeaderBlock && line === "}") inHeaderBlock = false;
    else if (inHeaderBlock) {
      const m = line.match(/^([\w-]+) "((?:[^"\\]|\\.)*)"$/);
      if (m) headers[m[1]!.toLowerCase()] = m[2]!.replace(/\\"/g, '"');
    } else {
      const m = line.match(/^header (?:(@\w+|\/\S*) )?([\w-]+) "((?:[^"\\]|\\.)*)"$/);
      if (!m) continue;
      const [, matcher, name = "", value = ""] = m;
      const applies =
        !matcher ||
        (matcher.startsWith("@") ? matchers.get(matcher.slice(1))!(path) : glob(matcher)(path));
      if (applies) headers[name.toLowerCase()] = value.replace(/\\"/g, '"');
    }
  }
  return headers;
}

describe("the generated host configs send the same headers", () => {
  const published = new Set([
    ...site.pages.map((p) => p.file),
    ...site.notFound.map((n) => n.file),
    ...requests.map((r) => r.file),
  ]);

  it.each(requests)("_headers (Cloudflare Pages, Netlify): $url", ({ url, file }) => {
    // Both hosts apply `_headers` by the URL asked for, also when they answer with a 404 page.
    expect(comparable(file, headersFileAnswer(headersFile(site), url))).toEqual(expected(file));
  });

  it.each(requests)("nginx: $url", ({ url, file }) => {
    const config = nginxConfig(site, { serverName: "example.com", root: "/srv", tls: true });
    const answer = nginxAnswer(config, url, published);
    expect(answer.file).toBe(file);
    expect(comparable(file, answer)).toEqual(expected(file));
  });

  it.each(requests)("Caddy: $url", ({ url, file, status }) => {
    const config = caddyfile(site, { address: "example.com", root: "/srv" });
    const headers = caddyAnswer(config, "example.com", url, status === 404);
    expect(comparable(file, headers)).toEqual(expected(file));
  });

  it("the models above catch a header lost to nginx's add_header inheritance", () => {
    const broken = nginxConfig(site, { serverName: "x", root: "/srv", tls: false }).replace(
      /(location \/assets\/ \{\n\s+try_files \$uri =404;\n)(?:\s+add_header (?!Cache-Control).*\n)+/,
      "$1",
    );
    const answer = nginxAnswer(broken, "/assets/site-1234.js", published);
    expect(answer["content-security-policy"]).toBeUndefined();
  });
});

describe("nginx redirects every casing; pages answer without a redirect", () => {
  const published = new Set(site.pages.map((p) => p.file).concat(site.notFound.map((n) => n.file)));
  const config = nginxConfig(site, { serverName: "example.com", root: "/srv", tls: true });

  it.each(pageUrls())("nginx: %s", (path) => {
    expect(nginxAnswer(config, path, published).file).toBe(
      path === "/" ? "/index.html" : `${path}.html`,
    );
    for (const variant of [path.toLowerCase(), path.toUpperCase(), `${path}/`, `${path}.html`]) {
      if (variant === path || path === "/") continue;
      expect(nginxAnswer(config, variant, published), variant).toMatchObject({
        status: "301",
        location: `${path}$is_args$args`,
      });
    }
  });

  it("the production nginx config serves HTTPS for the site's domain and redirects port 80", () => {
    expect(config).toContain("listen 443 ssl http2;");
    expect(config).toContain("ssl_certificate /etc/letsencrypt/live/example.com/fullchain.pem;");
    expect(config).toContain("return 301 https://$host$request_uri;");
    expect(config.split("{").length).toBe(config.split("}").length);
    // The other name (www.example.com here) goes to the site's, over HTTPS, with HSTS.
    const servers = parseNginx(config).filter((d) => d.name === "server");
    expect(servers).toHaveLength(3);
    const other = servers[1]!.block!;
    expect(other.find((d) => d.name === "server_name")?.args).toEqual(["www.example.com"]);
    expect(other.find((d) => d.name === "return")?.args).toEqual([
      "301",
      "https://example.com$request_uri",
    ]);
    expect(other.find((d) => d.name === "add_header")?.args.slice(0, 2)).toEqual([
      "Strict-Transport-Security",
      securityHeaders(hashes)["Strict-Transport-Security"],
    ]);
  });

  it("the Caddyfile sends the other name to the site's", () => {
    const config = caddyfile(site, {
      address: "example.com",
      root: "/srv",
      redirectFrom: "www.example.com",
    });
    expect(config).toContain("www.example.com {\n\theader Strict-Transport-Security");
    expect(config).toContain("\tredir https://example.com{uri} permanent\n}");
  });
});

describe("_redirects (Cloudflare Pages, Netlify)", () => {
  const rules = redirectsFile(site)
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => line.split(/\s+/));
  const pages = new Set(site.pages.map((p) => p.path));

  it("lists common casings of every page, each a static 301 to its canonical path", () => {
    expect(rules.map(([from]) => from)).toEqual(
      expect.arrayContaining([
        "/immigration",
        "/IMMIGRATION",
        "/NOTARYPUBLIC",
        "/blogpost2",
        "/es/taxservices",
        "/ES",
      ]),
    );
    for (const [from = "", to = "", status, ...rest] of rules) {
      expect(status, from).toBe("301");
      expect(rest, from).toEqual([]);
      expect(pages.has(to), `${from} → ${to}`).toBe(true);
      expect(from, "never a rule to itself").not.toBe(to);
      expect(canonicalPagePath(from, pageIds), from).toBe(to);
      expect(from, "static rules only").not.toMatch(/[*:!]/);
    }
  });

  it("stays within Cloudflare's limits: 2,000 static rules, 1,000 characters a rule", () => {
    expect(rules.length).toBeLessThanOrEqual(2000);
    expect(new Set(rules.map(([from]) => from)).size).toBe(rules.length);
    for (const rule of rules) expect(rule.join(" ").length).toBeLessThanOrEqual(1000);
  });

  it("never loops on a host that matches rules case-insensitively and lets files shadow them (Netlify)", () => {
    // Netlify serves an existing file before any rule that is not forced, then takes the first matching rule.
    const files = new Set(site.pages.map((p) => p.path));
    const netlify = (path: string): { status: number; path: string } => {
      if (files.has(path)) return { status: 200, path };
      const rule = rules.find(([from]) => from!.toLowerCase() === path.toLowerCase());
      return rule ? { status: 301, path: rule[1]! } : { status: 404, path };
    };
    const asked = [
      ...pages,
      ...rules.map(([from]) => from!),
      "/iMMigration",
      "/no-such-page",
      "/es/no-existe",
    ];
    for (const path of asked) {
      const first = netlify(path);
      if (first.status !== 301) continue;
      const second = netlify(first.path);
      expect(second, `${path} → ${first.path}`).toEqual({ status: 200, path: first.path });
      expect(first.path.toLowerCase()).toBe(path.toLowerCase());
    }
  });

  it("is derived from the route table: every page URL has its lower- and upper-case forms", () => {
    const froms = new Set(rules.map(([from]) => from));
    for (const path of pageUrls().filter((p) => p !== "/")) {
      for (const variant of [path.toLowerCase(), path.toUpperCase()]) {
        if (variant !== path) expect(froms.has(variant), variant).toBe(true);
      }
    }
    expect(casingRedirects()).toEqual(site.redirects);
  });
});

describe("netlify.toml", () => {
  it("at the top of the project is what the build generates", () => {
    expect(
      readFileSync("netlify.toml", "utf8"),
      "out of date: run npm run build, then copy build/netlify.toml to the top of the project",
    ).toBe(netlifyToml({ notFound: notFoundPages() }));
  });

  it("builds the site, publishes build/client and gives /es/… its Spanish 404 page", () => {
    const toml = netlifyToml({ notFound: notFoundPages() });
    expect(toml).toContain('publish = "build/client"');
    expect(toml).toMatch(/from = "\/es\/\*"\n\s+to = "\/es\/404\.html"\n\s+status = 404/);
    expect(toml, "headers come from _headers alone").not.toContain("[[headers]]");
  });
});

describe("the special media types", () => {
  it("are sent by every config", () => {
    for (const [path, type] of Object.entries(specialContentTypes)) {
      expect(headersFile(site)).toContain(`${path}\n  Content-Type: ${type}`);
    }
    expect(site.typedFiles).toContainEqual({
      path: "/office.vcf",
      type: "text/vcard; charset=utf-8",
    });
  });
});
