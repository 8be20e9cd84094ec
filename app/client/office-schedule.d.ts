import type { OfficeSchedule } from "~/site/office-hours";

declare global {
  /** The office's time zone, weekly hours and upcoming exceptions, set when the site script is bundled (vite-plugin.ts). */
  const OFFICE_SCHEDULE: OfficeSchedule;
}
