import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { parse, stringify } from "yaml";
import { splitFrontMatter } from "../../app/blog/markdown";
import { cmsConfig, type CmsField } from "../../app/build/cms-config";
import { adminPath } from "../../app/build/headers";
import { editorSpanish } from "../../app/build/static-host";
import { articleProblems, labelsAlong, officeProblems } from "../../app/client/editor-checks";
import { placeOf } from "../../app/site/fact-names";
import { capitalize } from "../../app/site/format";
import { common } from "../../app/content/common";
import type { Page as PageFile } from "../../app/content/model";
import { blogWords, pageName } from "../../app/content/pages";
import { officeConfig, officeFile } from "../../app/site/config";
import { siteConfigSchema } from "../../app/site/config-schema";
import { articlesDir } from "../../app/site/content-paths";
import { locales, type Locale } from "../../app/site/locales";
import { addDays, formatHours } from "../../app/site/office-hours";
import { remote } from "../../scripts/first-tap.mjs";
import { startSite } from "../../scripts/site-server.mjs";
import { scratchCopy } from "../build/scratch-copy";
import { literal } from "./office";
import {
  cardsOf,
  editedPages,
  mostCards,
  newArticleId,
  newCard,
  newService,
  newServiceId,
  oldArticleId,
  sectionOf,
} from "../fixtures/owner-words";

// The real site editor (Sveltia CMS at /admin), in the language the owner's facts ask, on "Work with
// Local Repository": its directory picker gets the browser's private file system, filled with the
// content. Other hosts are aborted; what the editor writes is built once and looked at in a browser.
// Its words are read in that language where the editor gets them: Sveltia's locale file, the
// editor's configuration (editor-words.yaml) and the site's own checks.

const language = officeConfig.editorLanguage;
type Words = { [key: string]: string | Words };
const sveltiaWords: Words =
  language === "es"
    ? editorSpanish()
    : JSON.parse(readFileSync("node_modules/@sveltia/cms/locales/en-US.json", "utf8"));

/** A message of Sveltia's interface by its key, in the editor's language, its names filled in; of
 * one that follows a count, the form for one, or with a `count` given, the form for more. */
function ui(key: string, names: Record<string, string> = {}) {
  let message: Words | string = sveltiaWords;
  for (const part of key.split(".")) message = (message as Words)[part]!;
  const form = new RegExp(`${names.count ? "\\*" : "one"} \\{\\{(.*?)\\}\\}(?= |$)`);
  const text = form.exec(`${message}`)?.[1] ?? `${message}`;
  return text.replace(/\{\$(\w+)\}/g, (_: string, name: string) => names[name]!);
}

/** Such a message as a pattern, each name (a text, or a pattern) between the invisible isolation
 * marks Sveltia puts around names; `whole`: the message and nothing else. */
function uiPattern(key: string, names: Record<string, string | RegExp | undefined>, whole = false) {
  const marked = Object.fromEntries(Object.keys(names).map((name) => [name, `\0${name}\0`]));
  const text = literal(ui(key, marked)).replace(/\0(\w+)\0/g, (_: string, name: string) => {
    const value = names[name]!;
    return `.{0,2}${typeof value === "string" ? literal(value) : value.source}.{0,2}`;
  });
  return new RegExp(whole ? `^${text}$` : text);
}

/** A language's name in the editor ("Inglés"), as Sveltia writes it. */
const localeName = (locale: Locale) =>
  capitalize(new Intl.DisplayNames(language, { type: "language" }).of(locale)!);

/** The editor's configuration, in its language. */
const config = cmsConfig({ repo: "o/s", locale: language });
/** A collection of the editor, by its name. */
const collection = (name: string) => config.collections.find((c) => c.name === name)!;
/** The fields of a collection of the editor (of its one file, for the office's facts). */
const fieldsOf = (name: string) => collection(name).files?.[0]?.fields ?? collection(name).fields!;
/** A field of the editor by the names along its path in a collection (a list's kinds' fields too). */
const fieldAt = (collection: string, ...path: string[]) =>
  path.reduce<CmsField>(
    (at, name) => (at.fields ?? at.types!.flatMap((t) => t.fields)).find((f) => f.name === name)!,
    { fields: fieldsOf(collection) } as CmsField,
  );
/** A field's label, by its path in a collection. */
const label = (collection: string, ...path: string[]) => fieldAt(collection, ...path).label;
/** The labels of the fields under a path in a collection, by name. */
function under(collection: string, ...path: string[]) {
  return (name: string) => label(collection, ...path, name);
}
/** The label of a kind of item of a list field ("Pasos numerados"), by its name. */
const kindOf = (list: CmsField, kind: string) => list.types!.find((t) => t.name === kind)!.label;
/** A field's labels from the outside in ("Secciones › Pasos › Título"), by its path in a collection. */
const along = (collection: string, ...path: string[]) => labelsAlong(fieldsOf(collection), path);

const font = readFileSync(
  "node_modules/@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2",
);

/** A booking link the office adds, under a name no link has. */
const newLink = {
  name: `${newServiceId.toLowerCase()}Booking`,
  label: "Fotos para pasaporte",
  url: "https://booking.example.com/new",
};

const cardsFile = (locale: Locale) => `content/pages/${editedPages.addCard}.${locale}.yaml`;
const oldArticleFile = (locale: Locale) => `${articlesDir}/${oldArticleId}.${locale}.md`;

/** The files the editor works on, as the repository has them (the pictures too), and two the
 * owner could have: a list of cards where no page has one, an article to delete. */
function contentFiles(): Record<string, string> {
  const files: Record<string, string> = { ".git/HEAD": "ref: refs/heads/main\n" };
  // The articles' folder is gone when the owner has deleted every article.
  for (const dir of ["content", "content/pages", articlesDir, "images/blog"].filter(existsSync))
    for (const name of readdirSync(dir))
      if (/\.(ya?ml|md|svg)$/.test(name))
        files[`${dir}/${name}`] = readFileSync(join(dir, name), "utf8");
  for (const locale of locales) {
    const words = parse(files[cardsFile(locale)]!) as PageFile;
    // Adding a list of cards in the editor's menu is not what this test is about (nor steady).
    const { title } = newService[locale];
    const section = cardsOf(words, title);
    if (!section.cards.length) section.cards.push({ icon: "camera", title, description: title });
    // Its columns, a number the editor must keep one (a text box once wrote "4", which the build refused).
    section.columns ??= 2;
    files[cardsFile(locale)] = stringify(words);
    files[oldArticleFile(locale)] =
      `---\ntitle: "An older guide, ${oldArticleId}"\ndescription: "An older guide in ${locale}, kept until the site editor deletes it in this test."\nexcerpt: "An older guide."\ndate: 2020-01-01\ncategory: business\nauthor: "{officeName}"\nctaPage: BusinessSetup\nctaTitle: "Start"\nctaText: "We help."\nctaButton: "See"\n---\n\nThe lead.\n`;
  }
  return files;
}

/** A file of the browser's private file system, where the editor works: read (pictures as base64), or written and read back. */
function privateFile(page: Page, path: string, how: { base64?: boolean; write?: string } = {}) {
  return page.evaluate(
    async ([path, { base64, write }]) => {
      const [parts, create] = [path.split("/"), write !== undefined];
      let dir = await navigator.storage.getDirectory();
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create });
      const handle = await dir.getFileHandle(parts.at(-1)!, { create });
      // (Piping closes the file, which saves it.)
      if (create) await new Response(write).body!.pipeTo(await handle.createWritable());
      const file = await handle.getFile();
      if (!base64) return file.text();
      return btoa(String.fromCharCode(...new Uint8Array(await file.arrayBuffer())));
    },
    [path, how] as const,
  );
}

/** Scrolls the box around or inside `start` (the body: the one under the form's middle) by `by` px, waits two frames; whether it moved. */
function scrollFrom(start: Element, by: number) {
  const scrolls = (box: Element) =>
    /auto|scroll/.test(getComputedStyle(box).overflowY) && box.scrollHeight > box.clientHeight;
  let box = start === document.body ? document.elementFromPoint(300, 500) : start;
  while (box && !scrolls(box)) box = box.parentElement;
  box ??= [...start.querySelectorAll("*")].find(scrolls) ?? null;
  const before = box?.scrollTop;
  box?.scrollBy({ top: by, behavior: "instant" });
  const moved = box !== null && box.scrollTop !== before;
  return new Promise<boolean>((done) =>
    requestAnimationFrame(() => requestAnimationFrame(() => done(moved))),
  );
}

/**
 * Scrolls a language's pane (else the form) 400 px at a time, down then back up, until `field` is
 * drawn: the editor draws a field once in view (smooth wheel scrolling jumped past one under load).
 * Gives `field` back.
 */
async function scrollTo(field: Locator, pane?: Locator) {
  const start = pane?.first() ?? field.page().locator("body");
  for (let i = 0, by = 400; i < 160 && (await field.count()) === 0; i++)
    if (!(await start.evaluate(scrollFrom, by))) by = -by;
  // A form just opened may draw the field again: scroll to the one that stays.
  await expect(() => field.first().scrollIntoViewIfNeeded({ timeout: 2000 })).toPass();
  return field;
}

type Which = "first" | "last";
/** Types into a field of a language's pane, found by its labels from the outside in (`along`). */
async function typeInto(pane: Locator, labels: string, text: string, which: Which = "first") {
  const target = labels.split(" › ").reduce<Locator>((scope, label) => field(scope, label), pane);
  await scrollTo(target, pane);
  await target[which]().getByRole("textbox").fill(text);
}

/** A field of the editor by its label (Sveltia names each "Campo “…”"). */
const field = (scope: Page | Locator, label: string) =>
  scope.getByRole("group", { name: uiPattern("x_field", { field: label }, true) });

/** Types into fields of `scope` by label, the last of each: the item just added. */
async function fillLast(scope: Locator, fields: Record<string, string>) {
  for (const [label, text] of Object.entries(fields))
    await field(scope, label).last().getByRole("textbox").fill(text);
}

/** Folds a list of `count` items ("Contraer todo" from two; one has its own button, after the list's). */
async function foldItems(list: Locator, count: number) {
  const [all, one] = [ui("collapse_all"), ui("collapse")];
  if (count > 1) await list.getByRole("button", { name: all }).first().click();
  else if (count === 1) await list.getByRole("button", { name: one, exact: true }).nth(1).click();
}

/** A list's button that adds an `item` ("Agregar tarjeta", a sign between the words). */
const adder = (list: Locator, item: string) =>
  list.getByRole("button", { name: uiPattern("add_x", { name: item }) });

/** Adds an `item` (of `kind`, from its menu) to a list of `count`, the others folded: `first` shows once. */
async function addItem(list: Locator, count: number, item: string, first: string, kind?: string) {
  await foldItems(list, count);
  await expect(field(list, first)).toHaveCount(0);
  const add = adder(list, item);
  await (kind ? pick(add, list.page().getByRole("menuitem", { name: kind })) : add.click());
  await expect(field(list, first)).toHaveCount(1);
}

/** With DOCS_SCREENSHOTS, pictures of the editor for the docs, once nothing moves, with what
 * they show (`subject`) in the middle of the screen at both sizes. */
async function picture(page: Page, name: string, subject?: Locator) {
  if (!process.env.DOCS_SCREENSHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // (One a phone's single pane does not show stays where it is.)
    if (await subject?.count())
      await subject!.first().evaluate((element) => element.scrollIntoView({ block: "center" }));
    const moving = () =>
      page.evaluate(() => document.getAnimations().some((a) => a.playState === "running"));
    await expect.poll(moving).toBe(false);
    await page.screenshot({ path: `docs/images/editor-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Clicks `item` of the list or menu `opener` opens, opening it again when it is not open: once,
 * under load, a click on a field just added did not open its list. */
const pick = (opener: Locator, item: Locator) =>
  expect(async () => {
    if (!(await item.isVisible())) await opener.click();
    await item.click({ timeout: 3000 });
  }).toPass();

/** Picks an option, by its exact name, from the list of a field's combobox. */
const choose = (scope: Locator, option: string) =>
  pick(
    scope.getByRole("combobox"),
    scope.page().getByRole("option", { name: option, exact: true }),
  );

/** Gives the entry being edited its address (slug). */
async function setSlug(page: Page, slug: string) {
  await page.getByRole("radio", { name: ui("entry_sidebar.slug.title") }).check();
  await page.getByRole("textbox", { name: ui("slug") }).fill(slug);
}

/** Uploads into a pane's image field (of that label), through the editor's own dialog, a JPEG of
 * the given size as a phone would give it: a yellow disc on blue. */
async function upload(pane: Locator, image: string, name: string, width: number, height: number) {
  const [page, scope] = [pane.page(), field(pane, image)];
  const blue = `<rect width="100%" height="100%" fill="#3b82f6"/>`;
  const disc = `<circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}"/>`;
  const svg = `<svg width="${width}" height="${height}" fill="#facc15">${blue}${disc}</svg>`;
  const buffer = await sharp(Buffer.from(svg)).jpeg().toBuffer();
  await scrollTo(scope, pane);
  await scope.getByRole("button", { name: ui("browse") }).click();
  const dialog = page.getByRole("dialog", { name: ui("assets_dialog.title.image") });
  const chooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: ui("upload") }).click();
  await (await chooser).setFiles({ name, mimeType: "image/jpeg", buffer });
  await dialog.getByRole("button", { name: ui("insert") }).click();
  // The field takes the picture a moment later: saving before then would drop it.
  await expect(scope.getByRole("button", { name: ui("remove_image") })).toBeVisible();
}

/** Clicks Guardar; unless the save is to be refused, waits for the editor to say it saved. Refused
 * for `reasons`, sees each in the editor's dialog and closes it. */
async function save(page: Page, refused = false, ...reasons: (string | RegExp)[]) {
  await page.getByRole("button", { name: ui("save"), exact: true }).click();
  if (!refused) await expect(page.getByText(ui("entry_saved"))).toBeVisible();
  for (const reason of reasons) await expect(page.getByText(reason)).toBeVisible();
  if (reasons.length) await page.getByRole("button", { name: ui("_sui.ok"), exact: true }).click();
}

test.describe.configure({ mode: "serial" });

test.describe("the site editor at /admin, in the language the office sets for it", () => {
  let page: Page;
  /** Each language's pane of the entry open in the editor; `main`, the editor's language's, where
   * lists are changed for both and shared fields typed; `other`, the other's. */
  let english: Locator, spanish: Locator, main: Locator, other: Locator;
  const panes = () => [[english, "en"] as const, [spanish, "es"] as const];
  const otherLanguage = locales.find((locale) => locale !== language)!;
  /** The editor's name of the office's facts ("Datos de la oficina"). */
  const officeFileName = collection("office").files![0]!.label;
  /** What the editor wrote, by path (pictures as base64). */
  const edited: Record<string, string> = {};

  /** Opens a view of the editor by its address after the "#". */
  const go = (view: string) => page.evaluate((hash) => (location.hash = hash), view);
  const keep = async (path: string, base64 = false) =>
    (edited[path] = await privateFile(page, path, { base64 }));
  /** Keeps a file once the editor has written `text` into it. */
  const keepSaved = async (path: string, text: string) => {
    await expect.poll(() => privateFile(page, path).catch(() => "")).toContain(text);
    return keep(path);
  };
  const holiday = {
    from: "2027-02-15",
    note: { en: "Presidents Day", es: "Día de los Presidentes" },
  };
  const evening = { opens: "18:00", closes: "19:00" };
  /** The new article's title, description and body, by language. */
  const articleWords = {
    en: [
      "Sales tax for a new Florida business",
      "Who collects Florida sales tax, and when a new business registers.",
      "Every new business asks the same question.\n\n## Who collects sales tax\n",
    ],
    es: [
      "El impuesto sobre las ventas de un negocio nuevo",
      "Quién cobra el impuesto sobre las ventas en Florida y cuándo registrarse.",
      "Todo negocio nuevo se hace la misma pregunta.\n\n## Quién cobra el impuesto\n",
    ],
  };

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ locale: `${language}-US` });
    const pane = (locale: Locale) =>
      page.getByRole("group", { name: uiPattern("edit_x_locale", { locale: localeName(locale) }) });
    [english, spanish] = [pane("en"), pane("es")];
    [main, other] = language === "es" ? [spanish, english] : [english, spanish];
    // Every request to a host other than this one is aborted.
    await page.route(remote, (route) => route.abort());
    // The icon font, from the pinned package (a route added later is tried first).
    await page.route(/material-symbols-outlined.*\.woff2$/, (route) =>
      route.fulfill({ contentType: "font/woff2", body: font }),
    );
    await page.addInitScript(() =>
      Object.assign(window, { showDirectoryPicker: () => navigator.storage.getDirectory() }),
    );
    await page.goto(adminPath);
    for (const [path, write] of Object.entries(contentFiles()))
      await privateFile(page, path, { write });
    await picture(page, "sign-in");
    await page.getByRole("button", { name: ui("work_with_local_repo") }).click();
    await expect(page.getByText(officeFileName, { exact: true })).toBeVisible();
  });

  test.afterAll(() => page?.close());

  // Its headers (its own policy, the popup's way back, noindex) are deploy.spec.ts's.
  test("signs in with GitHub: the service's popup hands the token back", async ({
    browser,
    request,
  }) => {
    const config = parse(await (await request.get(`${adminPath}config.yml`)).text());
    const auth = new URL(config.backend.base_url ?? "https://api.netlify.com");
    const tab = await browser.newPage({ locale: `${language}-US` });
    const token = "gho_stand_in_token";
    await tab.context().route(remote, (route) => route.abort());
    // The sign-in service: sveltia-cms-auth's handshake, from its own origin.
    await tab.context().route(
      (url) => url.origin === auth.origin,
      (route) =>
        route.fulfill({
          contentType: "text/html",
          body: `<script>
          addEventListener("message", (event) => {
            if (event.data === "authorizing:github")
              event.source.postMessage('authorization:github:success:{"token":"${token}","provider":"github"}', event.origin);
          });
          window.opener.postMessage("authorizing:github", "*");
        </script>`,
        }),
    );
    // The editor asks GitHub whose the token is (a call aborted like any other host's).
    const user = tab.waitForRequest("https://api.github.com/user");
    await tab.goto(adminPath);
    const signIn = uiPattern("sign_in_with_x", { service: "GitHub" });
    await tab.getByRole("button", { name: signIn }).click();
    expect((await user).headers().authorization).toBe(`token ${token}`);
    await tab.close();
  });

  test("adds a holiday, and refuses a second entry for a day that has one", async () => {
    await page.getByText(officeFileName, { exact: true }).click();
    // The form, not the list it opens from, in the docs' picture.
    await expect(field(page, label("office", "officeName"))).toBeVisible();
    await picture(page, "office");
    const exceptions = fieldAt("office", "specialHours", "exceptions");
    const closures = await scrollTo(field(page, exceptions.label));
    let entries = officeConfig.specialHours.exceptions.length;
    const closure = under("office", "specialHours", "exceptions");
    const [item, first] = [exceptions.label_singular!, closure("from")];
    const add = (kind: string) => addItem(closures, entries++, item, first, kind);
    const day = { [closure("from")]: holiday.from, [closure("to")]: holiday.from };
    const nextDay = addDays(holiday.from, 1);
    await add(kindOf(exceptions, "closed"));
    await fillLast(closures, day);
    const addNote = uiPattern("add_x", { name: closure("note") });
    await closures.getByRole("checkbox", { name: addNote }).last().check();
    const note = under("office", "specialHours", "exceptions", "note");
    await fillLast(closures, { [note("en")]: holiday.note.en, [note("es")]: holiday.note.es });
    // A second entry for the same day, which the site could not show: refused below.
    await add(kindOf(exceptions, "hours"));
    await fillLast(closures, { ...day, [closure("opens")]: "10:00", [closure("closes")]: "11:00" });
    await picture(page, "holiday", field(closures, closure("from")).last());
    // Monday in a second group of hours (as around a lunch break), which the build once refused.
    const [hours, run] = [fieldAt("office", "hours", "office"), under("office", "hours", "office")];
    const office = await scrollTo(field(page, hours.label).first());
    await addItem(office, officeConfig.hours.office.length, hours.label_singular!, run("days"));
    const days = fieldAt("office", "hours", "office", "days").options!;
    await choose(field(office, run("days")), days.find(({ value }) => value === "Monday")!.label);
    // Typed as closing when it opens, which the build would refuse: the editor refuses it below.
    await fillLast(office, { [run("opens")]: evening.opens, [run("closes")]: evening.opens });
    // A booking link for a new service: a name with a space is refused as it is typed.
    const [booking, link] = [fieldAt("office", "booking"), under("office", "booking")];
    const links = await scrollTo(field(page, booking.label));
    await foldItems(links, Object.keys(officeConfig.booking).length);
    await adder(links, booking.label_singular!).click();
    await fillLast(links, { [link("name")]: "passport photos", [link("url")]: newLink.url });
    await fillLast(links, { [link("label")]: newLink.label });
    // So is a phone number a digit short, which the build would refuse.
    const phone = await scrollTo(field(page, label("office", "phone")));
    const typedPhone = await phone.getByRole("textbox").inputValue();
    await phone.getByRole("textbox").fill(typedPhone.slice(0, -1));
    await save(page, true);
    await expect(phone.getByText(fieldAt("office", "phone").pattern![1])).toBeVisible();
    await phone.getByRole("textbox").fill(typedPhone);
    await scrollTo(links);
    const badName = links.getByText(fieldAt("office", "booking", "name").pattern![1]);
    await expect(badName).toBeVisible();
    await picture(page, "booking", badName);
    await fillLast(links, { [link("name")]: newLink.name });
    // The build's words for the two slips left, as the editor's checks tell them where they are.
    const file = parse(readFileSync(officeFile, "utf8"));
    file.hours.office.push({ days: ["Monday"], opens: evening.opens, closes: evening.opens });
    const both = { from: holiday.from, to: holiday.from, opens: "10:00", closes: "11:00" };
    file.specialHours.exceptions.push({ ...both, type: "closed" }, { ...both, type: "hours" });
    const reasons = officeProblems(file, fieldsOf("office"), language, {});
    expect(reasons).toHaveLength(2);
    await save(page, true, ...reasons);
    await scrollTo(office);
    await fillLast(office, { [run("closes")]: evening.closes });
    await scrollTo(closures);
    await fillLast(closures, { [closure("from")]: nextDay, [closure("to")]: nextDay });
    await save(page);
    const facts = async () => siteConfigSchema.parse(parse(await privateFile(page, officeFile)));
    const closed = { ...holiday, to: holiday.from, hours: null };
    const special = { from: nextDay, to: nextDay, hours: { opens: "10:00", closes: "11:00" } };
    await expect.poll(facts).toMatchObject({
      phoneDisplay: typedPhone,
      booking: { [newLink.name]: newLink.url },
      specialHours: { exceptions: expect.arrayContaining([closed, special]) },
    });
    expect((await facts()).hours.office.at(-1)).toEqual({ days: ["Monday"], ...evening });
    await keep(officeFile);
  });

  test("refuses forbidden titles in either language", async () => {
    await go("/collections/pages/entries/Immigration");
    // Titles the build refuses, one per language pane; each pane shows its own refusal.
    const refused = [
      [english, "Your immigration advisor in Miami"],
      [spanish, "Su asesora de inmigración en Miami"],
    ] as const;
    const title = fieldAt("pages", "hero", "title");
    for (const [pane, words] of refused) await typeInto(pane, title.label, words);
    await save(page, true);
    const forbidden = (pane: Locator) => pane.getByText(title.pattern![1]);
    for (const [pane] of refused) await expect(forbidden(pane)).toBeVisible();
    await picture(page, "refused", forbidden(main));
    await page.getByRole("button", { name: ui("cancel_editing") }).click();
  });

  test("adds a card to Immigration in the editor's language; the other side follows and asks for its words", async () => {
    const { addCard } = editedPages;
    await go(`/collections/pages/entries/${addCard}`);
    const cardList = fieldAt("pages", "sections", "cards");
    const card = under("pages", "sections", "cards");
    const cards = (pane: Locator) => field(pane, cardList.label).first();
    // The list in the Spanish words given to the editor (the English one mirrors it).
    const typed = parse(contentFiles()[cardsFile("es")]!) as PageFile;
    const list = sectionOf(typed, "cards")!;
    const [index, count] = [typed.sections.indexOf(list), list.cards.length];
    // Folded (in both panes), so that the card added is the only one open.
    await scrollTo(cards(main), main);
    await foldItems(cards(main), count);
    // A list at its most: its last card goes first, in both languages.
    const remove = cards(main).getByRole("button", { name: ui("remove"), exact: true });
    if (count >= mostCards) await remove.last().click();
    await adder(cards(main), cardList.label_singular!).click();
    const fill = async (pane: Locator, words: { title: string; description: string }) => {
      await expect(await scrollTo(field(cards(pane), card("title")), pane)).toHaveCount(1);
      const { title, description } = words;
      await fillLast(cards(pane), { [card("title")]: title, [card("description")]: description });
    };
    await fill(main, newCard[language]);
    // The booking link added to the office's facts a moment ago is there to pick, before a build;
    // each is listed by her name for it, then with its scheduler page, so she sees where it leads.
    const { label: shown, name, url } = newLink;
    await choose(field(cards(main), card("booking")), `${shown} ${name} ${url}`);
    // Saving now is refused: the new card has no words yet in the other language.
    await save(page, true);
    // Sveltia asks to correct the fields (its words for one field, or for any number of them).
    const fix = (n: Record<string, RegExp>) => uiPattern("entry_validation_errors", n).source;
    const fixFields = new RegExp(`${fix({})}|${fix({ count: /\d+/ })}`);
    await expect(page.getByRole("alert").filter({ hasText: fixFields })).toBeVisible();
    const withError = `${localeName(otherLanguage)} ${ui("locale_content_error_short")}`;
    await expect(page.getByRole("radio", { name: withError })).toBeVisible();
    await fill(other, newCard[otherLanguage]);
    // A name in braces that no fact has, and a title forbidden where immigration is offered:
    // the build would refuse both, and so does the editor as it saves.
    const slips = "{oficina} Consulta gratis para su green card.";
    await fill(spanish, { ...newCard.es, description: `${newCard.es.description} ${slips}` });
    // Its place, its section and card named by their Spanish titles.
    const at = Math.min(count, mostCards - 1);
    list.cards[at] = newCard.es;
    const place = placeOf(["sections", index, "cards", at], language, typed);
    // Above the refusal, the editor's words (in Spanish, no "try again later" but where to read why).
    const why = ui("saving_entry.error.description");
    await save(page, true, `${place}: "{oficina}"`, `${place}: "consulta"`, why);
    await fill(spanish, newCard.es);
    await picture(page, "card", field(cards(main), card("title")));
    await save(page);
    for (const locale of locales) {
      const saved = await keepSaved(cardsFile(locale), newCard[locale].title);
      expect(saved).toContain(`booking: ${newLink.name}`);
      expect(parse(saved).sections[index].columns).toEqual(expect.any(Number));
    }
  });

  test("creates a service page in both languages, with a portrait photo, and no developer", async () => {
    await go("/collections/newPages/new");
    for (const [pane, locale] of panes()) {
      const words = newService[locale];
      await typeInto(pane, label("pages", "name"), words.name);
      await typeInto(pane, label("pages", "meta", "title"), `${words.name} | {officeName}`);
      await typeInto(pane, label("pages", "meta", "description"), words.subtitle);
      await typeInto(pane, label("pages", "hero", "title"), words.title);
      await typeInto(pane, label("pages", "hero", "subtitle"), words.subtitle);
    }
    const footer = await scrollTo(field(main, label("pages", "footer")), main);
    await footer.getByRole("spinbutton").fill("7");
    await upload(main, label("pages", "hero", "image"), "Retrato Año Nuevo.jpg", 600, 900);
    const [kinds, steps] = [fieldAt("pages", "sections"), fieldAt("pages", "sections", "steps")];
    const sections = await scrollTo(field(main, kinds.label), main);
    const stepsKind = page.getByRole("menuitem", { name: kindOf(kinds, "steps") });
    await pick(adder(sections, kinds.label_singular!), stepsKind);
    await adder(field(main, steps.label), steps.label_singular!).click();
    for (const [pane, locale] of panes()) {
      const words = newService[locale];
      await typeInto(pane, along("pages", "sections", "title"), words.step);
      await typeInto(pane, along("pages", "sections", "steps", "title"), words.step, "last");
      await typeInto(pane, along("pages", "sections", "steps", "description"), words.text, "last");
    }
    await setSlug(page, newServiceId);
    await picture(page, "new-page");
    // Its address, typed once: none is refused (one made of the name was saved unchecked, and a
    // page named "Immigration" overwrote that page), and so is one a page already has.
    await setSlug(page, "");
    await save(page, true);
    await expect(page.getByText(ui("edit_slug_error.empty"))).toBeVisible();
    await setSlug(page, "notarypublic");
    await save(page, true);
    await expect(page.getByText(collection("newPages").slug!.pattern![1])).toBeVisible();
    await setSlug(page, newServiceId);
    await save(page);
    for (const locale of locales)
      await keepSaved(`content/pages/${newServiceId}.${locale}.yaml`, newService[locale].title);
    // The page whose address was refused is as it was.
    const refused = "content/pages/NotaryPublic.en.yaml";
    expect(await privateFile(page, refused)).toBe(contentFiles()[refused]);
    const image = parse(edited[`content/pages/${newServiceId}.en.yaml`]!).hero.image as string;
    expect(image).toBe("/blog/Retrato-Ano-Nuevo.jpg");
    await keep("images/blog/Retrato-Ano-Nuevo.jpg", true);
  });

  test("creates an article with a 3:2 photo named with a space and an ñ", async () => {
    await go("/collections/articles/new");
    const [words, article] = [articleWords, under("articles")];
    for (const [pane, locale] of panes()) {
      const [title, description, body] = words[locale];
      await typeInto(pane, article("title"), title!);
      await typeInto(pane, article("description"), description!);
      await typeInto(pane, article("excerpt"), description!);
      await typeInto(pane, article("author"), "{officeName}");
      await typeInto(pane, article("imageAlt"), title!);
      for (const part of ["ctaTitle", "ctaText", "ctaButton"])
        await typeInto(pane, article(part), title!);
      await typeInto(pane, article("body"), body!);
    }
    await typeInto(main, article("date"), "2026-12-01");
    // Escape leaves the entry open: closing it drops what is not saved, without asking.
    await page.keyboard.press("Escape");
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(page.url()).toMatch(/\/articles\/new$/);
    await choose(field(main, article("category")), blogWords(language).categories.business);
    const ctaPage = field(main, article("ctaPage"));
    await choose(ctaPage, pageName("BusinessSetup", language));
    await upload(main, article("image"), "Oficina Año Nuevo.jpg", 1200, 800);
    await setSlug(page, newArticleId);
    // A title the law forbids in its English words, a quote block in its Spanish ones: refused,
    // as by the build.
    const slips = {
      en: { body: `${words.en[2]}\nFree consultation for your green card.\n` },
      es: { body: `${words.es[2]}\n> Una cita.\n` },
    };
    for (const [pane, locale] of panes()) await typeInto(pane, article("body"), slips[locale].body);
    // In the build's words ("consultation", a quote block at its line), as the editor's checks tell them.
    const reasons = articleProblems(slips, [], [], language);
    expect(reasons).toHaveLength(2);
    await save(page, true, ...reasons);
    for (const [pane, locale] of panes()) await typeInto(pane, article("body"), words[locale][2]!);
    await save(page);
    for (const locale of locales) {
      const path = `${articlesDir}/${newArticleId}.${locale}.md`;
      const { yaml } = splitFrontMatter(path, await keepSaved(path, "## "));
      expect(parse(yaml)).toMatchObject({
        date: "2026-12-01",
        category: "business",
        image: "/blog/Oficina-Ano-Nuevo.jpg",
      });
    }
    await keep("images/blog/Oficina-Ano-Nuevo.jpg", true);
  });

  test("deletes an article in both languages", async () => {
    await go(`/collections/articles/entries/${oldArticleId}`);
    await pick(
      page.getByRole("button", { name: ui("show_editor_options") }),
      page.getByRole("menuitem", { name: ui("delete") }),
    );
    await page.getByRole("button", { name: ui("delete"), exact: true }).click();
    await expect(page.getByText(ui("entries_deleted"))).toBeVisible();
    // Both its files go (a link to it, left at its words by the build: owner-edits.test.ts).
    for (const locale of locales)
      await expect(privateFile(page, oldArticleFile(locale))).rejects.toThrow();
    // Back on the list of articles, which no longer has it.
    // Each named by its title in the editor's language.
    await expect(page.getByText(articleWords[language][0]!)).toBeVisible();
    await expect(page.getByText(`An older guide, ${oldArticleId}`)).toHaveCount(0);
  });

  test("what the editor wrote builds; its photos keep their proportions", async ({ browser }) => {
    test.setTimeout(180_000);
    const copy = scratchCopy("cms-");
    try {
      for (const [path, text] of Object.entries(edited))
        copy.write(path, path.endsWith(".jpg") ? Buffer.from(text, "base64") : text);
      const build = copy.build();
      expect(build.status, build.output).toBe(0);
      expect(copy.page("/es")).toContain(holiday.note.es);
      // Monday's evening hours on a row of the footer (the build refused a day in two groups).
      const row = `${common.en.weekdays.Monday}${formatHours(evening, "en")}`;
      const words = copy.page("/").replace(/<[^>]*>/g, "");
      expect(words.includes(row), row).toBe(true);
      for (const locale of ["en", "es"] as const) {
        const at = locale === "en" ? "" : "/es";
        const cards = copy.page(`${at}/${editedPages.addCard}`);
        expect(cards).toContain(newCard[locale].title);
        expect(cards).toContain(newLink.url);
        expect(copy.page(`${at}/${newServiceId}`)).toContain(newService[locale].title);
        expect(copy.page(at || "/")).toContain(`href="${at}/${newServiceId}"`);
      }
      const site = await startSite({ cwd: copy.dir });
      const tab = await browser.newPage();
      try {
        for (const [path, selector] of [
          [`/${newArticleId}`, "article img"],
          ["/Blog", "li img, article img"],
          [`/${newServiceId}`, "main img"],
        ] as const) {
          await tab.goto(`${site.url}${path}`);
          const images = tab.locator(selector);
          await expect(images.first()).toBeVisible();
          for (const image of await images.all()) {
            const drawn = await image.evaluate((img: HTMLImageElement) => ({
              box: img.clientWidth / img.clientHeight,
              own: img.naturalWidth / img.naturalHeight,
              fit: getComputedStyle(img).objectFit,
            }));
            // Either the box has the photo's proportions, or the photo is cropped to it.
            if (Math.abs(drawn.box - drawn.own) > 0.02) expect(drawn.fit, path).toBe("cover");
          }
        }
      } finally {
        await tab.close();
        await site.stop();
      }
    } finally {
      copy.remove();
    }
  });
});
