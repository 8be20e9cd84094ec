/**
 * The page registry: every page of the site but the articles, each declared
 * once. The router's routes, the prerender list, the header navigation, the
 * footer's lists, the sitemap, hreflang links, share cards, breadcrumbs and
 * the tests' page lists all derive from it (through `pages.ts`, which adds
 * the articles from their Markdown files).
 *
 * Adding a page is this entry, its route module (`app/routes/<file>.tsx`) and
 * its words (`app/content/<section>/en.ts` and `es.ts`): see
 * docs/adding-a-page.md.
 *
 * Build tools load this module too (the image pipeline draws the share cards
 * from it), so it imports nothing but the locale list, by relative path.
 */
import type { Locale } from "./locales";

/** What a page is: the home page, a service the office offers, the blog list, a legal text. */
export type PageKind = "home" | "service" | "blog" | "legal";

/** The footer's lists of page links: "Our Services" and "Legal". */
export type FooterGroup = "services" | "legal";

/** One page of the registry. */
export interface PageEntry {
  /** The page's id, and its path segment: `/NotaryPublic`, `/es/NotaryPublic` (Home: `/`, `/es`). */
  readonly id: string;
  /** Service pages are what an article's call to action may link to; Home carries the office's JSON-LD. */
  readonly kind: PageKind;
  /** The route module that renders it, relative to `app/`. */
  readonly module: `routes/${string}.tsx`;
  /** Its short name in each language: navigation, footer, breadcrumbs and share card. */
  readonly name: Readonly<Record<Locale, string>>;
  /** Its place in the header navigation, 1 first; without it the page is not in the menu. */
  readonly nav?: number;
  /** The footer list it appears in and its place there, 1 first; without it, not in the footer. */
  readonly footer?: { readonly group: FooterGroup; readonly position: number };
  /**
   * Its share card, the 1200×630 picture social networks show with a link to
   * it: `share/<shareCard>`, drawn by the image pipeline with the office name
   * and the page's names.
   */
  readonly shareCard: string;
  /**
   * What a WhatsApp chat started from this page asks about, in each language:
   * "…I would like information about {whatsAppTopic}". Without it, the
   * general first message.
   */
  readonly whatsAppTopic?: Readonly<Record<Locale, string>>;
}

/** Every page but the articles, in the spec's order. */
export const staticPages = [
  {
    id: "Home",
    kind: "home",
    module: "routes/home.tsx",
    name: { en: "Home", es: "Inicio" },
    nav: 1,
    shareCard: "home",
  },
  {
    id: "NotaryPublic",
    kind: "service",
    module: "routes/notary.tsx",
    name: { en: "Notary Public", es: "Notary Public" },
    nav: 2,
    footer: { group: "services", position: 5 },
    shareCard: "notary",
    whatsAppTopic: { en: "Notary Public services", es: "los servicios de Notary Public" },
  },
  {
    id: "TaxServices",
    kind: "service",
    module: "routes/tax.tsx",
    name: { en: "Taxes", es: "Impuestos" },
    nav: 3,
    footer: { group: "services", position: 3 },
    shareCard: "tax",
    whatsAppTopic: { en: "tax preparation", es: "la preparación de impuestos" },
  },
  {
    id: "ItinServices",
    kind: "service",
    module: "routes/itin.tsx",
    name: { en: "ITIN", es: "ITIN" },
    nav: 4,
    footer: { group: "services", position: 2 },
    shareCard: "itin",
    whatsAppTopic: { en: "an ITIN", es: "el ITIN" },
  },
  {
    id: "Immigration",
    kind: "service",
    module: "routes/immigration.tsx",
    name: { en: "Immigration", es: "Inmigración" },
    nav: 5,
    footer: { group: "services", position: 1 },
    shareCard: "immigration",
    whatsAppTopic: {
      en: "immigration document preparation",
      es: "la preparación de documentos de inmigración",
    },
  },
  {
    id: "TruckServices",
    kind: "service",
    module: "routes/truck.tsx",
    name: { en: "Trucking", es: "Camiones" },
    nav: 6,
    shareCard: "truck",
    whatsAppTopic: {
      en: "trucking permits and filings",
      es: "los permisos y trámites para camiones",
    },
  },
  {
    id: "Translations",
    kind: "service",
    module: "routes/translations.tsx",
    name: { en: "Translations", es: "Traducciones" },
    nav: 7,
    footer: { group: "services", position: 4 },
    shareCard: "translations",
    whatsAppTopic: { en: "a certified translation", es: "una traducción certificada" },
  },
  {
    id: "MarriagesDivorces",
    kind: "service",
    module: "routes/marriage.tsx",
    name: { en: "Marriages & Divorces", es: "Matrimonios y divorcios" },
    nav: 8,
    shareCard: "marriage",
    whatsAppTopic: { en: "marriages and divorces", es: "matrimonios y divorcios" },
  },
  {
    id: "BusinessSetup",
    kind: "service",
    module: "routes/business.tsx",
    name: { en: "Business Setup", es: "Empresas" },
    nav: 9,
    shareCard: "business",
    whatsAppTopic: { en: "starting a business", es: "abrir una empresa" },
  },
  {
    id: "AdditionalServices",
    kind: "service",
    module: "routes/additional.tsx",
    name: { en: "More Services", es: "Más servicios" },
    nav: 10,
    footer: { group: "services", position: 6 },
    shareCard: "additional",
    whatsAppTopic: { en: "your additional services", es: "sus servicios adicionales" },
  },
  {
    id: "Blog",
    kind: "blog",
    module: "routes/blog.tsx",
    name: { en: "Blog", es: "Blog" },
    nav: 11,
    shareCard: "blog",
  },
  {
    id: "PrivacyPolicy",
    kind: "legal",
    module: "routes/privacy.tsx",
    name: { en: "Privacy Policy", es: "Política de privacidad" },
    footer: { group: "legal", position: 1 },
    shareCard: "privacy",
  },
  {
    id: "TermsOfService",
    kind: "legal",
    module: "routes/terms.tsx",
    name: { en: "Terms of Service", es: "Términos del servicio" },
    footer: { group: "legal", position: 2 },
    shareCard: "terms",
  },
] as const satisfies readonly PageEntry[];

/** A page of the registry, by id. */
export type StaticPageId = (typeof staticPages)[number]["id"];

/** Every page but the articles, in the registry's order. */
export const staticPageIds: readonly StaticPageId[] = staticPages.map((page) => page.id);

const byId = new Map<string, PageEntry>(staticPages.map((page) => [page.id, page]));

/** The registry entry of a page. */
export function staticPage(id: StaticPageId): PageEntry {
  return byId.get(id)!;
}

/** The pages that have a place in a list, ordered by it; two pages at one place stop the build. */
function ordered(list: string, place: (page: PageEntry) => number | undefined): StaticPageId[] {
  const placed = staticPages.flatMap((page: PageEntry) => {
    const at = place(page);
    return at === undefined ? [] : [{ id: page.id as StaticPageId, at }];
  });
  placed.sort((a, b) => a.at - b.at);
  placed.forEach(({ id, at }, i) => {
    const before = placed[i - 1];
    if (before?.at === at)
      throw new Error(
        `app/site/page-registry.ts: ${before.id} and ${id} both take place ${at} in ${list}; give each its own`,
      );
  });
  return placed.map(({ id }) => id);
}

/** The header navigation, in order. */
export const navigation: readonly StaticPageId[] = ordered("the navigation", (page) => page.nav);

/** The footer's lists of links, each in order. */
export const footerLinks: Readonly<Record<FooterGroup, readonly StaticPageId[]>> = {
  services: footerList("services"),
  legal: footerList("legal"),
};

function footerList(group: FooterGroup): StaticPageId[] {
  return ordered(`the footer's ${group} list`, (page) =>
    page.footer?.group === group ? page.footer.position : undefined,
  );
}

/** The service pages, in the registry's order: what an article's call to action may link to. */
export const servicePages: readonly StaticPageId[] = staticPages
  .filter((page: PageEntry) => page.kind === "service")
  .map((page) => page.id);

for (const [i, page] of staticPages.entries()) {
  const twin = staticPages
    .slice(0, i)
    .find((other: PageEntry) => other.shareCard === page.shareCard);
  if (twin)
    throw new Error(
      `app/site/page-registry.ts: ${twin.id} and ${page.id} both name the share card "${page.shareCard}"; give each its own`,
    );
}
