import { expect, test } from "@playwright/test";
import { localeOfPath } from "../../app/site/locales";
import { allPages, axeViolations, expectNoProblems, watchForProblems } from "./support";

// Internal URLs already confirmed to answer 200, shared by the tests of one worker.
const resolved = new Set<string>();

test.use({ reducedMotion: "reduce" });

for (const { page: pageId, locale, path } of allPages) {
  test(`${path} (${pageId}, ${locale}) is complete, accessible and self-contained`, async ({
    page,
    request,
  }) => {
    const problems = await watchForProblems(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(path);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.locator("h1")).toHaveCount(1);

    // The words are in the prerendered HTML, not added by JavaScript.
    const raw = await (await request.get(path)).text();
    const h1 = (await page.locator("h1").innerText()).trim();
    const firstWords = h1.split(/\s+/).slice(0, 3).join(" ");
    expect(
      raw
        .replace(/<[^>]+>/g, "")
        .replace(/&amp;/g, "&")
        .replace(/&#x27;/g, "'"),
    ).toContain(firstWords);

    expect(await axeViolations(page), "axe at 1280 px").toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await axeViolations(page), "axe at 390 px").toEqual([]);

    // Every outbound link opens a new tab with no opener and no referrer.
    const outbound = await page.locator('a[href^="http"]').evaluateAll((links) =>
      links.map((a) => ({
        href: a.getAttribute("href"),
        target: a.getAttribute("target"),
        rel: a.getAttribute("rel"),
      })),
    );
    for (const link of outbound)
      expect(link, link.href ?? "").toMatchObject({ target: "_blank", rel: "noopener noreferrer" });

    // Every internal link answers 200, in the page's language.
    const internal = await page
      .locator('a[href^="/"]')
      .evaluateAll((links) =>
        links.map((a) => ({ href: a.getAttribute("href")!, hreflang: a.getAttribute("hreflang") })),
      );
    for (const { href, hreflang } of internal) {
      const target = href.split("#")[0]!;
      if (!hreflang)
        expect(localeOfPath(target.split("?")[0]!), `${href} stays in ${locale}`).toBe(locale);
      if (resolved.has(target)) continue;
      expect((await request.get(target)).status(), href).toBe(200);
      resolved.add(target);
    }
    expectNoProblems(problems);
  });
}
