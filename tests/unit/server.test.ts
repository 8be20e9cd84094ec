import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiteServer } from "../../server/serve.mjs";
import { loadSite, lookup, maxPathLength } from "../../server/static-site.mjs";
import { observatoryGrade } from "./observatory";

/** A tiny build folder, with a secret file beside it that must never be served. */
function fixture() {
  const dir = mkdtempSync(join(tmpdir(), "site-"));
  writeFileSync(join(dir, "secret.txt"), "SECRET");
  const client = join(dir, "client");
  mkdirSync(join(client, "es"), { recursive: true });
  mkdirSync(join(client, "assets"));
  writeFileSync(join(client, "index.html"), "<html>home</html>");
  writeFileSync(join(client, "es.html"), "<html>home es</html>");
  writeFileSync(join(client, "404.html"), "<html>not found en</html>");
  writeFileSync(join(client, "es", "404.html"), "<html>not found es</html>");
  writeFileSync(join(client, "NotaryPublic.html"), "<html>notary</html>");
  writeFileSync(join(client, "es", "NotaryPublic.html"), "<html>notary es</html>");
  writeFileSync(join(client, "assets", "app-1234.js"), "console.log(1)");
  writeFileSync(join(client, "_headers"), "/*");
  return dir;
}

/** The host description of the fixture, as the build writes it (build/host-site.json). */
const fixtureHost = {
  pages: [
    { path: "/", file: "/index.html" },
    { path: "/es", file: "/es.html" },
    { path: "/NotaryPublic", file: "/NotaryPublic.html" },
    { path: "/es/NotaryPublic", file: "/es/NotaryPublic.html" },
  ],
  notFound: [
    { prefix: "/es", file: "/es/404.html" },
    { prefix: "", file: "/404.html" },
  ],
  hidden: ["/_headers"],
};

describe("static site lookup", () => {
  const site = loadSite(join(fixture(), "client"), fixtureHost);
  const body = (path: string) => lookup(site, path).file?.body.toString();

  it("serves each page at its canonical path, with its query", () => {
    for (const path of ["/NotaryPublic", "/NotaryPublic?x=1", "/NotaryPublic#top"]) {
      expect(lookup(site, path).status, path).toBe(200);
      expect(body(path)).toBe("<html>notary</html>");
    }
    expect(body("/es/NotaryPublic")).toBe("<html>notary es</html>");
    expect(body("/")).toBe("<html>home</html>");
    expect(body("/es")).toBe("<html>home es</html>");
  });

  it.each([
    ["/notarypublic", "/NotaryPublic"],
    ["/NOTARYPUBLIC/", "/NotaryPublic"],
    ["/NotaryPublic.html", "/NotaryPublic"],
    ["/notarypublic?x=1&y=2", "/NotaryPublic?x=1&y=2"],
    ["/ES/notarypublic", "/es/NotaryPublic"],
    ["/es/", "/es"],
    ["/ES", "/es"],
    ["/index.html", "/"],
    ["/es.html", "/es"],
  ])("sends %s to its canonical URL with a 301", (path, location) => {
    expect(lookup(site, path)).toEqual({ status: 301, location });
  });

  it("answers unknown paths 404 with the page of their language", () => {
    expect(lookup(site, "/nope")).toMatchObject({ status: 404 });
    expect(body("/nope")).toContain("not found en");
    expect(body("/es/nope")).toContain("not found es");
    expect(body("/ES/nope")).toContain("not found es");
    expect(body("/estimates")).toContain("not found en");
  });

  it.each([
    "/../secret.txt",
    "/..%2fsecret.txt",
    "/%2e%2e/secret.txt",
    "/assets/../../secret.txt",
    "/..\\secret.txt",
    "/%00",
    "/NotaryPublic%00",
    "/404.html",
    "/es/404.html",
    "/_headers",
    "/%E0%A4%A",
    "relative",
    "/" + "a".repeat(maxPathLength + 1),
  ])("never serves anything outside the pages and assets: %s", (path) => {
    const result = lookup(site, path);
    expect(result.status).toBe(404);
    expect(result.file?.body.toString()).not.toContain("SECRET");
  });

  it("serves assets at their exact path only", () => {
    expect(lookup(site, "/assets/app-1234.js").status).toBe(200);
    expect(lookup(site, "/ASSETS/APP-1234.JS").status).toBe(404);
  });

  it("refuses to start on a build that lacks a page the description lists", () => {
    const host = {
      ...fixtureHost,
      pages: [...fixtureHost.pages, { path: "/Blog", file: "/Blog.html" }],
    };
    expect(() => loadSite(join(fixture(), "client"), host)).toThrow(/\/Blog\.html/);
  });
});

describe("production server", () => {
  const server = createSiteServer("build");
  let base = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("earns the MDN HTTP Observatory's A+ on every kind of response", async () => {
    for (const path of ["/", "/es/NotaryPublic", "/no-such-page", "/favicon.svg"]) {
      const response = await fetch(base + path);
      const headers = Object.fromEntries(response.headers.entries());
      const result = observatoryGrade(headers);
      const failing = Object.entries(result.tests).filter(([, t]) => !t.pass);
      expect(failing, path).toEqual([]);
      expect(result.grade, path).toBe("A+");
      expect(result.score, path).toBeGreaterThanOrEqual(115);
      expect(result.tests["content-security-policy"]!.result).toBe(
        "csp-implemented-with-no-unsafe-default-src-none",
      );
    }
  });

  it("the grading catches a weak policy", () => {
    const weak = observatoryGrade({
      "content-security-policy": "default-src 'self'; script-src 'self' 'unsafe-inline'",
    });
    expect(weak.tests["content-security-policy"]!.pass).toBe(false);
    expect(weak.grade).not.toBe("A+");
  });

  it("survives 50 connections for 10 s with zero errors", async () => {
    const paths = [
      "/",
      "/es",
      "/NotaryPublic",
      "/es/Blog",
      "/nope",
      "/%E0%A4%A",
      "/../package.json",
    ];
    const result = await autocannon({
      url: base,
      connections: 50,
      duration: 10,
      requests: paths.map((path) => ({ method: "GET" as const, path })),
    });
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.requests.total).toBeGreaterThan(1000);
    expect(result["5xx"]).toBe(0);
    expect(result.non2xx).toBe(result["4xx"]);
    const after = await fetch(base + "/");
    expect(after.status).toBe(200);
  }, 30_000);
});
