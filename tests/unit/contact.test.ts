import { expect, it } from "vitest";
import { common } from "~/content/common";
import type { Locale } from "~/site/locales";
import { addressLines, directionsUrls, fill, officeDay, whatsAppUrl } from "~/site/contact";
import { contactCard, escapeText } from "~/build/vcard";
import { subscriptionMailto } from "~/site/newsletter";
import { alternateConfig } from "../fixtures/alternate-config";

const config = alternateConfig;
const street = "27 Harbor Light Way, Unit 3B";

it("writes the address as on an envelope, and links to directions to it, encoded", () => {
  expect(addressLines(config.address)).toEqual([street, "Pensacola, FL 32502"]);
  const destination = "27+Harbor+Light+Way%2C+Unit+3B%2C+Pensacola%2C+FL+32502";
  expect(directionsUrls(config.address)).toEqual({
    google: `https://www.google.com/maps/dir/?api=1&destination=${destination}`,
    apple: `https://maps.apple.com/?daddr=${destination}`,
  });
});

it("whatsAppUrl uses the number's digits and the pre-filled message in the page's language", () => {
  const message = "Hola, quisiera información sobre el ITIN & más?";
  const url = whatsAppUrl("+18504327790", message);
  expect(url).toMatch(/^https:\/\/wa\.me\/18504327790\?text=/);
  expect(new URL(url!).searchParams.get("text")).toBe(message);
  // No link at all when the office has no WhatsApp number.
  for (const none of [null, ""]) expect(whatsAppUrl(none, "Hello")).toBeNull();
});

it("fill fills named placeholders and leaves unknown ones", () =>
  expect(fill("Hello {office}, about {service}. {x}", { office: "Sol", service: "ITIN" })).toBe(
    "Hello Sol, about ITIN. {x}",
  ));

it("officeDay knows the office's calendar day at the build, in the office's time zone", () => {
  const now = new Date("2026-11-23T05:30:00Z");
  expect(officeDay({ timeZone: "America/New_York" }, now)).toBe("2026-11-23");
  expect(officeDay({ timeZone: "America/Chicago" }, now)).toBe("2026-11-22");
});

/** A minimal vCard reader: unfolds lines, splits name, parameters and value, unescapes text. */
function parseVCard(card: string) {
  expect(card.endsWith("\r\n")).toBe(true);
  const physical = card.slice(0, -2).split("\r\n");
  for (const line of physical) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
  const unfolded = card.slice(0, -2).replace(/\r\n[ \t]/g, "");
  return unfolded.split("\r\n").map((line) => {
    // NAME;PARAMETERS:value, the value from the first colon on.
    const [, name, params, raw] = /^([^;:]+);?([^:]*):(.*)$/.exec(line)!;
    // Split structured values on unescaped semicolons, then unescape each part.
    const parts = raw!
      .split(/(?<!\\);/)
      .map((part) => part.replace(/\\n/gi, "\n").replace(/\\([\\,;])/g, "$1"));
    return { name: name!.toUpperCase(), params, raw, parts, value: parts.join(";") };
  });
}

const card = (locale: Locale, office = config) => parseVCard(contactCard(locale, office));
type Lines = ReturnType<typeof parseVCard>;
const prop = (lines: Lines, name: string) => lines.filter((l) => l.name === name);
const first = (lines: Lines, name: string) => prop(lines, name)[0]!;

it("the vCard (Save contact) parses back to the office's name, phone, e-mail, address, map pin and URL", () => {
  const lines = card("en");
  expect(lines[0]).toMatchObject({ name: "BEGIN", value: "VCARD" });
  expect(lines[1]).toMatchObject({ name: "VERSION", value: "3.0" });
  expect(lines.at(-1)).toMatchObject({ name: "END", value: "VCARD" });
  const value = (name: string) => first(lines, name).value;
  for (const name of ["FN", "ORG"]) expect(value(name)).toBe("Luna & Ortiz Document Services");
  expect(first(lines, "N").parts[0]).toBe("Luna & Ortiz Document Services");
  expect(value("EMAIL")).toBe("hola@lunaortiz-docs.com");
  // ADR: post office box; extended; street; city; region; postal code; country.
  expect(first(lines, "ADR").parts).toEqual(["", "", street, "Pensacola", "FL", "32502", "US"]);
  expect(first(lines, "ADR").raw).toContain("Way\\, Unit");
  expect(value("URL")).toBe("https://lunaortiz-docs.com/");
  const pinned = card("en", { ...config, geo: { latitude: 30.4113, longitude: -87.2169 } });
  expect(first(pinned, "GEO").parts).toEqual(["30.4113", "-87.2169"]);
});

it("the vCard has the hours in its note, in the card's language", () => {
  const { officeHours, inOffice, online, closed } = common.en.footer;
  expect(first(card("en"), "NOTE").value).toBe(`${officeHours}

${inOffice}
Monday, Wednesday, Friday: 8 AM – 5:30 PM
Tuesday, Thursday: 10 AM – 7 PM
Saturday: 9 AM – 1 PM
Sunday: ${closed}

${online}
Monday to Saturday: 7 AM – 9 PM
Sunday: ${closed}`);
  const es = card("es");
  expect(first(es, "NOTE").value).toContain("Lunes, miércoles, viernes: 8 a. m. – 5:30 p. m.");
  // No online hours, no online group.
  const inOfficeOnly = card("en", { ...config, hours: { ...config.hours, online: [] } });
  expect(first(inOfficeOnly, "NOTE").value).not.toContain(online);
  expect(first(es, "URL").value).toBe("https://lunaortiz-docs.com/es");
});

it("the vCard adds WhatsApp as a mobile number when it differs from the phone, and no pin without one", () => {
  const other = card("en");
  expect(prop(other, "TEL")).toMatchObject([
    { params: "TYPE=WORK,VOICE", value: "+18504327781" },
    { params: "TYPE=CELL", value: "+18504327790" },
  ]);
  expect(prop(other, "GEO")).toEqual([]);
  for (const whatsappE164 of [config.phoneE164, null])
    expect(prop(card("en", { ...config, whatsappE164 }), "TEL")).toHaveLength(1);
});

it("the vCard escapes text and folds long lines without splitting a character", () => {
  expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
  // Each line at most 75 octets (parseVCard checks), a two-byte ñ across the 75th.
  const officeName = `Sol; Servicios, Múltiples ${"ñ".repeat(100)}`;
  expect(first(card("es", { ...config, officeName }), "FN").value).toBe(officeName);
});

it("the newsletter's e-mail names the visitor's address wherever its body asks for it", () => {
  const body = "Please add {email}. Again: {email}";
  const link = new URL(
    subscriptionMailto("mailto:desk@example.com?x=1", " ana@example.org ", "Hi", body),
  );
  expect(link.pathname).toBe("desk@example.com");
  expect(link.searchParams.get("subject")).toBe("Hi");
  expect(link.searchParams.get("body")).toBe("Please add ana@example.org. Again: ana@example.org");
});
