// `npm run preflight`: the launch check of app/build/preflight.ts (typed and unit-tested), loaded
// through Vite; exits non-zero while the owner's data holds a placeholder or unconfirmed value.
import { fileURLToPath } from "node:url";
import { createServer } from "vite";
const vite = await createServer({
  root: fileURLToPath(new URL("..", import.meta.url)),
  configFile: false,
  logLevel: "error",
  appType: "custom",
  server: { middlewareMode: true, hmr: false, watch: null },
  resolve: { alias: { "~": fileURLToPath(new URL("../app", import.meta.url)) } },
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const preflight = await vite.ssrLoadModule("/app/build/preflight.ts");
  const problems = preflight.currentLaunchProblems();
  console.log(preflight.formatLaunchReport(problems, preflight.currentOwnerQuestions()));
  process.exitCode = problems.length === 0 ? 0 : 1;
} finally {
  await vite.close();
}
