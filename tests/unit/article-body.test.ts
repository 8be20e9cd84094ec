import { createElement } from "react";
import { expect, it } from "vitest";
import { ArticleBody } from "~/components/blog/ArticleBody";
import { prepareBody } from "~/blog/bodies";
import { readArticleSource } from "~/blog/markdown";
import { officeConfig } from "~/site/config";
import { render as renderAt } from "./render";

/** An article body as the article page renders it, at a path of the site. */
function render(markdown: string, path = "/es/Blog") {
  const { body } = readArticleSource("Guide.es.md", `---\n---\n${markdown}`);
  return renderAt(path, createElement(ArticleBody, { body: prepareBody("Guide.es.md", body) }));
}

it("links to a page of the site in the reader's language", () => {
  expect(render("See [our tax services](/TaxServices).")).toContain('href="/es/TaxServices"');
  expect(render("See [taxes](/TaxServices).", "/Blog")).toContain('href="/TaxServices"');
});

it("links a page by the site's whole address (pasted from the browser) as the site's own links", () => {
  const { siteUrl } = officeConfig;
  expect(render(`See [taxes](${siteUrl}/es/TaxServices#faq).`)).toContain(
    'href="/es/TaxServices#faq"',
  );
  expect(render(`[Home](${siteUrl})`, "/Blog")).toMatch(/href="\/"(?! target)/);
  // A file of the site is no page: it stays an address.
  expect(render(`[Card](${siteUrl}/contact.vcf)`)).toContain(`href="${siteUrl}/contact.vcf"`);
});

it("opens another site in a new tab, without referrer", () => {
  expect(render("[IRS](https://www.irs.gov)")).toContain(
    'href="https://www.irs.gov" target="_blank" rel="noopener noreferrer"',
  );
});

it("completes an address typed by hand without https:// or mailto: (the editor's Markdown mode)", () => {
  expect(render("[IRS](www.irs.gov/itin)")).toContain(
    'href="https://www.irs.gov/itin" target="_blank"',
  );
  expect(render("[USCIS](uscis.gov)")).toContain('href="https://uscis.gov"');
  expect(render("[Write](info@example.com)")).toContain('href="mailto:info@example.com"');
  expect(render("[ITIN](ItinServices#faq)")).toContain('href="/es/ItinServices#faq"');
  // In any capitals, and http:// (running text's "www.irs.gov" too) made https://.
  for (const typed of [
    "[IRS](HTTPS://www.irs.gov)",
    "[IRS](http://www.irs.gov)",
    "[IRS](//www.irs.gov)",
    "www.irs.gov",
  ])
    expect(render(typed), typed).toContain('href="https://www.irs.gov" target="_blank"');
});

it.each(["javascript:alert(1)", "see the IRS", "305 555 0142", "W-7.pdf", "tel:", "#"])(
  "fails, naming the file and line, on a link to %j, which leads nowhere",
  (url) => {
    expect(() => render(`Text.\n\n[Here](<${url}>)`)).toThrow(
      `Guide.es.md, line 5: the link "${url}" leads nowhere`,
    );
  },
);

it("shows the words alone of a link to a page the site no longer has", () => {
  const html = render("See [the old page](/OldPage) or [the blog](/es/%42log?from=x#taxes).");
  expect(html).toContain("See the old page or <a");
  expect(html).toContain('href="/es/Blog#taxes"');
});

it("numbers the steps and titles the alert box", () => {
  const html = render("1. **Sign**\n\n   Sign it.\n\n:::alert[Careful]\nKeep a copy.\n:::");
  expect(html).toMatch(/<li class="[^"]*"><span aria-hidden="true"[^>]*>1<\/span>/);
  expect(html).toContain('<aside aria-label="Careful"');
  expect(html).toMatch(/<p class="font-bold text-ink-900">Careful<\/p>/);
});

it("fills in {officeName}", () => {
  const paragraph = createElement("p", null, `${officeConfig.officeName} types your forms.`);
  expect(render("{officeName} types your forms.")).toContain(renderAt("/", paragraph));
});
