// The office's facts, as the owner edits them at /admin or by hand, checked by `siteConfigSchema`.
import { siteConfigSchema, type SiteConfig } from "./config-schema";
import { readDataFile } from "./data-file";

export const officeFile = "content/office.yaml";
export const officeConfig: SiteConfig = readDataFile(officeFile, siteConfigSchema);

/** The address of a booking link by name (the page model lets only the facts' names through). */
export function bookingUrl(name: string): string {
  const url = officeConfig.booking[name];
  if (!url) throw new Error(`${officeFile}: booking.${name} is missing`);
  return url;
}
export type { BookingKey, HoursException, SiteConfig } from "./config-schema";
