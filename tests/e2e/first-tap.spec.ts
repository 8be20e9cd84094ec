import { expect, test } from "@playwright/test";
import { phoneContext, tapAtFirstPaint } from "../../scripts/first-tap.mjs";

// A visitor on a cheap phone with a weak signal taps as soon as the page
// shows: each control must open on that first tap, script or no script.
// (How fast is measured by `npm run audit`, not asserted here.)
for (const path of ["/es/Immigration", "/NotaryPublic", "/"]) {
  for (const javaScriptEnabled of [true, false]) {
    test(`${path}: menu, language and booking open on the first tap at DOMContentLoaded${javaScriptEnabled ? "" : " (no JavaScript)"}`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ ...phoneContext, javaScriptEnabled });
      const page = await context.newPage();
      const taps = await tapAtFirstPaint(page, `${baseURL}${path}`);
      expect(taps.map((t) => t.name)).toEqual(["menu", "language", "booking"]);
      for (const tap of taps) {
        expect(tap.opened, `${tap.name} opens on the first tap`).toBe(true);
        expect(tap.closedByEscape, `Escape closes ${tap.name}`).toBe(true);
      }
      await context.close();
    });
  }
}
