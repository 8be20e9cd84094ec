// Screenshots pages at phone and desktop widths: `node scripts/screenshot.mjs [base] path...`.
// Writes PNGs to ./screenshots (git-ignored). Serve the build first (npm run serve).
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./browser.mjs";

const args = process.argv.slice(2);
const base = /^https?:/.test(args[0] ?? "")
  ? String(args.shift())
  : (process.env.BASE_URL ?? "http://localhost:4173");
const paths = args;
const widths = (process.env.WIDTHS ?? "390,1280").split(",").map(Number);
const fullPage = process.env.FULL !== "0";
mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
for (const width of widths) {
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
    const slice = Number(process.env.SLICE ?? 0);
    if (slice > 0) {
      // Tall pages as several images, each readable at full size.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0, i = 1; y < height; y += slice, i++) {
        const part = name.replace(".png", `-${i}.png`);
        await page.screenshot({
          path: part,
          fullPage: true,
          clip: { x: 0, y, width, height: Math.min(slice, height - y) },
        });
        console.log(part);
      }
    } else {
      await page.screenshot({ path: name, fullPage });
      console.log(name);
    }
    await page.close();
  }
}
await browser.close();
