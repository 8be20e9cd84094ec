import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { siteScript } from "./app/client/vite-plugin";
import { articleFiles } from "./app/blog/vite-plugin";
import { imagePipeline } from "./app/build/image-pipeline";

export default defineConfig({
  plugins: [imagePipeline(), siteScript(), articleFiles(), tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    assetsInlineLimit: 0,
    // React Router's client scripts, which no page loads (the build removes them: static-host.ts),
    // hold build-time code: its size and its Node modules are not worth a warning.
    chunkSizeWarningLimit: Infinity,
    rolldownOptions: {
      onLog: (level, log, handler) =>
        log.message.includes("externalized for browser compatibility") || handler(level, log),
    },
  },
});
