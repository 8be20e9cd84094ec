/**
 * A scratch copy of the project for tests that change its files the way an
 * owner would and build it: the sources are copied (not the builds, git or
 * test output), node_modules is linked, and the generated pictures come along
 * so the image pipeline only draws what changed.
 */
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { pageFile } from "../../app/build/host-files";

const skipped = new Set([
  "node_modules",
  ".git",
  "build",
  "test-results",
  "playwright-report",
  "screenshots",
  ".lighthouse",
  ".probe",
  ".react-router",
]);

export interface ScratchCopy {
  /** The copy's folder. */
  dir: string;
  /** Builds the copy; returns the build's exit status and output. */
  build(): { status: number | null; output: string };
  /** A page of the copy's build, as the host publishes it (`/es/Blog` → `es/Blog.html`). */
  page(path: string): string;
  /** A file of the copy's published folder (`sitemap.xml`). */
  published(path: string): string;
  /** Runs a Node script of the copy (or of a package it uses) in the copy, waiting for it. */
  run(args: string[], env?: Record<string, string>): { status: number | null; output: string };
  /** The same without blocking this process, which may be serving the copy's build meanwhile. */
  runAsync(
    args: string[],
    env?: Record<string, string>,
  ): Promise<{ status: number | null; output: string }>;
  /** Deletes the copy. */
  remove(): void;
}

/** Copies the project (the current folder) into a new temporary folder. */
export function scratchCopy(prefix: string): ScratchCopy {
  const root = process.cwd();
  const dir = mkdtempSync(join(tmpdir(), prefix));
  // Only the project's own top-level folders are skipped: tests/build is a source.
  const copied = (source: string) => !skipped.has(relative(root, source).split(sep)[0] ?? "");
  cpSync(root, dir, { recursive: true, filter: copied });
  symlinkSync(realpathSync(join(root, "node_modules")), join(dir, "node_modules"));
  const published = (path: string) => readFileSync(join(dir, "build/client", path), "utf8");
  const run: ScratchCopy["run"] = (args, env = {}) => {
    const result = spawnSync(process.execPath, args, {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, ...env },
      maxBuffer: 64 * 1024 * 1024,
    });
    return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
  };
  return {
    dir,
    build: () =>
      run(["node_modules/@react-router/dev/bin.js", "build"], {
        BUILD_DIR: "build",
        NODE_ENV: "production",
      }),
    run,
    runAsync: (args, env = {}) =>
      new Promise((resolve, reject) => {
        const child = spawn(process.execPath, args, { cwd: dir, env: { ...process.env, ...env } });
        let output = "";
        child.stdout.on("data", (chunk: Buffer) => (output += chunk));
        child.stderr.on("data", (chunk: Buffer) => (output += chunk));
        child.on("error", reject);
        child.on("close", (status) => resolve({ status, output }));
      }),
    page: (path) => published(pageFile(path)),
    published,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
