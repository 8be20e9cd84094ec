import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { imagePipeline } from "./app/images/pipeline";

// Unit tests only; pages are tested in a real browser by Playwright (tests/e2e).
export default defineConfig({
  plugins: [imagePipeline()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: { include: ["tests/unit/**/*.test.ts"], environment: "node" },
});
