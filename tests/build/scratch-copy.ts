// A scratch copy of the project, for tests that change its files as an owner would and build it:
// sources copied (not builds, git or test output), node_modules linked, generated pictures kept
// (public/assets/images), so only changes are redrawn.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve, sep } from "node:path";
import { pageFile } from "../../app/build/host-files";

/** Writes files under `root` (a path from there, or absolute), their folders too (an owner may
 * have deleted every article); null removes one. */
export const fileWriter = (root: string) => (path: string, data: string | Buffer | null) => {
  const file = resolve(root, path);
  mkdirSync(dirname(file), { recursive: true });
  if (data === null) rmSync(file, { force: true });
  else writeFileSync(file, data);
};

/** The project's own top-level folders that are not copied: dependencies, git, builds, test output. */
const skipped =
  /^(node_modules|\.git|build|test-results|playwright-report|screenshots|\.lighthouse|\.probe|\.react-router)$/;

/** Copies the project (the current folder) into a new temporary folder. */
export function scratchCopy(prefix: string) {
  const root = process.cwd();
  const dir = mkdtempSync(join(tmpdir(), prefix));
  // Only top-level folders are skipped: tests/build is a source.
  const copied = (source: string) => !skipped.test(relative(root, source).split(sep)[0] ?? "");
  cpSync(root, dir, { recursive: true, filter: copied });
  symlinkSync(realpathSync(join(root, "node_modules")), join(dir, "node_modules"));
  /** A file of the copy's published folder (`sitemap.xml`). */
  const published = (path: string) => readFileSync(join(dir, "build/client", path), "utf8");
  /** Runs a Node script of the copy (or of a package it uses) in the copy, building into and
   * checking its build/; its status and output. */
  const run = (args: string[], env: Record<string, string> = {}) => {
    const result = spawnSync(process.execPath, args, {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, BUILD_DIR: "build", ...env },
      maxBuffer: 64 * 1024 * 1024,
    });
    return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
  };
  return {
    dir,
    build: () =>
      run(["node_modules/@react-router/dev/bin.js", "build"], { NODE_ENV: "production" }),
    run,
    /** A page of the copy's build, as the host publishes it (`/es/Blog` → `es/Blog.html`). */
    page: (path: string) => published(pageFile(path)),
    published,
    /** Writes a file of the copy. */
    write: fileWriter(dir),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export type ScratchCopy = ReturnType<typeof scratchCopy>;
