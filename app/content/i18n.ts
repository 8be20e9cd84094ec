import type { Locale } from "~/site/pages";

/** A content section: the English text is the source; Spanish mirrors its shape. */
export interface Section<T> {
  en: T;
  es: T;
}

/** Declares a section; `es` must have every key of `en` (checked by tsc and the parity test). */
export function defineSection<T>(en: T, es: NoInfer<T>): Section<T> {
  return { en, es };
}

/**
 * Looks up a text by key. A key that is missing displays the key itself,
 * as the spec asks, instead of breaking the page.
 */
export function translate(
  section: Section<object> | undefined,
  locale: Locale,
  key: string,
): string {
  const value: unknown = section?.[locale]?.[key as keyof object];
  return typeof value === "string" ? value : key;
}

/** Title and description of a page in one language. */
export interface PageMetaText {
  title: string;
  description: string;
}
