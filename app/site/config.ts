/**
 * The office's facts, read from `content/office.yaml`: phone, e-mail,
 * address, social profiles, hours, holidays, payment methods, every booking
 * link, the tax season, client testimonials and the figures the site
 * advertises. The owner edits that file (in the site editor at /admin, or by
 * hand); the build checks every value against `siteConfigSchema` and stops
 * with a message naming the file and the field when one is wrong, and
 * `npm run preflight` lists every value that is still a placeholder or not
 * yet confirmed.
 */
import { siteConfigSchema, type SiteConfig } from "./config-schema";
import { readDataFile } from "./data-file";

/** The facts file, from the project root. */
export const officeFile = "content/office.yaml";

/** The office's facts, checked. */
export const officeConfig: SiteConfig = readDataFile(officeFile, siteConfigSchema);

export type OfficeConfig = SiteConfig;

/** The address of a booking link by its name; the page model only lets names of the facts through. */
export function bookingUrl(name: string): string {
  const url = officeConfig.booking[name];
  if (!url) throw new Error(`${officeFile}: booking.${name} is missing`);
  return url;
}
export type { BookingKey } from "./config-schema";
export type { HoursException, SiteConfig } from "./config-schema";
export { weekdays, type Weekday } from "./weekdays";
