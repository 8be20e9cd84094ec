import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { articleFiles } from "./app/blog/vite-plugin";
import { imagePipeline } from "./app/build/image-pipeline";

// Two projects: `unit` (tests/unit: logic, content and config, no build, seconds) and
// `build` (tests/build: scratch copies of the project, changed the way the owner
// would change them, then built and checked). Pages are tested in a real browser
// by Playwright (tests/e2e).
export default defineConfig({
  plugins: [imagePipeline(), articleFiles()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    environment: "node",
    projects: [
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.ts"] } },
      { extends: true, test: { name: "build", include: ["tests/build/**/*.test.ts"] } },
    ],
  },
});
