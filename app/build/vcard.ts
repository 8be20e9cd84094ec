// The footer's "Save contact": a vCard 3.0 (RFC 2426) per language. Relative imports: no "~" here.
import { common } from "../content/common";
import { officeConfig, type SiteConfig } from "../site/config";
import { localePrefix, type Locale } from "../site/locales";
import { hoursGroups } from "../site/office-hours";

/** Escapes a text value (RFC 2426 section 4): backslash, comma, semicolon, line break. */
export const escapeText = (value: string): string =>
  value.replace(/[\\,;]/g, (c) => `\\${c}`).replace(/\r?\n/g, "\\n");

/** Folds a content line at 75 octets (RFC 2425 section 5.8.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts = [""];
  for (const char of line) {
    // Continuation lines start with a space, which counts toward their 75 octets.
    if (Buffer.byteLength(parts.at(-1)! + char) > (parts.length === 1 ? 75 : 74)) parts.push("");
    parts[parts.length - 1] += char;
  }
  return parts.join("\r\n ");
}

/** The vCard of the office in a language, CRLF line endings, folded. */
export function contactCard(locale: Locale, config: SiteConfig = officeConfig): string {
  const { street, city, region, postalCode, country } = config.address;
  const name = escapeText(config.officeName);
  const cell = config.whatsappE164;
  // The office hours in words, for the card's note: a title, then each group and its rows.
  const groups = hoursGroups(config.hours, common[locale], locale).map(({ label, rows }) =>
    [label, ...rows.map((r) => `${r.days}: ${r.hours}`)].join("\n"),
  );
  const note = [common[locale].footer.officeHours, ...groups].join("\n\n");
  const lines = [
    "BEGIN:VCARD",
    "VERSION:3.0",
    `N:${name};;;;`,
    `FN:${name}`,
    `ORG:${name}`,
    // Apple Contacts shows the card as a company, not a person.
    "X-ABShowAs:COMPANY",
    `TEL;TYPE=WORK,VOICE:${config.phoneE164}`,
    ...(cell && cell !== config.phoneE164 ? [`TEL;TYPE=CELL:${cell}`] : []),
    `EMAIL;TYPE=INTERNET,WORK:${config.email}`,
    `ADR;TYPE=WORK:;;${[street, city, region, postalCode, country].map(escapeText).join(";")}`,
    ...(config.geo ? [`GEO:${config.geo.latitude};${config.geo.longitude}`] : []),
    `URL:${config.siteUrl}${localePrefix(locale) || "/"}`,
    // Intl puts narrow no-break spaces in "9:30 AM": plain spaces suit every contacts app.
    `NOTE:${escapeText(note.replace(/[\u202f\u00a0]/g, " "))}`,
    "END:VCARD",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
