import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: "es-US" });
await page.route((url) => !["localhost", "127.0.0.1"].includes(url.hostname), (r) => r.abort());
await page.goto("http://127.0.0.1:8788/admin/");
await page.waitForTimeout(3000);
console.log(await page.getByRole("button").evaluateAll(b => b.map(x => x.textContent.trim()).join(" | ")));
await page.screenshot({ path: "/tmp/lab/5-signin.png" });
await browser.close();
