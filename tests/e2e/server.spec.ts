import { createHash } from "node:crypto";
import { connect } from "node:net";
import { expect, test } from "@playwright/test";

test("unknown paths answer 404 with the Home page in the prefix's language", async ({
  request,
}) => {
  const en = await request.get("/no-such-page");
  expect(en.status()).toBe(404);
  expect(await en.text()).toContain("Your paperwork, handled with care");
  const es = await request.get("/es/no-existe");
  expect(es.status()).toBe(404);
  expect(await es.text()).toContain('<html lang="es"');
});

test("an unknown path shows Home in the browser without errors", async ({ page }) => {
  const errors: string[] = [];
  page.on(
    "console",
    (m) => m.type() === "error" && !m.text().includes("404") && errors.push(m.text()),
  );
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto("/es/no-existe");
  await page.waitForLoadState("load");
  await expect(page.locator("h1")).toHaveText(/Sus trámites/);
  expect(errors).toEqual([]);
});

test("/Home shows Home with canonical /", async ({ request }) => {
  const html = await (await request.get("/Home")).text();
  expect(html).toContain('<link rel="canonical" href="https://www.example.com/"/>');
});

test("page paths match case-insensitively", async ({ request }) => {
  for (const path of ["/immigration", "/IMMIGRATION", "/es/taxservices", "/ES/TaxServices/"]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});

test("security and caching headers, compression", async ({ request }) => {
  const page = await request.get("/", { headers: { "accept-encoding": "br, gzip" } });
  const headers = page.headers();
  // One inline script (the language boot), allowed by its hash; no 'unsafe-inline'.
  const html = await page.text();
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(inline).toHaveLength(1);
  const hash = createHash("sha256").update(inline[0]!).digest("base64");
  expect(headers["content-security-policy"]).toContain(`script-src 'self' 'sha256-${hash}';`);
  expect(headers["content-security-policy"]).not.toContain("unsafe-inline");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["strict-transport-security"]).toContain("max-age=63072000");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["cache-control"]).toBe("no-cache");
  expect(headers["content-encoding"]).toBe("br");
  const asset = (await page.text()).match(/\/assets\/[\w.-]+\.css/)![0];
  expect((await request.get(asset)).headers()["cache-control"]).toBe(
    "public, max-age=31536000, immutable",
  );
});

test("never serves a file outside the build folder", async ({ request, baseURL }) => {
  const attempts = [
    "/../package.json",
    "/%2e%2e/package.json",
    "/%2e%2e%2fpackage.json",
    "/assets/..%2f..%2fpackage.json",
    "/..%5c..%5cpackage.json",
    "/%00",
    "/index.html%00.js",
    "/_headers",
    "/../build/csp-hashes.json",
    `/${"a".repeat(5000)}`,
    "/%E0%A4%A",
  ];
  for (const path of attempts) {
    const response = await request.get(baseURL + path);
    expect([400, 404, 414], path).toContain(response.status());
    const body = await response.text();
    expect(body, path).not.toContain('"devDependencies"');
    expect(body, path).not.toContain("Content-Security-Policy:");
  }
  // Raw requests a browser would never send, then the server still answers.
  const { hostname, port } = new URL(baseURL!);
  for (const raw of [
    "GET /../../etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n",
    "GARBAGE\r\n\r\n",
    "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n",
  ]) {
    const reply = await new Promise<string>((resolve) => {
      const socket = connect(Number(port), hostname === "localhost" ? "127.0.0.1" : hostname, () =>
        socket.write(raw),
      );
      let data = "";
      socket.on("data", (chunk) => (data += chunk));
      socket.on("close", () => resolve(data));
      socket.on("error", () => resolve(data));
      setTimeout(() => socket.destroy(), 2000);
    });
    expect(reply).not.toContain("root:");
    expect(reply).toMatch(/^HTTP\/1\.1 (400|404)/);
  }
  expect((await request.get("/")).status()).toBe(200);
});

test("only GET and HEAD are allowed", async ({ request }) => {
  expect((await request.post("/")).status()).toBe(405);
  expect((await request.head("/")).status()).toBe(200);
});
