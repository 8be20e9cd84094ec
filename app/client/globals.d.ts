declare module "virtual:site-script" {
  /** The code of boot.ts, bundled, to inline first in <head>; it loads the site script. */
  export const bootScript: string;
}

/** The office's zone, weekly hours and coming exceptions, bundled into the site script. */
declare const OFFICE_SCHEDULE: import("~/site/office-hours").OfficeSchedule;

/** The editor's checks: the office's file and fields (as config.yml has them), the pages' and the
 * articles' folders, the articles' fields typed once, the facts a page may name, the language;
 * at the build, the addresses of the pages and articles and the pages that pick each booking link. */
declare const EDITOR_CHECKS: {
  file: string;
  fields: import("./editor-checks").EditorField[];
  pages: string;
  articles: string;
  shared: string[];
  facts: string[];
  language: import("~/site/locales").Locale;
  addresses: readonly string[];
  inUse: Record<string, string[]>;
};
