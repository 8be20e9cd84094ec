// How visitors reach the office, and the schedule for "Open now"; links load nothing until tapped.
import type { SiteConfig } from "./config";
import { localePrefix, type Locale } from "./locales";
import { officeClock, upcomingExceptions, zoneOffsets, type OfficeSchedule } from "./office-hours";

type Address = SiteConfig["address"];

/** The address in two lines, as on an envelope: street, then "Miami, FL 33101". */
export function addressLines(address: Address): [string, string] {
  return [address.street, `${address.city}, ${address.region} ${address.postalCode}`];
}

/** Directions to the office in Google Maps and Apple Maps (their documented URL forms). */
export function directionsUrls(address: Address): { google: string; apple: string } {
  // Spaces as "+", as both documents show.
  const destination = encodeURIComponent(addressLines(address).join(", ")).replace(/%20/g, "+");
  return {
    google: `https://www.google.com/maps/dir/?api=1&destination=${destination}`,
    apple: `https://maps.apple.com/?daddr=${destination}`,
  };
}

/** WhatsApp click-to-chat with a pre-filled message; null when the office has no WhatsApp. */
export const whatsAppUrl = (e164: string | null, message: string): string | null =>
  e164 ? `https://wa.me/${e164.replace(/\D/g, "")}?text=${encodeURIComponent(message)}` : null;

/** Fills `{name}` placeholders in a text. */
export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

/** The office's calendar day "YYYY-MM-DD" in its time zone at `now` (at build: the build day). */
export const officeDay = (config: Pick<OfficeSchedule, "timeZone" | "offsets">, now = new Date()) =>
  officeClock(now, config.timeZone, config.offsets).day;

/** How many years of the office's UTC offsets the site script carries (then it asks `Intl`). */
const bakedYears = 10;

/** What the site script needs for "Open now": zone, hours, the exceptions not over on `today`. */
export const officeSchedule = (
  config: Pick<SiteConfig, "timeZone" | "hours" | "specialHours">,
  today: string,
): OfficeSchedule => ({
  timeZone: config.timeZone,
  offsets: zoneOffsets(config.timeZone, Number(today.slice(0, 4)), bakedYears),
  weekly: config.hours.office,
  exceptions: upcomingExceptions(config.specialHours.exceptions, today).map(
    ({ from, to, hours }) => ({ from, to, hours }),
  ),
});

/** Where the office's vCard of a language is published: `/contact.vcf`, `/es/contact.vcf`. */
export const contactCardPath = (locale: Locale) => `${localePrefix(locale)}/contact.vcf`;
