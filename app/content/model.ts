// The page model: meta, hero and typed sections; the schemas check the owner's files, type the
// components and make the editor's fields. `shared` fields and lists are set in English only.
import { readdirSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { z } from "zod";
import { officeConfig } from "../site/config";
import { warnOnce } from "../site/data-file";
import { expected, httpsPattern, linkName } from "../site/config-schema";
import { pageIds } from "../site/pages";
import { weekdays } from "../site/weekdays";
import { forbiddenTerms } from "./forbidden-terms";
import { noticeKinds } from "./notices";

/** Marks a field that is the same in every language (the editor copies it: `i18n: duplicate`). */
export const shared = <T extends z.ZodType>(schema: T): T => schema.meta({ shared: true }) as T;

/** The titles no text may use in any language ("notario", "immigration consultant", "expert"). */
export const refusedTitles = [...forbiddenTerms.en, ...forbiddenTerms.es].filter(
  (term) => !term.immigrationOnly && !term.allowedWith,
);

/** One text the visitor reads: not empty, and no forbidden title. */
export const words = z
  .string({ error: "expected a text" })
  .refine((text) => text.trim().length > 0, "expected a text, got an empty one")
  .superRefine((text, ctx) => {
    const term = refusedTitles.find(({ pattern }) => pattern.test(text));
    if (term)
      ctx.addIssue({ code: "custom", message: `"${term.name}" may not be used: ${term.why.en}` });
  });

/** A text the site fills in ("Reviewed {date}"): all its names, in any capitals, and no other. */
export function template(...names: string[]) {
  if (!names.every((name) => /^[a-z]+$/.test(name))) throw new Error(`template: ${names}`);
  const pattern = `${names.map((name) => `(?=[\\s\\S]*\\{${name}\\})`).join("")}(?![\\s\\S]*\\{(?!(?:${names.join("|")})\\})[^{}]*\\})`;
  const braces = names.map((name) => `{${name}}`).join(" and ");
  const typed = new RegExp(`\\{(${names.join("|")})\\}`, "gi");
  return words
    .regex(new RegExp(`^${pattern}`, "i"), `expected ${braces}, and no other name in braces`)
    .meta({ cms: { template: pattern, names } })
    .transform((text) => text.replace(typed, (_, name: string) => `{${name.toLowerCase()}}`));
}

/** What search engines show under the title: 50 to 160 characters, also counted in the editor. */
export const searchDescription = (text: z.ZodString) =>
  text.min(50, "is shorter than 50 characters").max(160, "is longer than 160 characters");

/** A JSON Schema node, as zod writes it, with its nodes and `.meta` hints typed: what the
 * translations and the editor's fields read. */
export interface SchemaNode extends z.core.JSONSchema.JSONSchema {
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  enum?: (string | number)[];
  propertyNames?: SchemaNode;
  additionalProperties?: SchemaNode | boolean;
  shared?: boolean;
  /** How the site editor asks for the value (`.meta({ cms })`); a template's names and checks. */
  cms?: {
    pattern?: string;
    template?: string;
    names?: string[];
    widget?: "image" | "date" | "time" | "timeZone" | "booking" | "text";
  };
}

/** The JSON Schema of a zod schema (its input), with the `.meta` hints kept. */
export const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { unrepresentable: "any", io: "input" }) as SchemaNode;

const texts = <Key extends string>(...keys: Key[]) =>
  Object.fromEntries(keys.map((key) => [key, words])) as Record<Key, typeof words>;

const list = <T extends z.ZodType>(item: T, min: number, max: number) => {
  const atLeast = `expected at least ${min} item${min > 1 ? "s" : ""}`;
  return shared(z.array(item).min(min, atLeast).max(max, `expected at most ${max} items`));
};

const items = <Shape extends z.ZodRawShape>(min: number, max: number, shape: Shape) =>
  list(z.strictObject(shape), min, max);

/** The files the site shows as pictures (images/, image-pipeline.ts). */
export const pictureFormats = [".svg", ".jpg", ".jpeg", ".png", ".webp", ".avif"];
// A picture as typed: a path of names, with or without one of those formats.
const pictureName = new RegExp(`^/?[\\w-]+(/[\\w-]+)*(\\${pictureFormats.join("|\\")})?$`, "i");
let pictures: Set<string> | undefined;
/** The pictures in images/ by name ("blog/post1"), read once. */
function picturesNow() {
  const files = readdirSync("images", { recursive: true, withFileTypes: true });
  const names = files
    .filter((file) => file.isFile() && pictureFormats.includes(extname(file.name).toLowerCase()))
    .map((file) => relative("images", join(file.parentPath, file.name)).split(sep).join("/"));
  return new Set(names.map((name) => name.slice(0, -extname(name).length)));
}
/** A picture of images/, by name ("home/logo") or as the editor writes it ("/blog/A.jpg"); one
 * since removed there (the editor cannot check a removal) is none, told in the build's log. */
export const picture = z
  .string({ error: "expected a picture" })
  .regex(pictureName, "expected a picture of images/")
  .transform((typed) => {
    const name = typed.replace(/^\//, "").replace(/\.\w+$/, "");
    if ((pictures ??= picturesNow()).has(name)) return name;
    warnOnce(`No picture is images/${name} now: none is shown in its place`);
  })
  .meta({ cms: { widget: "image" }, shared: true });

/** The day the page's fees, deadlines and times were last checked, "YYYY-MM-DD". */
export const reviewed = z.iso
  .date({ error: "expected a date like 2026-11-25" })
  .meta({ cms: { widget: "date" }, shared: true });

export const officialUrl = z
  .url({ protocol: /^https$/, error: "expected an https link" })
  .meta({ cms: { pattern: httpsPattern } });

/** The icons the owner may pick, by lucide's names. */
export const iconNames =
  `arrow-down award badge-check bell-ring book-open briefcase briefcase-business
  building building-2 calculator calendar-clock camera car check clipboard-list clock file-badge
  file-check file-pen file-plus file-search file-signature file-text fingerprint flask-conical
  folder-check folder-open fuel globe graduation-cap hand-heart handshake hash heart
  heart-handshake house house-plus id-card landmark languages layers lock mail map-pin
  monitor-smartphone newspaper phone plane printer receipt refresh-cw route scale scroll-text
  search-check send shield-check stamp stethoscope store tag truck umbrella user user-check users
  wallet zap`.split(/\s+/);

export { noticeKinds, type NoticeKind } from "./notices";

const icon = shared(z.enum(iconNames as [string, ...string[]], expected("an icon of the list")));
const bookingError = expected("the name of a booking link of content/office.yaml");
/** A booking link, picked in the editor from the office's as they are saved (a relation field).
 * A name no link has now (renamed or removed after a page picked it, which no editor hook sees)
 * is none, told once in the build's log: its button is left out (`booked`). */
const booking = z
  .string(bookingError)
  .regex(linkName, bookingError)
  .transform((name) => {
    if (Object.hasOwn(officeConfig.booking, name)) return name;
    warnOnce(`No booking link is "${name}" now: its buttons are left out`);
  })
  .meta({ cms: { widget: "booking" }, shared: true });
type Booked<T> = T extends { booking: unknown } ? T & { booking: string } : T;
/** The items of a list but those whose booking link is gone (see `booking`); none left: none. */
function booked<T extends object>(items: T[]) {
  const kept = items.filter((item) => !("booking" in item) || item.booking !== undefined);
  return kept.length > 0 ? (kept as Booked<T>[]) : undefined;
}
/** A page picked in the editor from `ids` (the build's). A page's address that is no page now (one
 * the owner removed: no editor hook sees a removal) becomes `instead`, told once in the build's
 * log; any other value is refused, told by `refusal` (as `expected` words it). */
export function pageLink<T extends string | undefined>(
  ids: readonly string[],
  instead: T,
  refusal: { error: (issue: { input?: unknown }) => string },
) {
  const removed = (value: string) =>
    /^[A-Za-z][\w-]*$/.test(value) &&
    !pageIds.some((id) => id.toLowerCase() === value.toLowerCase());
  return z
    .string(refusal)
    .refine((value) => ids.includes(value) || removed(value), refusal)
    .transform((value) => {
      if (ids.includes(value)) return value;
      const links = instead ? `lead to ${instead}` : "are left out";
      warnOnce(`No page is "${value}" now: links to it ${links}`);
      return instead;
    })
    .meta({ enum: [...ids], shared: true });
}
const pageId = pageLink(pageIds, undefined, expected("a page of the site"));
const anchorPattern = /^[a-z][a-z0-9-]*$/;
const anchor = z
  .string()
  .regex(anchorPattern, "expected lower-case letters, digits and dashes")
  .meta({ cms: { pattern: anchorPattern.source }, shared: true });

/** The blog list's topic filters, each a target (`#taxes`) on the blog page, and the categories
 * each one shows: "all", every category. */
export const blogFilters = {
  all: ["taxes", "itin", "immigration", "business", "translations", "notary"],
  immigration: ["immigration"],
  taxes: ["taxes", "itin"],
  business: ["business"],
  additional: ["translations", "notary"],
} as const;
/** The filters' names, in the blog list's order. */
export const blogFilterNames = Object.keys(blogFilters) as (keyof typeof blogFilters)[];
/** The ids the layout and the blog list give their own elements, on every page or on one. */
export const layoutIds = [
  ...["main", "mobile-menu", "language-list", "footer-services", "footer-legal", "office-hours"],
  ...["hours-notice-title", "page-names", "articles", ...blogFilterNames],
];
/** The ids a block with this anchor takes: its own, its heading's, its contents' and its form's. */
export const anchorIds = (id: string) =>
  ["", "-title", "-toc", "-email", "-error"].map((end) => id + end);
/** Gives each item ids no earlier one took; a taken anchor gets its place added (`services-4`). */
const claim = <T>(items: T[], taken: Set<string>, wanted: (item: T, i: number) => string) =>
  items.map((item, i) => {
    const id = wanted(item, i);
    let free = id;
    for (let n = i + 1; anchorIds(free).some((x) => taken.has(x)); n++) free = `${id}-${n}`;
    anchorIds(free).forEach((x) => taken.add(x));
    return { ...item, id: free };
  });
// A section's title is its h2: the h3s of its cards and steps come under it.
const head = {
  id: anchor.optional(),
  title: words,
  subtitle: words.optional(),
  // None is white: a choice "white" beside none read as two.
  tone: shared(z.enum(["muted", "brand"])).optional(),
};
// A button's words and the booking link it opens: a note's, a closing box's.
const bookingButton = { button: words.optional(), booking: booking.optional() };
// Words after a section's list: a boxed note (with a title), or a line with an optional button.
const note = z.strictObject({ title: words.optional(), text: words, ...bookingButton }).optional();
const kind = <Name extends string, Shape extends z.ZodRawShape>(type: Name, shape: Shape) =>
  z.strictObject({ type: z.literal(type), ...shape });
// A section of a list under its head, and its note.
const listed = <Name extends string, Shape extends z.ZodRawShape>(type: Name, shape: Shape) =>
  kind(type, { ...head, ...shape, note });

/** How many columns a list takes on wide screens: typed in the editor as a number, kept one. */
const columns = (min: number, max: number) =>
  shared(
    z
      .int(`expected a whole number from ${min} to ${max}`)
      .min(min, `expected ${min} or more columns`)
      .max(max, `expected ${max} columns at most`),
  ).transform((count) => count as 2 | 3 | 4);

const card = z.strictObject({
  icon: icon.optional(),
  title: words,
  description: words,
  features: list(words, 0, 12).optional(),
  booking: booking.optional(),
  options: items(1, 12, { title: words, booking, note: words.optional() })
    .transform(booked)
    .optional(),
  button: words.optional(),
  page: pageId.optional(),
  facts: items(1, 4, { icon, label: words, value: words }).optional(),
  notes: items(1, 4, { label: words, text: words }).optional(),
});

const legalBlock = z.discriminatedUnion("type", [
  kind("text", {
    heading: words.optional(),
    paragraphs: list(words, 1, 20).optional(),
    list: items(1, 30, { term: words.optional(), text: words }).optional(),
  }),
  kind("notice", { title: words, text: words }),
  kind("contact", { email: words, phone: words, address: words }),
  kind("link", { page: pageId, label: words }),
  kind("notices", {}),
]);

const section = z.discriminatedUnion("type", [
  listed("cards", {
    columns: columns(2, 4).optional(),
    button: words.optional(),
    cards: list(card, 1, 24),
  }),
  listed("points", {
    columns: columns(3, 4).optional(),
    points: items(1, 12, { icon: icon.optional(), title: words, description: words }),
  }),
  listed("steps", { steps: items(1, 12, { title: words, description: words }) }),
  listed("faq", { questions: items(1, 30, { question: words, answer: words }) }),
  listed("list", {
    style: shared(z.enum(["checklist", "tiles"])).optional(),
    items: list(words, 1, 60),
  }),
  kind("testimonials", head),
  kind("notices", {
    notes: items(1, 4, {
      title: words,
      paragraphs: list(words, 1, 4),
      tone: shared(z.enum(["info", "warning"])).optional(),
    }).optional(),
  }),
  kind("cta", {
    ...texts("title", "subtitle"),
    ...bookingButton,
    address: shared(z.boolean()).optional(),
  }),
  kind("legal", {
    id: anchor,
    toc: words,
    updated: words,
    parts: items(1, 30, { id: anchor, title: words, blocks: list(legalBlock, 1, 20) }),
  }),
  kind("newsletter", {
    ...texts("title", "subtitle", "label", "placeholder", "button", "errorEmpty", "errorInvalid"),
    ...texts("mailSubject", "mailBody", "toastTitle", "toastText", "fallback", "privacy"),
    privacyLink: words,
  }),
]);

const action = z.discriminatedUnion("type", [
  kind("book", { label: words, booking }),
  kind("services", { label: words, icon: icon.optional() }),
  kind("call", { label: words }),
]);

const hero = z.strictObject({
  icon: icon.optional(),
  image: picture.optional(),
  imageAlt: words.optional(),
  eyebrow: words.optional(),
  ...texts("title", "subtitle"),
  actions: list(action, 1, 3).transform(booked).optional(),
  stats: items(1, 4, { value: words, label: words }).optional(),
  footnote: words.optional(),
});

const placeInList = (what: string) =>
  shared(z.int(`expected a whole number`).min(1, `expected 1 or more (1 is first ${what})`));

/** A page's words in a language (content/pages/<Page>.<language>.yaml). */
export const page = z
  .strictObject({
    name: words,
    reviewed: reviewed.optional(),
    sources: items(1, 12, { title: words, url: shared(officialUrl) }).optional(),
    menu: placeInList("in the menu").optional(),
    footer: placeInList("in the footer").optional(),
    whatsApp: words.optional(),
    notices: shared(z.array(shared(z.enum(noticeKinds)))).optional(),
    meta: z.strictObject({ title: words, description: searchDescription(words) }),
    hero,
    sections: list(section, 0, 30).default([]),
  })
  .transform(({ sections, ...text }) => {
    // Each section's anchor: its own, else its kind (and place); then each legal part's.
    const taken = new Set(layoutIds);
    const once = ["newsletter", "cta"];
    const anchored = claim(sections, taken, (s, i) =>
      "id" in s && s.id ? s.id : once.includes(s.type) ? s.type : `${s.type}-${i + 1}`,
    );
    return {
      ...text,
      sections: anchored.map((section) =>
        section.type === "legal"
          ? { ...section, parts: claim(section.parts, taken, (part) => part.id) }
          : section,
      ),
    };
  });

/** The words of the blog list and of every article (content/blog.<language>.yaml). */
export const blogWords = z.strictObject({
  ...texts("featured", "readMore", "minutesRead", "by", "updated", "publishedOn", "allArticles"),
  filterLabel: words,
  filters: z.strictObject(texts(...blogFilterNames)),
  showing: template("count", "total"),
  noResults: words,
  categories: z.strictObject(texts(...blogFilters.all)),
  ...texts("backToBlog", "notAdvice"),
});

/** The layout's words (content/site.<language>.yaml): menu, footer, notices' titles… */
export const siteWords = z.strictObject({
  ...texts("skipToContent", "mainNavigation", "closeMenu", "menu", "contactUs", "callUs"),
  ...texts("emailUs", "followUs", "language"),
  socialNames: z.strictObject(texts("facebook", "instagram", "tiktok")),
  opensInNewTab: words,
  address: z.strictObject(texts("directions")),
  whatsApp: z.strictObject({
    ...texts("name", "chat"),
    message: template("office"),
    serviceMessage: template("office", "service"),
  }),
  openStatus: z.strictObject({
    open: template("time"),
    closed: words,
    opensToday: template("time"),
    opensTomorrow: template("time"),
    opensOn: template("day", "time"),
    // Words before a time, then the same before one o'clock (Spanish "a la 1").
    oneOClock: z.array(template("time")).length(2, "expected two texts"),
  }),
  specialHours: z.strictObject(texts("title", "seeHours")),
  reviewed: template("date"),
  ...texts("sources", "review", "saveContact", "bookNow"),
  priceFrom: template("price"),
  ...texts("about", "learnMore"),
  footer: z.strictObject({
    ...texts("tagline", "ourServices", "legal", "paymentMethods", "officeHours", "inOffice"),
    ...texts("online", "closed", "copyright"),
  }),
  weekdays: z.record(z.enum(weekdays), words),
  through: words,
  ratingLabel: template("rating"),
  notaryNotice: z.strictObject(texts("title")),
  immigrationServicesNotice: z.strictObject(texts("title")),
  ...texts("toastRegion", "dismiss"),
});

export type Page = z.output<typeof page>;
export type PageSection = Page["sections"][number];
export type SectionOf<Type extends PageSection["type"]> = Extract<PageSection, { type: Type }>;
export type Hero = Page["hero"];
export type ServiceCardData = z.output<typeof card>;
export type LegalBlock = z.output<typeof legalBlock>;
export type BlogWords = z.output<typeof blogWords>;
