// `node scripts/screenshot.mjs [base] /path …`: a running server's pages (base, else BASE_URL, else
// localhost:4173) at 390 and 1280 px, in ./screenshots; SLICE=N cuts them into N px high images.
import { mkdirSync } from "node:fs";
import { launchChromium } from "./browser.mjs";
const paths = process.argv.slice(2);
const base = /^https?:/.test(paths[0] ?? "")
  ? String(paths.shift())
  : (process.env.BASE_URL ?? "http://localhost:4173");
const slice = Number(process.env.SLICE ?? 0);
mkdirSync("screenshots", { recursive: true });
const browser = await launchChromium();
for (const width of [390, 1280]) {
  for (const path of paths) {
    // A fresh context per path, so a stored language never redirects the next shot.
    const page = await browser.newPage({ viewport: { width, height: width < 800 ? 844 : 900 } });
    await page.goto(base + path, { waitUntil: "load" });
    // Scroll through so every section's entry animation has run, then back up.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(1200);
    const name = `screenshots/${path.replace(/\W+/g, "_") || "home"}-${width}.png`;
    if (slice > 0) {
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0, i = 1; y < height; y += slice, i++) {
        const file = name.replace(".png", `-${i}.png`);
        const clip = { x: 0, y, width, height: Math.min(slice, height - y) };
        await page.screenshot({ path: file, fullPage: true, clip });
        console.log(file);
      }
    } else {
      await page.screenshot({ path: name, fullPage: true });
      console.log(name);
    }
    await page.close();
  }
}
await browser.close();
