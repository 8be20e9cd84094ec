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

const { siteUrl } = officeConfig;
const outbound = (href: string) => `href="${href}" target="_blank" rel="noopener noreferrer"`;

it.each([
  // A page of the site, in the reader's language.
  ["See [our tax services](/TaxServices).", "/es/Blog", 'href="/es/TaxServices"'],
  ["See [taxes](/TaxServices).", "/Blog", 'href="/TaxServices"'],
  // A page by the site's whole address (pasted from the browser), as the site's own links.
  [`See [taxes](${siteUrl}/es/TaxServices#faq).`, "/es/Blog", 'href="/es/TaxServices#faq"'],
  // A file of the site is no page: it stays an address.
  [`[Card](${siteUrl}/contact.vcf)`, "/es/Blog", `href="${siteUrl}/contact.vcf"`],
  // Another site opens in a new tab, without referrer.
  ["[IRS](https://www.irs.gov)", "/es/Blog", outbound("https://www.irs.gov")],
  // An address typed by hand without https:// or mailto: (the editor's Markdown mode) is completed,
  // in any capitals, and http:// (running text's "www.irs.gov" too) made https://.
  ["[IRS](www.irs.gov/itin)", "/es/Blog", outbound("https://www.irs.gov/itin")],
  ["[USCIS](uscis.gov)", "/es/Blog", 'href="https://uscis.gov"'],
  ["[Write](info@example.com)", "/es/Blog", 'href="mailto:info@example.com"'],
  ["[ITIN](ItinServices#faq)", "/es/Blog", 'href="/es/ItinServices#faq"'],
  ["[IRS](HTTPS://www.irs.gov)", "/es/Blog", outbound("https://www.irs.gov")],
  ["[IRS](http://www.irs.gov)", "/es/Blog", outbound("https://www.irs.gov")],
  ["[IRS](//www.irs.gov)", "/es/Blog", outbound("https://www.irs.gov")],
  ["www.irs.gov", "/es/Blog", outbound("https://www.irs.gov")],
])("renders %j, on %s, with %s", (markdown, path, html) => {
  expect(render(markdown, path)).toContain(html);
});

it("links the site's whole address to the home page, in the same tab", () =>
  expect(render(`[Home](${siteUrl})`, "/Blog")).toMatch(/href="\/"(?! target)/));

it.each(["javascript:alert(1)", "see the IRS", "305 555 0142", "W-7.pdf", "tel:", "#", "#fees"])(
  "fails, naming the file and line, on a link to %j, which leads nowhere",
  (url) =>
    expect(() => render(`Text.\n\n[Here](<${url}>)`)).toThrow(
      `Guide.es.md, line 5: the link "${url}" leads nowhere`,
    ),
);

it("shows the words alone of a link to a page the site no longer has", () => {
  const html = render("See [the old page](/OldPage) or [the blog](/es/%42log?from=x#taxes).");
  expect(html).toContain("See the old page or <a");
  expect(html).toContain('href="/es/Blog#taxes"');
});

it("numbers the steps and titles the alert box, its text under the title", () => {
  const steps = "1. **Sign**\n\n   Sign it.\n\n2. **Mail**\n\n   Mail it.";
  const html = render(`${steps}\n\n:::alert[Careful]\nKeep a copy.\n:::`);
  const numbers = html.matchAll(/<li class="[^"]*"><span aria-hidden="true"[^>]*>(\d+)<\/span>/g);
  expect([...numbers].map(([, n]) => n)).toEqual(["1", "2"]);
  expect(html).toContain('<aside aria-label="Careful"');
  expect(html).toMatch(
    /<p class="font-bold text-ink-900">Careful<\/p><div[^>]*><p>Keep a copy\.<\/p><\/div><\/div><\/aside>/,
  );
});

it("fills in {officeName}", () => {
  const paragraph = createElement("p", null, `${officeConfig.officeName} types your forms.`);
  expect(render("{officeName} types your forms.")).toContain(renderAt("/", paragraph));
});
