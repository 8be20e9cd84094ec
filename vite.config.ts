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
  build: { assetsInlineLimit: 0 },
});
