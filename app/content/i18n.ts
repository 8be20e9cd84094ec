import type { Locale } from "~/site/locales";

/**
 * A content section: one text object per language, the English one the
 * source and the others typed against it (`es.ts` is `: XxxText`), so a
 * missing or extra key fails `tsc`; tests/unit/content.test.ts also compares
 * the shapes (list lengths) of every section found under app/content/.
 */
export type Section<T> = Record<Locale, T>;

/** Pairs a section's languages; `es` must have the shape of `en`. */
export function defineSection<T>(en: T, es: NoInfer<T>): Section<T> {
  return { en, es };
}

/** Title and description of a page in one language. */
export interface PageMetaText {
  title: string;
  description: string;
}
