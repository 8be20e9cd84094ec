import type { PageId } from "~/site/pages";

/**
 * The Florida notices a page shows in its body, near its first mention of the
 * service (the footer of every page carries both as well):
 *
 * - `notary`: s. 117.05(10), F.S., on every page that advertises notary
 *   services (apostilles, notarized translations, weddings…), in
 *   English and Spanish, and in Haitian Creole when the office is in
 *   Miami-Dade County (app/content/common/notary-notice-ht.ts);
 * - `immigration`: the s. 501.1391, F.S. statement, on every page that offers
 *   or mentions immigration forms.
 *
 * Kept in code, not in the owner's texts: a page that starts to mention
 * either service gets its entry here. The page routes render them with
 * `<PageNotices page=… />`, and tests/e2e/notices.spec.ts checks each listed
 * page in both languages.
 */
export type LegalNoticeKind = "notary" | "immigration";

/** Keyed by page id (articles included); tests/unit/page-notices.test.ts checks every key names a page. */
export const pageNotices: Readonly<Record<string, readonly LegalNoticeKind[]>> = {
  Home: ["notary", "immigration"],
  NotaryPublic: ["notary"],
  ItinServices: ["immigration"],
  Immigration: ["immigration"],
  Translations: ["notary", "immigration"],
  MarriagesDivorces: ["notary"],
  BusinessSetup: ["notary"],
  AdditionalServices: ["notary"],
  TermsOfService: ["immigration", "notary"],
  BlogPost3: ["immigration"],
  BlogPost6: ["notary"],
};

/** The notices a page shows in its body, in order; none for a page not listed. */
export function noticesOf(page: PageId): readonly LegalNoticeKind[] {
  return pageNotices[page] ?? [];
}
