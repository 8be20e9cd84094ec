import { createElement, type ReactElement } from "react";
import { staticPage } from "~/site/page-registry";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { CallToAction } from "~/components/CallToAction";
import { ContactLinks } from "~/components/layout/ContactLinks";
import { Footer } from "~/components/layout/Footer";
import { Header } from "~/components/layout/Header";
import { common } from "~/content/shared";
import { officeConfig } from "~/site/config";
import { addressLines, fill, whatsAppUrl } from "~/site/contact";
import { escapeHtml } from "./html";

/** Renders a component as the build does, at a path. */
function render(path: string, element: ReactElement) {
  return renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [path] }, element));
}

const cta = createElement(CallToAction, { title: "T", subtitle: "S", booking: "notary" });
const config = officeConfig as { whatsappE164: string | null };
const shipped = config.whatsappE164;
const office = officeConfig.officeName;
/** The WhatsApp links of some HTML, as their addresses. */
const chatLinks = (html: string) =>
  [...html.matchAll(/href="(https:\/\/wa\.me[^"]+)"/g)].map(([, href]) =>
    href!.replace(/&amp;/g, "&"),
  );

afterEach(() => {
  config.whatsappE164 = shipped;
});

describe("WhatsApp links", () => {
  it("appear in the strip, the menu, the footer and the call to action", () => {
    config.whatsappE164 = "+18504327790";
    const words = common.es.whatsApp;
    const message = fill(words.serviceMessage, {
      office,
      service: staticPage("NotaryPublic").whatsAppTopic!.es,
    });
    const chat = whatsAppUrl("+18504327790", message);
    expect(chatLinks(render("/es/NotaryPublic", createElement(Header)))).toEqual([chat, chat]);
    expect(chatLinks(render("/es/NotaryPublic", createElement(Footer)))).toEqual([chat]);
    const block = render("/es/NotaryPublic", cta);
    expect(chatLinks(block)).toEqual([chat]);
    expect(block).toContain('target="_blank" rel="noopener noreferrer"');
    expect(block).toContain(words.chat);
  });

  it("name the service of the page, and none elsewhere", () => {
    const text = (path: string) => {
      const href = render(path, createElement(ContactLinks)).match(
        /href="(https:\/\/wa\.me[^"]+)"/,
      )![1]!;
      return new URL(href.replace(/&amp;/g, "&")).searchParams.get("text");
    };
    config.whatsappE164 = "+18504327790";
    const words = common.en.whatsApp;
    expect(text("/TaxServices")).toBe(
      fill(words.serviceMessage, { office, service: staticPage("TaxServices").whatsAppTopic!.en }),
    );
    expect(text("/TaxServices")).toMatch(
      /^Hello .+, I would like information about tax preparation\.$/,
    );
    expect(text("/Blog")).toBe(fill(words.message, { office }));
    expect(text("/no-such-page")).toBe(fill(words.message, { office }));
  });

  it("render nothing at all when the config has no WhatsApp number", () => {
    config.whatsappE164 = null;
    for (const element of [createElement(Header), createElement(Footer), cta]) {
      const html = render("/es/NotaryPublic", element);
      expect(html).not.toContain("wa.me");
      expect(html).not.toContain("WhatsApp");
    }
  });
});

describe("address and Save contact", () => {
  it("show the address with directions in the menu and the footer, and link the vCard", () => {
    const header = render("/es", createElement(Header));
    expect(header).toContain(addressLines(officeConfig.address).map(escapeHtml).join("<br/>"));
    expect(header).toContain("https://www.google.com/maps/dir/?api=1&amp;destination=");
    expect(header).toContain("https://maps.apple.com/?daddr=");
    const footer = render("/es", createElement(Footer));
    expect(footer).toContain("<address");
    expect(footer).toContain('href="/es/contact.vcf"');
    expect(footer).toContain(common.es.saveContact);
    expect(render("/", createElement(Footer))).toContain('href="/contact.vcf"');
  });

  it("carry the open-now words, not the status itself, in the strip", () => {
    const header = render("/es", createElement(Header));
    expect(header).toContain(`data-open="${common.es.openStatus.open}"`);
    expect(header).toMatch(/<p data-open-status=""[^>]*><\/p>/);
  });
});
