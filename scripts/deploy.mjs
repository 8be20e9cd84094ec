// `npm run deploy:cloudflare|netlify` (never run by the tests): the launch check, a fresh build,
// then build/client uploaded with the host's tool, on the owner's account (docs/publishing.md).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
/** netlify-cli 23 is the newest major whose `engines` allow Node 20; npx fetches it on first use. */
const netlifyCli = "netlify-cli@23.9.5";
const host = process.argv[2];
if (host !== "cloudflare" && host !== "netlify") {
  console.error("Usage: node scripts/deploy.mjs cloudflare|netlify");
  process.exit(2);
}
/** Runs a command, showing its output; stops here if it fails, telling the owner `failure`.
 * @param {string} command @param {string[]} args @param {string[]} failure lines */
function run(command, args, ...failure) {
  const { status, error } = spawnSync(command, args, { stdio: "inherit" });
  if (status === 0) return;
  if (error) console.error(error.message);
  console.error(`\n${failure.join("\n")}`);
  process.exit(status || 1);
}
run(
  process.execPath,
  ["scripts/preflight.mjs"],
  "Not published: the launch check above lists what to replace first (content/office.yaml).",
);
run("npm", ["run", "build"], "Not published: the build failed (see above).");
const { siteUrl } = JSON.parse(readFileSync("build/host-site.json", "utf8"));
if (host === "cloudflare") {
  // Pages project name: the domain without "www.", dots as dashes (www.example.com → example-com).
  const domain = new URL(siteUrl).hostname.replace(/^www\./, "");
  const project = process.env.CLOUDFLARE_PAGES_PROJECT ?? domain.replace(/\./g, "-");
  const wrangler = createRequire(import.meta.url).resolve("wrangler/bin/wrangler.js");
  const args = [wrangler, "pages", "deploy", "build/client", `--project-name=${project}`];
  run(
    process.execPath,
    [...args, "--branch=main", "--commit-dirty=true"],
    `Not published to Cloudflare Pages project "${project}". The first time:`,
    "  npx wrangler login                     (or set CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID)",
    `  npx wrangler pages project create ${project} --production-branch=main`,
    "then run npm run deploy:cloudflare again. See docs/publishing.md.",
  );
} else {
  run(
    "npx",
    ["--yes", netlifyCli, "deploy", "--prod", "--no-build", "--dir=build/client"],
    "Not published to Netlify. The first time:",
    `  npx ${netlifyCli} login        (or set NETLIFY_AUTH_TOKEN)`,
    `  npx ${netlifyCli} link         (or set NETLIFY_SITE_ID)`,
    "then run npm run deploy:netlify again. See docs/publishing.md.",
  );
}
console.log(`\nPublished. Check ${siteUrl} (docs/publishing.md, "After publishing").`);
