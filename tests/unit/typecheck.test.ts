import { readFileSync, readdirSync } from "node:fs";
import { expect, it } from "vitest";

// `npm run check` type-checks the Node scripts too (JSDoc, `checkJs`); a declaration file beside
// a script would make tsc read it instead of the script, which would then go unchecked.
const tsconfig = JSON.parse(readFileSync("tsconfig.json", "utf8"));

it("type-checks the JavaScript files, not only the TypeScript ones", () =>
  expect(tsconfig.compilerOptions).toMatchObject({ allowJs: true, checkJs: true, strict: true }));

it("type-checks every module of scripts/ itself, with no declaration file over it", () => {
  const files = readdirSync("scripts");
  expect(files.filter((name) => /\.d\.m?ts$/.test(name))).toEqual([]);
  expect(files.filter((name) => name.endsWith(".mjs")).length).toBeGreaterThan(0);
});
