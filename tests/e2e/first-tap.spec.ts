import { expect, test } from "@playwright/test";
import { sitePage } from "../../app/content/pages";
import { resolvePath } from "../../app/site/pages";
import {
  phoneContext,
  tapAtFirstPaint,
  tapWhenSiteScriptStarts,
} from "../../scripts/first-tap.mjs";
import { bookingLinksOf } from "./page-file";

// A visitor on a cheap phone with a weak signal taps as soon as the page shows: each control must
// open on that first tap, script or no script (how fast is measured by `npm run audit`).
for (const javaScriptEnabled of [true, false])
  test.describe(javaScriptEnabled ? "on a phone" : "on a phone, without JavaScript", () => {
    test.use({ ...phoneContext, javaScriptEnabled });

    for (const path of ["/es/Immigration", "/NotaryPublic", "/"])
      test(`${path}: menu, language and booking open on the first tap at DOMContentLoaded`, async ({
        page,
      }) => {
        const taps = await tapAtFirstPaint(page, path);
        const names = taps.map((t) => t.name);
        expect(names.slice(0, 2)).toEqual(["menu", "language"]);
        // A booking control whenever the page's file has one (other outbound links count too).
        const { page: id, locale } = resolvePath(path);
        if (bookingLinksOf(sitePage(id), locale).length) expect(names).toContain("booking");
        // Each opens on the first tap, and Escape closes it (the name says which failed).
        for (const tap of taps)
          expect(tap).toMatchObject({ name: tap.name, opened: true, closedByEscape: true });
      });

    // And the moment the site script starts, with the work it leaves for the next frames pending:
    // the menu still opens on that tap (≤ 100 ms on the slowed phone, measured by `npm run audit`).
    if (javaScriptEnabled)
      for (const path of ["/es/Immigration", "/"])
        test(`${path}: the menu opens on a tap the moment the site script starts`, async ({
          page,
        }) => {
          // A time in ms: the tap and the opening were both seen.
          const tap = await tapWhenSiteScriptStarts(page, path);
          expect(tap).toMatchObject({ opened: true, ms: expect.any(Number) });
        });
  });
