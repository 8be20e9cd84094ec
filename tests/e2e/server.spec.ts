// What only the local server of `npm start` does; what every runtime does
// (pages, redirects, 404s, headers, bad paths) is in deploy.spec.ts.
import { connect } from "node:net";
import { expect, test } from "@playwright/test";
import { officeConfig } from "../../app/site/config";

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
  expect(html).toContain(`<link rel="canonical" href="${officeConfig.siteUrl}/"/>`);
  const h1 = (page: string) => page.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1];
  expect(h1(html)).toBeDefined();
  expect(h1(html)).toBe(h1(await (await request.get("/")).text()));
});

test("malformed HTTP gets 400, a path out of the site 404, and the server keeps answering", async ({
  request,
  baseURL,
}) => {
  // Raw requests a browser would never send.
  const { hostname, port } = new URL(baseURL!);
  for (const [raw, status] of [
    ["GET /../../etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n", 404],
    ["GARBAGE\r\n\r\n", 400],
    ["GET / HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n", 400],
  ] as const) {
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
    expect(reply).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
  }
  expect((await request.get("/")).status()).toBe(200);
});

test("only GET and HEAD are allowed", async ({ request }) => {
  expect((await request.post("/")).status()).toBe(405);
  expect((await request.head("/")).status()).toBe(200);
});
