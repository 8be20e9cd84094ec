// Temporary: vitest.config.ts (the lead's half of issue 15) still imports the
// plugin from here. Delete this file once that import names app/blog/vite-plugin.
export { articleFiles } from "../../blog/vite-plugin";
