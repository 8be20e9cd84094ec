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
  mkdirSync(join(client, "es", "NotaryPublic"), { recursive: true });
  mkdirSync(join(client, "NotaryPublic"));
  mkdirSync(join(client, "assets"));
  writeFileSync(join(client, "index.html"), "<html>home</html>");
  writeFileSync(join(client, "404.html"), "<html>not found en</html>");
  writeFileSync(join(client, "es", "404.html"), "<html>not found es</html>");
  writeFileSync(join(client, "NotaryPublic", "index.html"), "<html>notary</html>");
  writeFileSync(join(client, "es", "NotaryPublic", "index.html"), "<html>notary es</html>");
  writeFileSync(join(client, "assets", "app-1234.js"), "console.log(1)");
  writeFileSync(join(client, "_headers"), "/*");
  writeFileSync(join(dir, "csp-hashes.json"), '["sha256-abc="]');
  return dir;
}

describe("static site lookup", () => {
  const site = loadSite(join(fixture(), "client"));
  const body = (path: string) => lookup(site, path).file.body.toString();

  it("finds pages case-insensitively, with or without a trailing slash", () => {
    for (const path of ["/NotaryPublic", "/notarypublic", "/NOTARYPUBLIC/", "/NotaryPublic?x=1"]) {
      expect(lookup(site, path).status, path).toBe(200);
      expect(body(path)).toBe("<html>notary</html>");
    }
    expect(body("/ES/notarypublic")).toBe("<html>notary es</html>");
    expect(body("/")).toBe("<html>home</html>");
  });

  it("answers unknown paths 404 with the page of their language", () => {
    expect(lookup(site, "/nope")).toMatchObject({ status: 404 });
    expect(body("/nope")).toContain("not found en");
    expect(body("/es/nope")).toContain("not found es");
  });

  it.each([
    "/../secret.txt",
    "/..%2fsecret.txt",
    "/%2e%2e/secret.txt",
    "/assets/../../secret.txt",
    "/..\\secret.txt",
    "/%00",
    "/index.html",
    "/_headers",
    "/%E0%A4%A",
    "relative",
    "/" + "a".repeat(maxPathLength + 1),
  ])("never serves anything outside the pages and assets: %s", (path) => {
    const result = lookup(site, path);
    expect(result.status).toBe(404);
    expect(result.file.body.toString()).not.toContain("SECRET");
  });

  it("serves assets at their exact path only", () => {
    expect(lookup(site, "/assets/app-1234.js").status).toBe(200);
    expect(lookup(site, "/ASSETS/APP-1234.JS").status).toBe(404);
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
