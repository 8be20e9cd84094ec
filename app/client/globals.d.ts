declare module "virtual:site-script" {
  /** The code of boot.ts, bundled, to inline first in <head>; it loads the site script. */
  export const bootScript: string;
}

/** The office's zone, weekly hours and coming exceptions, bundled into the site script. */
declare const OFFICE_SCHEDULE: import("~/site/office-hours").OfficeSchedule;

/** What the editor's checks read from the build (static-host.ts writes it in). */
declare const EDITOR_CHECKS: import("../build/static-host").EditorCheckData;
