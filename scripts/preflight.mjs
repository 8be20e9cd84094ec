// npm run preflight: refuses to call the site ready to publish while the owner's
// data still holds a placeholder or an unconfirmed value. The checks live in
// app/build/preflight.ts (typed and unit-tested); this runner only loads that
// TypeScript module through Vite, prints the report and sets the exit code.
import { fileURLToPath } from "node:url";
import { createServer } from "vite";

const root = fileURLToPath(new URL("..", import.meta.url));

const vite = await createServer({
  root,
  configFile: false,
  logLevel: "error",
  appType: "custom",
  server: { middlewareMode: true, hmr: false, watch: null },
  resolve: { alias: { "~": fileURLToPath(new URL("../app", import.meta.url)) } },
  optimizeDeps: { noDiscovery: true, include: [] },
});

let problems;
try {
  const preflight = await vite.ssrLoadModule("/app/build/preflight.ts");
  problems = preflight.currentLaunchProblems();
  console.log(preflight.formatLaunchReport(problems, preflight.currentOwnerQuestions()));
} finally {
  await vite.close();
}
process.exitCode = problems.length === 0 ? 0 : 1;
