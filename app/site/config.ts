// The office's facts, as the owner edits them at /admin or by hand, checked by `siteConfigSchema`.
import { siteConfigSchema, type SiteConfig } from "./config-schema";
import { readDataFile } from "./data-file";

export const officeFile = "content/office.yaml";
export const officeConfig: SiteConfig = readDataFile(officeFile, siteConfigSchema);

/** The address of a booking link by name: the page model lets only the facts' names through
 * (content/model.ts, `booking`), and leaves out what picks one no longer there. */
export const bookingUrl = (name: string): string => officeConfig.booking[name]!;
export type { BookingKey, HoursException, SiteConfig } from "./config-schema";
