import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { parse } from "yaml";
import { splitFrontMatter } from "../../app/blog/markdown";
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

/** The files the editor works on, as the repository has them (the pictures it lists too). */
function contentFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const dir of ["content", "content/pages", articlesDir, "images/blog"])
    for (const name of readdirSync(dir))
      if (/\.(ya?ml|md|svg)$/.test(name))
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
  const article = {
    date: "2026-12-01",
    en: {
      Title: "Sales tax for a new Florida business",
      Description: "Who collects Florida sales tax, and when a new business registers.",
      "Summary on the blog list": "Who collects sales tax and when to register.",
      Author: "{officeName} Team",
      "What the picture shows": "A blue card with a yellow sun",
      "Closing box: title": "Start your business right",
      "Closing box: text": "We type your registration with the information you give us in writing.",
      "Closing box: button": "See business services",
      Article:
        "Every new business asks the same question.\n\n## Who collects sales tax\n\n:::alert[Register first]\nRegister before your first sale.\n:::\n",
    },
    es: {
      Title: "El impuesto sobre las ventas de un negocio nuevo en Florida",
      Description: "Quién cobra el impuesto sobre las ventas en Florida y cuándo registrarse.",
      "Summary on the blog list": "Quién cobra el impuesto y cuándo registrarse.",
      Author: "Equipo de {officeName}",
      "What the picture shows": "Una tarjeta azul con un sol amarillo",
      "Closing box: title": "Empiece bien su negocio",
      "Closing box: text":
        "Transcribimos su registro con la información que usted nos entrega por escrito.",
      "Closing box: button": "Ver servicios para negocios",
      Article: "Todo negocio nuevo se hace la misma pregunta.\n\n## Quién cobra el impuesto\n",
    },
  };
  const picture =
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="#1a4f8f"/><circle cx="600" cy="315" r="200" fill="#f9c23c"/></svg>\n';

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

  test("creates article 7 in both languages, with its picture", async () => {
    await page.evaluate(() => (location.hash = "/collections/articles/new"));
    const en = page.getByRole("group", { name: /Edit .English. Content/ });
    const field = (pane: Locator, name: string) => pane.getByRole("textbox", { name, exact: true });
    const type = async (pane: Locator, name: string, text: string) => {
      await scrollTo(page, field(pane, name));
      await field(pane, name).fill(text);
    };
    // Typed once for both languages: date, category, picture, linked service.
    for (const [name, text] of Object.entries(article.en)) await type(en, name, text);
    await type(en, "Date", article.date);
    await en.getByRole("combobox", { name: "Category" }).click();
    await page.getByRole("option", { name: "business", exact: true }).click();
    await en.getByRole("spinbutton", { name: "Minutes to read" }).fill("3");
    await en
      .getByRole("group", { name: /Picture/ })
      .getByRole("button", { name: "Browse" })
      .click();
    const pictures = page.getByRole("dialog", { name: "Select Image" });
    const chooser = page.waitForEvent("filechooser");
    await pictures.getByRole("button", { name: "Upload" }).click();
    await (
      await chooser
    ).setFiles({ name: "post7.svg", mimeType: "image/svg+xml", buffer: Buffer.from(picture) });
    await pictures.getByRole("button", { name: "Insert" }).click();
    await en.getByRole("combobox", { name: /service page/ }).click();
    await page.getByRole("option", { name: "BusinessSetup", exact: true }).click();
    // Its address, BlogPost7 (else the title's words).
    const slug = page.getByRole("group", { name: "Slug" });
    await page.getByRole("radio", { name: "Slug" }).click();
    await slug.getByRole("button", { name: "Edit Slug" }).click();
    await slug.getByRole("textbox", { name: "Slug" }).fill("BlogPost7");
    await slug.getByRole("button", { name: "Done" }).click();

    await page.getByRole("radio", { name: "Spanish" }).first().check();
    const es = page.getByRole("group", { name: /Edit .Spanish. Content/ });
    for (const [name, text] of Object.entries(article.es)) await type(es, name, text);
    await es.getByRole("spinbutton", { name: "Minutes to read" }).fill("3");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Entry saved.")).toBeVisible();

    // Both files, the shared fields in each, and the picture where the site looks (the build checks the rest).
    for (const locale of ["en", "es"] as const) {
      const path = `${articlesDir}/BlogPost7.${locale}.md`;
      const body = article[locale].Article;
      await expect.poll(() => readBack(page, path).catch(() => "")).toContain(body);
      const { yaml } = splitFrontMatter(path, await readBack(page, path));
      expect(parse(yaml)).toMatchObject({
        title: article[locale].Title,
        date: article.date,
        category: "business",
        image: "/blog/post7.svg",
        ctaPage: "BusinessSetup",
      });
      edited[path] = await readBack(page, path);
    }
    edited["images/blog/post7.svg"] = await readBack(page, "images/blog/post7.svg");
    expect(edited["images/blog/post7.svg"]).toBe(picture);
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
      for (const locale of ["en", "es"] as const) {
        const at = locale === "en" ? "" : "/es";
        expect(shows(`${at}/BlogPost7`, article[locale].Title), `article 7, ${locale}`).toBe(true);
        expect(shows(`${at}/Blog`, `href="${at}/BlogPost7"`), `on the blog list, ${locale}`).toBe(
          true,
        );
      }
      expect(copy.page("/BlogPost7")).toMatch(/<img[^>]+blog\/post7-/);
    } finally {
      copy.remove();
    }
  });
});
