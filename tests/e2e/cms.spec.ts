import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { parse } from "yaml";
import { titlePattern } from "../../app/admin/refused-titles";
import { adminHeaders, adminPath } from "../../app/host/headers";
import { notarySchema } from "../../app/content/notary/schema";
import { pageWordsFile } from "../../app/content/page-words";
import { officeFile } from "../../app/site/config";
import { siteConfigSchema, type SiteConfig } from "../../app/site/config-schema";
import { articlesDir } from "../../app/site/content-paths";
import { scratchCopy } from "../build/scratch-copy";

// The site editor (Sveltia CMS at /admin), the real one, in its "Work with
// Local Repository" mode: the directory picker (a native dialog) answers with
// the browser's origin-private file system, filled from a copy of the
// content. The owner's edits go through the real interface; the files the
// editor writes are read back, checked by the site's own schemas, built, and
// looked for on the built pages.

/** The files the editor works on, as the repository has them. */
function contentFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const dir of ["content", "content/pages", articlesDir])
    for (const name of readdirSync(dir))
      if (/\.(ya?ml|md)$/.test(name))
        files[`${dir}/${name}`] = readFileSync(join(dir, name), "utf8");
  return files;
}

/** A file as the editor left it in the browser's private file system. */
function readBack(page: Page, path: string): Promise<string> {
  return page.evaluate(async (path) => {
    let dir = await navigator.storage.getDirectory();
    const parts = path.split("/");
    for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
    return (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).text();
  }, path);
}

/** Scrolls the editor (it draws fields as they come into view) until `field` shows. */
async function scrollTo(page: Page, field: Locator) {
  await page.mouse.move(500, 400);
  for (let i = 0; i < 60 && (await field.count()) === 0; i++) await page.mouse.wheel(0, 400);
  await field.scrollIntoViewIfNeeded();
}

test.describe.configure({ mode: "serial" });

test.describe("the site editor at /admin", () => {
  let page: Page;
  const holiday = { from: "2027-02-15", en: "Presidents Day", es: "Día de los Presidentes" };
  const spanishTitle = "Servicios de Notary Public, en la oficina o a domicilio";
  const edited: Record<string, string> = {};

  test.beforeAll(async ({ browser, baseURL }) => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 }, baseURL });
    // Offline: the editor's version check, status check and interface fonts fail without breaking it.
    await page.route(
      (url) => !["localhost", "127.0.0.1"].includes(url.hostname),
      (route) => route.abort(),
    );
    await page.addInitScript(() => {
      (window as unknown as { showDirectoryPicker: () => unknown }).showDirectoryPicker = () =>
        navigator.storage.getDirectory();
    });
    await page.goto("/admin/");
    await page.evaluate(
      async (files) => {
        const root = await navigator.storage.getDirectory();
        for (const [path, text] of Object.entries(files)) {
          let dir = root;
          const parts = path.split("/");
          for (const part of parts.slice(0, -1))
            dir = await dir.getDirectoryHandle(part, { create: true });
          const writable = await (
            await dir.getFileHandle(parts.at(-1)!, { create: true })
          ).createWritable();
          await writable.write(text);
          await writable.close();
        }
        // The editor opens a folder only if it is a repository's root.
      },
      { ...contentFiles(), ".git/HEAD": "ref: refs/heads/main\n" },
    );
    await page.getByRole("button", { name: "Work with Local Repository" }).click();
    await expect(page.getByText("Office facts")).toBeVisible();
  });

  test.afterAll(() => page?.close());

  test("has its own policy, is not indexed and loads the editor from the site itself", async ({
    request,
  }) => {
    const response = await request.get("/admin/");
    expect(response.headers()["x-robots-tag"]).toBe("noindex");
    // Its own policy in place of the public pages' (which stays strict), not both.
    expect(response.headers()["content-security-policy"]).toBe(
      adminHeaders()["Content-Security-Policy"],
    );
    const home = await request.get("/");
    expect(home.headers()["content-security-policy"]).toContain("style-src 'self';");
    expect(await response.text()).toContain(`<script src="${adminPath}sveltia-cms.js">`);
    expect(await response.text()).toContain('<meta name="robots" content="noindex"');
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain("/admin");
  });

  test("adds a holiday to the office's facts", async () => {
    await page.getByText("Office facts").click();
    // docs/editing.md shows the editor as the test sees it: `DOCS_SCREENSHOTS=1 npx playwright test cms`.
    if (process.env.DOCS_SCREENSHOTS) {
      await expect(page.getByRole("textbox", { name: "Office name" })).toBeVisible();
      await page.screenshot({ path: "docs/images/editor-1280.png" });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: "docs/images/editor-390.png" });
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    const special = page.getByRole("group", { name: /Special hours/ }).first();
    await scrollTo(page, special);
    await special.getByRole("button", { name: /Add .*Exceptions/ }).click();
    const item = special
      .getByRole("group")
      .filter({ has: page.getByRole("button", { name: "Remove", exact: true }) })
      .last();
    const started = Date.now();
    await item.getByRole("textbox", { name: "From", exact: true }).fill(holiday.from);
    await item.getByRole("textbox", { name: "To", exact: true }).fill(holiday.from);
    await item.getByRole("checkbox", { name: /Add .*Note/ }).check();
    await item.getByRole("textbox", { name: "English", exact: true }).fill(holiday.en);
    await item.getByRole("textbox", { name: "Spanish", exact: true }).fill(holiday.es);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Entry saved.")).toBeVisible();

    // The file is written a moment after the editor says so.
    const saved = async () =>
      (siteConfigSchema.parse(parse(await readBack(page, officeFile))) as SiteConfig).specialHours
        .exceptions;
    await expect.poll(saved).toContainEqual({
      from: holiday.from,
      to: holiday.from,
      hours: null,
      note: { en: holiday.en, es: holiday.es },
    });
    console.log(`edit to file: ${Date.now() - started} ms`);
    edited[officeFile] = await readBack(page, officeFile);
  });

  test("changes a Spanish text, and refuses 'notario' and an empty required field", async () => {
    await page.evaluate(() => (location.hash = "/collections/pages"));
    await page.getByText("Notary Public page", { exact: true }).click();
    await page.getByRole("radio", { name: "Spanish" }).first().check();
    const hero = page.getByRole("group", { name: /“.?Hero.?” Field/ }).first();
    const title = hero.getByRole("textbox", { name: "Title", exact: true });
    const save = page.getByRole("button", { name: "Save", exact: true });

    await title.fill("Su notario de confianza en Florida");
    await save.click();
    await expect(page.getByText(titlePattern[1]).first()).toBeVisible();

    await title.fill(spanishTitle);
    const eyebrow = hero.getByRole("textbox", { name: "Eyebrow", exact: true });
    await eyebrow.fill("");
    await save.click();
    await expect(page.getByText(/required/i).first()).toBeVisible();

    await eyebrow.fill("Notary Public comisionado en Florida");
    await save.click();
    await expect(page.getByText("Entry saved.")).toBeVisible();

    // The file is written a moment after the editor says so.
    const file = pageWordsFile("notary", "es");
    const savedTitle = async () => notarySchema.parse(parse(await readBack(page, file))).hero.title;
    await expect.poll(savedTitle).toBe(spanishTitle);
    edited[file] = await readBack(page, file);
  });

  test("what the editor wrote builds, and the pages show it", () => {
    test.setTimeout(120_000);
    const copy = scratchCopy("cms-");
    try {
      for (const [path, text] of Object.entries(edited)) writeFileSync(join(copy.dir, path), text);
      const build = copy.build();
      expect(build.status, build.output).toBe(0);
      const shows = (path: string, text: string) => copy.page(path).includes(text);
      expect(shows("/es/NotaryPublic", spanishTitle), "the Spanish title").toBe(true);
      expect(shows("/es", holiday.es), "the holiday in Spanish").toBe(true);
      expect(shows("/", holiday.en), "the holiday in English").toBe(true);
    } finally {
      copy.remove();
    }
  });
});
