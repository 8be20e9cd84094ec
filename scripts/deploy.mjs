// npm run deploy:cloudflare / npm run deploy:netlify: the launch check, a
// fresh build, then the upload of build/client with the host's own tool,
// on the owner's account (docs/publishing.md). Never run by the tests.
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

/**
 * Runs a command in the project, showing its output; stops here if it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {string} failure what to tell the owner when it fails
 */
function run(command, args, failure) {
  const { status, error } = spawnSync(command, args, { stdio: "inherit" });
  if (status !== 0) {
    if (error) console.error(error.message);
    console.error(`\n${failure}`);
    process.exit(status || 1);
  }
}

run(
  process.execPath,
  ["scripts/preflight.mjs"],
  "Not published: the launch check above lists what to replace first (content/office.yaml).",
);
run("npm", ["run", "build"], "Not published: the build failed (see above).");

const { siteUrl } = JSON.parse(readFileSync("build/host-site.json", "utf8"));
const domain = new URL(siteUrl).hostname;

if (host === "cloudflare") {
  // A Pages project name: the domain without "www.", dots as dashes (www.example.com → example-com).
  const project =
    process.env.CLOUDFLARE_PAGES_PROJECT ?? domain.replace(/^www\./, "").replace(/\./g, "-");
  const wrangler = createRequire(import.meta.url).resolve("wrangler/bin/wrangler.js");
  run(
    process.execPath,
    [
      wrangler,
      "pages",
      "deploy",
      "build/client",
      `--project-name=${project}`,
      "--branch=main",
      "--commit-dirty=true",
    ],
    [
      `Not published to Cloudflare Pages project "${project}". The first time:`,
      "  npx wrangler login                     (or set CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID)",
      `  npx wrangler pages project create ${project} --production-branch=main`,
      "then run npm run deploy:cloudflare again. See docs/publishing.md.",
    ].join("\n"),
  );
} else {
  run(
    "npx",
    ["--yes", netlifyCli, "deploy", "--prod", "--no-build", "--dir=build/client"],
    [
      "Not published to Netlify. The first time:",
      `  npx ${netlifyCli} login        (or set NETLIFY_AUTH_TOKEN)`,
      `  npx ${netlifyCli} link         (or set NETLIFY_SITE_ID)`,
      "then run npm run deploy:netlify again. See docs/publishing.md.",
    ].join("\n"),
  );
}
console.log(`\nPublished. Check ${siteUrl} (docs/publishing.md, "After publishing").`);
