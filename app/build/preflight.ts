// `npm run preflight`: the placeholders and unconfirmed facts left, which the site builds with but
// is not published with.
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { splitFrontMatter } from "../blog/markdown";
import { isMiamiDade, notaryNoticeHaitianCreole } from "../content/common/notary-notice-ht";
import { immigrationServicesNoticeStatus } from "../content/common/notice-status";
import { allStrings } from "../content/forbidden-terms";
import { sitePage, sitePages } from "../content/pages";
import { officeConfig, type SiteConfig } from "../site/config";
import { articleFiles, articlesDir } from "../site/article-files";
import { formatPrice } from "../site/format";
import { locales } from "../site/locales";
import { pageFileName } from "../site/pages";

type LaunchProblem = { field: string; problem: string };

/** A page or an article: its file, its words (for the fees and deadlines stated), its review. */
interface Reviewable {
  file: string;
  text: string;
  reviewed?: string;
  sources?: readonly { url: string }[];
  search?: { title: string; description: string };
}

/** What the launch check reads: the office config, pages and articles, the notices' status. */
export interface LaunchFacts {
  config: SiteConfig;
  reviewables?: readonly Reviewable[];
  notices: {
    immigrationServices: Pick<typeof immigrationServicesNoticeStatus, "verified">;
    notaryHaitianCreole: Pick<typeof notaryNoticeHaitianCreole, "verified" | "text">;
  };
  /** The day of the check, for dates that must still be ahead (tax deadline). */
  today: Date;
}

/** Domains reserved for documentation and tests (RFC 2606): never a real address. */
const placeholderHost =
  /(^|\.)(example\.(com|net|org)|[a-z0-9-]+\.(example|test|invalid)|localhost)$/i;

function hostOf(value: string): string | undefined {
  if (value.includes("@") && !value.includes("/")) return value.split("@").pop();
  return URL.canParse(value) ? new URL(value).hostname : undefined;
}

/** True for a URL or e-mail address on a reserved example domain, or a profile named "example". */
export const isPlaceholderAddress = (value: string): boolean =>
  placeholderHost.test(hostOf(value) ?? "") ||
  (URL.canParse(value) && /^\/@?example\/?$/i.test(new URL(value).pathname));

/** North American 555 numbers are fictional (555-0100 to 555-0199 are reserved for fiction). */
const isFictionalPhone = (e164: string) => /^\+1\d{3}555\d{4}$/.test(e164);

/** Words that state a fee, a deadline, a credit or a processing time. */
const statesFacts =
  /\$\d|\b\d+\s*(-|to|a)?\s*\d*\s*(weeks?|semanas?)\b|\bdeadlines?\b|fechas? límites?/i;

/** Official sources: government sites, the Division of Corporations, the Florida Bar. */
const officialHost = /(\.gov|(^|\.)(sunbiz\.org|floridabar\.org|state\.fl\.us|myflorida\.com))$/i;

/** Pages and articles whose facts were checked over a year ago or never, or unofficial sources. */
export function reviewProblems(items: readonly Reviewable[], today: Date): LaunchProblem[] {
  const yearAgo = new Date(today);
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
  return items.flatMap(({ file, text, reviewed, sources = [] }) => {
    const field = `${file}: sources`;
    const problems = sources
      .filter(({ url }) => !officialHost.test(hostOf(url) ?? ""))
      .map(({ url }) => ({ field, problem: `${url} is not an official source` }));
    const problem = reviewed
      ? `its fees, deadlines and times were last checked on ${reviewed}: check them again, then set reviewed`
      : "states fees, deadlines or times but says when they were checked (reviewed) nowhere";
    if (reviewed ? new Date(`${reviewed}T00:00:00Z`) < yearAgo : statesFacts.test(text))
      problems.unshift({ field: file, problem });
    return problems;
  });
}

/** Pages and articles with the search title or description of another: engines show one. */
export const sharedSearchTexts = (items: readonly Reviewable[]): LaunchProblem[] =>
  (["title", "description"] as const).flatMap((key) =>
    items.flatMap(({ file, search }, i) => {
      const first = items.find((other, j) => j < i && other.search?.[key] === search?.[key]);
      const problem = `the same as ${first?.file}'s: write one of its own`;
      return search && first ? [{ field: `${file}: ${key}`, problem }] : [];
    }),
  );

/** Office facts to put to the owner: not errors, but worth a second look before launch. */
export function ownerQuestions(config: SiteConfig, translationLanguages: readonly string[]) {
  const questions: string[] = [];
  // Other days open later than the first group's days (a lunch break's second group is theirs).
  const [first] = config.hours.office;
  const theirs = (slot: (typeof config.hours.office)[number]) =>
    slot.days.some((day) => first?.days.includes(day));
  const closes = config.hours.office
    .filter(theirs)
    .reduce((latest, slot) => (slot.closes > latest ? slot.closes : latest), "");
  for (const slot of config.hours.office.filter((slot) => !theirs(slot)))
    if (slot.closes > closes)
      questions.push(
        `hours.office: ${slot.days.join(", ")} ${slot.opens}–${slot.closes} close later than ${first!.days.join(", ")} (${closes}): are they right?`,
      );
  const methods = config.paymentMethods.join(" ");
  if (!/cash|efectivo/i.test(methods) || !/visa/i.test(methods))
    questions.push("paymentMethods: no cash or Visa among them: does the office take them?");
  const creole = translationLanguages.some((l) => /creole|criollo|kreyòl/i.test(l));
  if (isMiamiDade(config.address.county) && !creole)
    questions.push(
      "Translations page: Haitian Creole is not among the languages, though the office is in Miami-Dade: does it translate from Creole?",
    );
  return questions;
}

/** Lists every placeholder or unconfirmed value, in the order of the config file. */
export function launchProblems(facts: LaunchFacts): LaunchProblem[] {
  const { config, notices, today, reviewables = [] } = facts;
  // The facts are already checked when they are read (config.ts); this looks for placeholders.
  const problems: LaunchProblem[] = [];
  const add = (field: string, problem: string) => problems.push({ field, problem });

  if (isPlaceholderAddress(config.siteUrl))
    add("siteUrl", `placeholder site address ${config.siteUrl}`);
  if (!config.reviewUrl)
    add(
      "reviewUrl",
      "no link to the office's Google reviews yet (Google Business Profile → Ask for reviews)",
    );
  if (isFictionalPhone(config.phoneE164))
    add("phone", `fictional 555 number ${config.phoneDisplay}`);
  if (config.whatsappE164 && isFictionalPhone(config.whatsappE164))
    add(
      "whatsapp",
      `fictional 555 number ${config.whatsappE164} (set the office's WhatsApp number, or leave it out for none)`,
    );
  if (isPlaceholderAddress(config.email)) add("email", `placeholder address ${config.email}`);
  for (const [key, value] of Object.entries(config.address))
    if (/\bexample\b/i.test(value)) add(`address.${key}`, `placeholder value "${value}"`);
  for (const [key, url] of Object.entries(config.social))
    if (isPlaceholderAddress(url)) add(`social.${key}`, `placeholder profile ${url}`);

  const bookings = Object.entries(config.booking).filter(([, url]) => isPlaceholderAddress(url));
  if (bookings.length > 0) {
    const hosts = [...new Set(bookings.map(([, url]) => hostOf(url)))].join(", ");
    add(
      bookings.map(([key]) => `booking.${key}`).join(", "),
      `${bookings.length} booking links still point to the placeholder scheduler (${hosts})`,
    );
  }

  const { filingDeadline, taxYear } = config.taxSeason;
  if (new Date(`${filingDeadline}T23:59:59Z`) < today)
    add(
      "taxSeason",
      `the filing deadline ${filingDeadline} for tax year ${taxYear} has passed; set the next tax year and its deadlines`,
    );

  for (const [key, { value, confirmed }] of Object.entries(config.claims))
    if (!confirmed)
      add(`claims.${key}`, `figure ${value} not confirmed by the owner (set confirmed: true)`);
  for (const { service, from, confirmed } of config.prices)
    if (!confirmed)
      add(
        `prices (${service})`,
        `price ${formatPrice(from)} not confirmed by the owner (set confirmed: true, or remove the price)`,
      );
  for (const [i, { name, consent }] of config.testimonials.entries())
    if (!consent)
      add(
        `testimonials[${i}]`,
        `sample or unconsented testimonial "${name}" (publish real clients' words with their written permission, then set consent: true)`,
      );

  if (!notices.immigrationServices.verified)
    add(
      "s. 501.1391 notice text",
      "verify against the statute before launch (app/content/common/notice-status.ts)",
    );
  if (isMiamiDade(config.address.county) && !notices.notaryHaitianCreole.verified)
    add(
      "Haitian Creole notary notice",
      `unverified translation "${notices.notaryHaitianCreole.text}": have a native speaker confirm it (app/content/common/notary-notice-ht.ts)`,
    );

  return [...problems, ...reviewProblems(reviewables, today), ...sharedSearchTexts(reviewables)];
}

function siteReviewables(): Reviewable[] {
  const pages = sitePages.flatMap((page) =>
    locales.map((locale) => {
      const { reviewed, sources, ...words } = page.text[locale];
      const file = pageFileName(page.id, locale);
      return { file, text: allStrings(words).join("\n"), reviewed, sources, search: words.meta };
    }),
  );
  const articles = articleFiles().map((name) => {
    const file = `${articlesDir}/${name}`;
    const { yaml, markdown } = splitFrontMatter(file, readFileSync(file, "utf8"));
    const { title = "", description = "", ...review } = parse(yaml) ?? {};
    const fill = (text: string) => text.replaceAll("{officeName}", officeConfig.officeName);
    const search = { title: fill(title), description: fill(description) };
    return { file, text: markdown, ...review, search } as Reviewable;
  });
  return [...pages, ...articles];
}

/** The launch check on the site as it is: its config, notices, pages and articles, today. */
export const currentLaunchProblems = (today = new Date()): LaunchProblem[] =>
  launchProblems({
    config: officeConfig,
    notices: {
      immigrationServices: immigrationServicesNoticeStatus,
      notaryHaitianCreole: notaryNoticeHaitianCreole,
    },
    reviewables: siteReviewables(),
    today,
  });

export function currentOwnerQuestions(): string[] {
  const languages = sitePage("Translations").text.en.sections.flatMap((section) =>
    section.type === "list" ? section.items : [],
  );
  return ownerQuestions(officeConfig, languages);
}

export function formatLaunchReport(
  problems: readonly LaunchProblem[],
  questions: readonly string[] = [],
): string {
  const asks = questions.length
    ? ["", "To confirm with the office's owner:", ...questions.map((q) => `  - ${q}`)]
    : [];
  const report =
    problems.length === 0
      ? ["Preflight: ready to publish. No placeholder or unconfirmed value left."]
      : [
          `Preflight: NOT ready to publish. ${problems.length} value(s) to replace or confirm:`,
          ...problems.map(({ field, problem }) => `  - ${field}: ${problem}`),
          "",
          "Edit content/office.yaml (and the notice file named above), then run npm run preflight again.",
        ];
  return [...report, ...asks].join("\n");
}
