import { chromium } from "playwright";
const [,, url, out, width] = process.argv;
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const p = await b.newPage({ viewport: { width: +width, height: 640 } });
await p.goto(url);
console.log(await p.locator("body > header, header").first().evaluate((h) => h.getBoundingClientRect().height));
await p.locator("header").first().screenshot({ path: out });
await b.close();
