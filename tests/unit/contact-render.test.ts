import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { CallToAction } from "~/components/CallToAction";
import { ContactLinks } from "~/components/layout/ContactLinks";
import { Footer } from "~/components/layout/Footer";
import { Header } from "~/components/layout/Header";
import { officeConfig } from "~/site/config";

/** Renders a component as the build does, at a path. */
function render(path: string, element: ReactElement) {
  return renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [path] }, element));
}

const cta = createElement(CallToAction, { title: "T", subtitle: "S", booking: "notary" });
const config = officeConfig as { whatsappE164: string | null };
const shipped = config.whatsappE164;

afterEach(() => {
  config.whatsappE164 = shipped;
});

describe("WhatsApp links", () => {
  it("appear in the strip, the menu, the footer and the call to action", () => {
    const header = render("/es/NotaryPublic", createElement(Header));
    expect(header.match(/href="https:\/\/wa\.me\/13055550142\?text=/g)).toHaveLength(2);
    expect(render("/es/NotaryPublic", createElement(Footer))).toContain("https://wa.me/");
    const block = render("/es/NotaryPublic", cta);
    const href = block.match(/href="(https:\/\/wa\.me[^"]+)"/)![1]!.replace(/&amp;/g, "&");
    expect(new URL(href).searchParams.get("text")).toBe(
      "Hola, Sol Multiservices. Quisiera información sobre los servicios de Notary Public.",
    );
    expect(block).toContain('target="_blank" rel="noopener noreferrer"');
    expect(block).toContain("Escríbanos por WhatsApp");
  });

  it("name the service of the page, and none elsewhere", () => {
    const text = (path: string) => {
      const href = render(path, createElement(ContactLinks)).match(
        /href="(https:\/\/wa\.me[^"]+)"/,
      )![1]!;
      return new URL(href.replace(/&amp;/g, "&")).searchParams.get("text");
    };
    expect(text("/TaxServices")).toBe(
      "Hello Sol Multiservices, I would like information about tax preparation.",
    );
    expect(text("/Blog")).toBe("Hello Sol Multiservices, I would like some information.");
    expect(text("/no-such-page")).toBe("Hello Sol Multiservices, I would like some information.");
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
    expect(header).toContain("1234 Example Avenue, Suite 100<br/>Miami, FL 33101");
    expect(header).toContain("https://www.google.com/maps/dir/?api=1&amp;destination=");
    expect(header).toContain("https://maps.apple.com/?daddr=");
    const footer = render("/es", createElement(Footer));
    expect(footer).toContain("<address");
    expect(footer).toContain('href="/es/contact.vcf"');
    expect(footer).toContain("Guardar contacto");
    expect(render("/", createElement(Footer))).toContain('href="/contact.vcf"');
  });

  it("carry the open-now words, not the status itself, in the strip", () => {
    const header = render("/es", createElement(Header));
    expect(header).toContain('data-open="Abierto ahora · cierra a las {time}"');
    expect(header).toMatch(/<p data-open-status=""[^>]*><\/p>/);
  });
});
