import { chromium } from "@playwright/test";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
const base = "http://127.0.0.1:8788";
const files = {};
for (const dir of ["content", "content/pages", "app/content/blog/articles", "images/blog"])
  for (const name of readdirSync(dir)) if (/\.(ya?ml|md|svg)$/.test(name)) files[`${dir}/${name}`] = readFileSync(join(dir, name), "utf8");
files[".git/HEAD"] = "ref: refs/heads/main\n";
const font = readFileSync("node_modules/@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
page.on("console", (m) => { if (m.type() === "error") console.log("console:", m.text().slice(0, 150)); });
await page.route((url) => !["localhost", "127.0.0.1"].includes(url.hostname), (r) => r.abort());
await page.route(/material-symbols-outlined.*\.woff2$/, (r) => r.fulfill({ contentType: "font/woff2", body: font }));
await page.addInitScript(() => { window.showDirectoryPicker = () => navigator.storage.getDirectory(); });
await page.goto(base + "/admin/");
await page.evaluate(async (files) => {
  const root = await navigator.storage.getDirectory();
  for (const [path, text] of Object.entries(files)) {
    let dir = root; const parts = path.split("/");
    for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
    const w = await (await dir.getFileHandle(parts.at(-1), { create: true })).createWritable(); await w.write(text); await w.close();
  }
}, files);
await page.getByRole("button", { name: "Trabajar con un repositorio local" }).click();
await page.getByText("Datos de la oficina", { exact: true }).click();
await page.waitForTimeout(2000);
await page.mouse.move(300, 500);
for (let i = 0; i < 30; i++) await page.mouse.wheel(0, 400);
await page.waitForTimeout(1000);
await page.screenshot({ path: "/tmp/lab/4-office.png" });
const closures = page.getByRole("group", { name: /Cierres y días especiales/ }).first();
await closures.getByRole("button", { name: /Agregar .{0,2}cierre/ }).click();
await page.waitForTimeout(500);
console.log("menu:", await page.getByRole("menuitem").evaluateAll(g => g.map(x => x.textContent.trim()).join(" | ")));
await page.getByRole("menuitem", { name: "Cerrado" }).click();
await page.waitForTimeout(500);
console.log("checkboxes:", await closures.getByRole("checkbox").evaluateAll(g => g.map(x => x.getAttribute("aria-label") || x.textContent.trim()).join(" | ")));
console.log("textboxes:", await closures.getByRole("textbox").evaluateAll(g => g.map(x => x.getAttribute("aria-label") || x.getAttribute("aria-labelledby")).join(" | ")));
await page.screenshot({ path: "/tmp/lab/6-closure.png" });
console.log("groups:", await page.getByRole("group").evaluateAll(g => g.map(x => x.getAttribute("aria-label")).filter(Boolean).slice(0, 60).join(" | ")));
console.log("buttons:", await page.getByRole("button").evaluateAll(g => [...new Set(g.map(x => x.getAttribute("aria-label") || x.textContent.trim()))].slice(0, 80).join(" | ")));
await browser.close();
