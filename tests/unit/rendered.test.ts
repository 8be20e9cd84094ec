import { createElement } from "react";
import { afterEach, expect, it } from "vitest";
import { BookingDropdown } from "~/components/Booking";
import { CallToAction } from "~/components/CallToAction";
import { PageSections } from "~/components/PageSections";
import { ContactLinks } from "~/components/layout/ContactLinks";
import { Footer } from "~/components/layout/Footer";
import { Header } from "~/components/layout/Header";
import { ServiceCard } from "~/components/ServiceCard";
import { common } from "~/content/common";
import { sitePage } from "~/content/pages";
import { officeConfig, type SiteConfig } from "~/site/config";
import { fill, whatsAppUrl } from "~/site/contact";
import { formatClockTime, formatPrice } from "~/site/format";
import { unbrokenNumbers } from "~/entry.server";
import { alternateConfig } from "../fixtures/alternate-config";
import { render } from "./render";

// Components that draw the office's facts, as the build renders them; facts set per case, restored.
const config = officeConfig as { -readonly [K in keyof SiteConfig]: SiteConfig[K] };
const shipped = { ...officeConfig };
afterEach(() => Object.assign(config, shipped));

const office = officeConfig.officeName;
const number = "+18504327790";
const cta = createElement(CallToAction, {
  id: "cta",
  title: "T",
  subtitle: "S",
  booking: "notary",
});
/** The WhatsApp links of some HTML, as their addresses. */
const chatLinks = (html: string) =>
  [...html.matchAll(/href="(https:\/\/wa\.me[^"]+)"/g)].map(([, href]) =>
    href!.replace(/&amp;/g, "&"),
  );
/** A spec page, given what it is about for WhatsApp (its file's `whatsApp`) for one case. */
const page = sitePage("TaxServices").text;
const words = structuredClone(page);
afterEach(() => Object.assign(page, structuredClone(words)));

it("WhatsApp links appear in the strip, the menu, the footer and the call to action, naming the page's service", () => {
  config.whatsappE164 = number;
  const service = "la preparación de impuestos";
  page.es.whatsApp = service;
  const chat = whatsAppUrl(number, fill(common.es.whatsApp.serviceMessage, { office, service }));
  const at = "/es/TaxServices";
  expect(chatLinks(render(at, createElement(Header)))).toEqual([chat, chat]);
  expect(chatLinks(render(at, createElement(Footer)))).toEqual([chat]);
  const block = render(at, cta);
  expect(chatLinks(block)).toEqual([chat]);
  expect(block).toContain('target="_blank" rel="noopener noreferrer"');
  expect(block).toContain(common.es.whatsApp.chat);
});

it("WhatsApp links say only hello on a page about no one service, and on an unknown path", () => {
  config.whatsappE164 = number;
  const text = (at: string) =>
    new URL(chatLinks(render(at, createElement(ContactLinks)))[0]!).searchParams.get("text");
  const hello = fill(common.en.whatsApp.message, { office });
  delete page.en.whatsApp;
  expect(text("/TaxServices")).toBe(hello);
  expect(text("/no-such-page")).toBe(hello);
});

it("WhatsApp links render nothing at all when the facts have no WhatsApp number", () => {
  config.whatsappE164 = null;
  for (const element of [createElement(Header), createElement(Footer), cta])
    expect(render("/es/TaxServices", element)).not.toMatch(/wa\.me|WhatsApp/);
});

// Prices are optional, per service (`prices`): shown as "From $X" where set, nowhere else.
const card = createElement(ServiceCard, {
  card: { title: "Card", description: "Words", booking: "idCertification" },
});
const list = createElement(BookingDropdown, {
  label: "Book",
  context: "Card",
  options: [
    { title: "One", booking: "apostille" },
    { title: "Two", booking: "notary" },
  ],
});
const priceLabel = (locale: "en" | "es", dollars: number) =>
  common[locale].priceFrom.replace("{price}", formatPrice(dollars));

it("prices show on a card and in a booking list where the facts set them, in the page's language", () => {
  config.prices = alternateConfig.prices;
  const [own, listed] = alternateConfig.prices;
  for (const [at, locale] of [
    ["/NotaryPublic", "en"],
    ["/es/NotaryPublic", "es"],
  ] as const) {
    expect(render(at, card)).toContain(priceLabel(locale, own!.from));
    const html = render(at, list);
    expect(html).toContain(priceLabel(locale, listed!.from));
    expect(html.match(/data-price=/g)).toHaveLength(1);
  }
  expect(formatPrice(1200)).toBe("$1,200");
});

it("prices show nowhere while none is set", () => {
  config.prices = [];
  for (const html of [render("/", card), render("/", list)]) {
    expect(html).not.toContain("data-price");
    expect(html).not.toContain(priceLabel("en", 0).replace("$0", ""));
  }
});

it("testimonials draw their section while the office has some to show, and none without", () => {
  // A page whose only section is the office's testimonials, under a title of the test's.
  const home = sitePage("Home");
  const section = { type: "testimonials", id: "quotes", title: "Said of us" } as const;
  const text = { ...home.text.es, sections: [section] };
  const page = { ...home, text: { ...home.text, es: text } };
  const html = () => render("/es", createElement(PageSections, { page }));
  config.testimonials = alternateConfig.testimonials;
  expect(html()).toContain(section.title);
  config.testimonials = [];
  expect(html()).not.toContain(section.title);
  expect(html()).not.toContain(`id="${section.id}"`);
});

it("the footer puts each time in a <time>, which app.css keeps on one line, and a lunch break on one row", () => {
  const days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const;
  const morning = { days, opens: "09:30", closes: "12:00" };
  const afternoon = { days, opens: "13:00", closes: "17:00" };
  // Listed afternoon first: the row puts the morning first all the same.
  config.hours = { office: [afternoon, morning], online: [] };
  const row = /<dd>(.*?)<\/dd>/.exec(render("/es", createElement(Footer)))![1]!;
  const times = (at: string) => `<time dateTime="${at}">${formatClockTime(at, "es")}</time>`;
  expect(row).toBe(`${times("09:30")} – ${times("12:00")}, ${times("13:00")} – ${times("17:00")}`);
});

it("a page keeps each form's and rule's number, a phone's last digits, EE. UU. and a dash's word on one line, and leaves scripts, titles and attributes as they are", () => {
  const page = `<title>W-7</title><p title="I-765">Form <!-- -->I-765 or 1099-NEC (Rule 10-2.1, EE. UU., 8 CFR 103.2(b)(3)): (305) 555-0142 —muy poco— y</p><script>if (a<b && c>d) x = "SS-5"</script>`;
  const kept = (number: string) => `<span class="whitespace-nowrap">${number}</span>`;
  expect(unbrokenNumbers(page)).toBe(
    `<title>W-7</title><p title="I-765"><span>Form <!-- -->${kept("I-765")} or ${kept("1099-NEC")} (Rule ${kept("10-2.1")}, ${kept("EE. UU.")}, 8 CFR ${kept("103.2(b)(3)")}): (305) ${kept("555-0142")} ${kept("—muy")} ${kept("poco—")} y</span></p><script>if (a<b && c>d) x = "SS-5"</script>`,
  );
});
