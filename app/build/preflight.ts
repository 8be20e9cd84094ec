import { isMiamiDade, notaryNoticeHaitianCreole } from "../content/common/notary-notice-ht";
import { immigrationServicesNoticeStatus } from "../content/common/notice-status";
import { officeConfig, type SiteConfig } from "../site/config";
import { configProblems } from "../site/config-schema";
import { formatPrice } from "../site/format";
import { readFileSync, readdirSync } from "node:fs";
import { parse } from "yaml";
import { splitFrontMatter } from "../blog/markdown";
import { allStrings, sitePage, sitePages } from "../content/pages";
import { articlesDir } from "../site/content-paths";
import { locales } from "../site/locales";
import { pageFileName } from "../site/pages";

/**
 * The launch check behind `npm run preflight`: everything in the owner's data
 * that is still a placeholder or has not been confirmed. The site builds and
 * runs on placeholders (that is how it is developed and tested); it must not
 * be published until this list is empty.
 */

/** One thing to fix before launch, naming the field(s) to change. */
export interface LaunchProblem {
  field: string;
  problem: string;
}

/** A page or an article, as the review check reads it. */
export interface Reviewable {
  file: string;
  /** Its words, to find the fees, deadlines and times it states. */
  text: string;
  reviewed?: string;
  sources?: readonly { url: string }[];
}

/** What the launch check reads: the office config, the legal notices' status and the date. */
export interface LaunchFacts {
  config: SiteConfig;
  /** The pages and articles, for the dates their facts were checked. */
  reviewables?: readonly Reviewable[];
  notices: {
    immigrationServices: Pick<typeof immigrationServicesNoticeStatus, "verified">;
    /** The notary notice in Haitian Creole, shown when the office is in Miami-Dade County. */
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
  try {
    return new URL(value).hostname;
  } catch {
    return undefined;
  }
}

/** True for a URL or e-mail address on a reserved example domain, or a profile named "example". */
export function isPlaceholderAddress(value: string): boolean {
  const host = hostOf(value);
  if (host === undefined) return false;
  if (placeholderHost.test(host)) return true;
  try {
    return /^\/@?example\/?$/i.test(new URL(value).pathname);
  } catch {
    return false;
  }
}

/** North American 555 numbers are fictional (555-0100 to 555-0199 are reserved for fiction). */
function isFictionalPhone(e164: string): boolean {
  return /^\+1\d{3}555\d{4}$/.test(e164);
}

/** Words that state a fee, a deadline, a credit or a processing time. */
const statesFacts =
  /\$\d|\b\d+\s*(-|to|a)?\s*\d*\s*(weeks?|semanas?)\b|\bdeadlines?\b|fechas? límites?/i;

/** The hosts of official sources: government sites, the Division of Corporations and the Florida Bar. */
const officialHost = /(\.gov|(^|\.)(sunbiz\.org|floridabar\.org|state\.fl\.us|myflorida\.com))$/i;

/** Pages and articles whose facts were not checked in the last 12 months, or against no official source. */
export function reviewProblems(items: readonly Reviewable[], today: Date): LaunchProblem[] {
  const yearAgo = new Date(today);
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
  return items.flatMap(({ file, text, reviewed, sources = [] }) => {
    const problems: LaunchProblem[] = [];
    if (reviewed ? new Date(`${reviewed}T00:00:00Z`) < yearAgo : statesFacts.test(text))
      problems.push({
        field: file,
        problem: reviewed
          ? `its fees, deadlines and times were last checked on ${reviewed}: check them again, then set reviewed`
          : "states fees, deadlines or times but says when they were checked (reviewed) nowhere",
      });
    for (const { url } of sources)
      if (!officialHost.test(hostOf(url) ?? ""))
        problems.push({ field: `${file}: sources`, problem: `${url} is not an official source` });
    return problems;
  });
}

/** Office facts to put to the owner: not errors, but worth a second look before launch. */
export function ownerQuestions(
  config: SiteConfig,
  translationLanguages: readonly string[],
): string[] {
  const questions: string[] = [];
  const length = (slot: { opens: string; closes: string }) => slot.closes.localeCompare(slot.opens);
  const [weekdays, ...others] = config.hours.office;
  for (const slot of others)
    if (weekdays && length(slot) > 0 && slot.closes > weekdays.closes)
      questions.push(
        `hours.office: ${slot.days.join(", ")} ${slot.opens}–${slot.closes} are longer than ${weekdays.days.join(", ")} ${weekdays.opens}–${weekdays.closes}: are they right?`,
      );
  const methods = config.paymentMethods.join(" ");
  if (!/cash|efectivo/i.test(methods) || !/visa/i.test(methods))
    questions.push("paymentMethods: no cash or Visa among them: does the office take them?");
  if (
    isMiamiDade(config.address.county) &&
    !translationLanguages.some((l) => /creole|criollo|kreyòl/i.test(l))
  )
    questions.push(
      "Translations page: Haitian Creole is not among the languages, though the office is in Miami-Dade: does it translate from Creole?",
    );
  return questions;
}

/** Lists every placeholder or unconfirmed value, in the order of the config file. */
export function launchProblems({
  config,
  notices,
  today,
  reviewables = [],
}: LaunchFacts): LaunchProblem[] {
  const problems: LaunchProblem[] = configProblems(config).map((problem) => ({
    field: problem.slice(0, problem.indexOf(":")),
    problem: `invalid value (${problem.slice(problem.indexOf(":") + 2)})`,
  }));
  const add = (field: string, problem: string) => problems.push({ field, problem });

  if (isPlaceholderAddress(config.siteUrl))
    add("siteUrl", `placeholder site address ${config.siteUrl}`);
  for (const overlap of config.overlaps) add("specialHours", overlap);
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
  for (const [key, value] of Object.entries(config.address)) {
    if (/\bexample\b/i.test(value)) add(`address.${key}`, `placeholder value "${value}"`);
  }
  for (const [key, url] of Object.entries(config.social)) {
    if (isPlaceholderAddress(url)) add(`social.${key}`, `placeholder profile ${url}`);
  }

  const placeholderBookings = Object.entries(config.booking).filter(([, url]) =>
    isPlaceholderAddress(url),
  );
  if (placeholderBookings.length > 0) {
    const hosts = [...new Set(placeholderBookings.map(([, url]) => hostOf(url)))].join(", ");
    add(
      placeholderBookings.map(([key]) => `booking.${key}`).join(", "),
      `${placeholderBookings.length} booking links still point to the placeholder scheduler (${hosts})`,
    );
  }

  const deadline = new Date(`${config.taxSeason.filingDeadline}T23:59:59Z`);
  if (!Number.isNaN(deadline.getTime()) && deadline < today) {
    add(
      "taxSeason",
      `the filing deadline ${config.taxSeason.filingDeadline} for tax year ${config.taxSeason.taxYear} has passed; set the next tax year and its deadlines`,
    );
  }

  for (const [key, claim] of Object.entries(config.claims)) {
    if (!claim.confirmed)
      add(
        `claims.${key}`,
        `figure ${claim.value} not confirmed by the owner (set confirmed: true)`,
      );
  }

  for (const price of config.prices) {
    if (!price.confirmed)
      add(
        `prices (${price.service})`,
        `price ${formatPrice(price.from)} not confirmed by the owner (set confirmed: true, or remove the price)`,
      );
  }

  config.testimonials.forEach((item, i) => {
    if (!item.consent)
      add(
        `testimonials[${i}]`,
        `sample or unconsented testimonial "${item.name}" (publish real clients' words with their written permission, then set consent: true)`,
      );
  });

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

  return [...problems, ...reviewProblems(reviewables, today)];
}

/** Every page and article of the site, as the review check reads them. */
function siteReviewables(): Reviewable[] {
  const pages = sitePages.flatMap((page) =>
    locales.map((locale) => {
      const { reviewed, sources, ...words } = page.text[locale];
      const file = pageFileName(page.id, locale);
      return { file, text: allStrings(words).join("\n"), reviewed, sources };
    }),
  );
  const articles = readdirSync(articlesDir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => {
      const file = `${articlesDir}/${name}`;
      const { yaml, markdown } = splitFrontMatter(file, readFileSync(file, "utf8"));
      const front = (parse(yaml) ?? {}) as Pick<Reviewable, "reviewed" | "sources">;
      return { file, text: markdown, reviewed: front.reviewed, sources: front.sources };
    });
  return [...pages, ...articles];
}

/** The launch check on the site as it is: this config, these notices, its pages and articles, today. */
export function currentLaunchProblems(today = new Date()): LaunchProblem[] {
  return launchProblems({
    config: officeConfig,
    notices: {
      immigrationServices: immigrationServicesNoticeStatus,
      notaryHaitianCreole: notaryNoticeHaitianCreole,
    },
    reviewables: siteReviewables(),
    today,
  });
}

/** The questions for the owner, about the site as it is. */
export function currentOwnerQuestions(): string[] {
  const languages = sitePage("Translations").text.en.sections.flatMap((section) =>
    section.type === "list" ? section.items : [],
  );
  return ownerQuestions(officeConfig, languages);
}

/** The report `npm run preflight` prints. */
export function formatLaunchReport(
  problems: readonly LaunchProblem[],
  questions: readonly string[] = [],
): string {
  const asks = questions.length
    ? ["", "To confirm with the office's owner:", ...questions.map((q) => `  - ${q}`)]
    : [];
  if (problems.length === 0)
    return ["Preflight: ready to publish. No placeholder or unconfirmed value left.", ...asks].join(
      "\n",
    );
  return [
    `Preflight: NOT ready to publish. ${problems.length} value(s) to replace or confirm:`,
    ...problems.map(({ field, problem }) => `  - ${field}: ${problem}`),
    "",
    "Edit content/office.yaml (and the notice file named above), then run npm run preflight again.",
    ...asks,
  ].join("\n");
}
