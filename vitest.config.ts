import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { articleFiles } from "./app/content/blog/vite-plugin";
import { imagePipeline } from "./app/images/pipeline";

// Unit tests, and tests that build a scratch copy of the project (tests/build); pages
// are tested in a real browser by Playwright (tests/e2e).
export default defineConfig({
  plugins: [imagePipeline(), articleFiles()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: { include: ["tests/unit/**/*.test.ts", "tests/build/**/*.test.ts"], environment: "node" },
});
