/**
 * A scratch copy of the project, for tests that change a file the way the
 * owner would and then build and test that copy: the sources without what
 * git ignores (builds, reports), sharing this project's node_modules.
 */
import { spawn, spawnSync, type SpawnSyncReturns } from "node:child_process";
import { cpSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";

const root = process.cwd();

/** Folders never copied: dependencies (linked instead), history, and what builds and tests write. */
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

/** Copies the project into a new temporary folder and returns its path. */
export function scratchCopy(prefix: string): string {
  const copy = mkdtempSync(join(tmpdir(), prefix));
  cpSync(root, copy, { recursive: true, filter: (source) => !skipped.has(basename(source)) });
  symlinkSync(realpathSync(join(root, "node_modules")), join(copy, "node_modules"));
  return copy;
}

/** Removes a scratch copy. */
export function removeCopy(copy: string) {
  if (copy) rmSync(copy, { recursive: true, force: true });
}

/** Runs a Node script of the copy (or of a package it uses) there; returns its status and output. */
export function runNode(
  copy: string,
  args: string[],
  env: Record<string, string> = {},
): { status: number | null; output: string } {
  const result: SpawnSyncReturns<string> = spawnSync(process.execPath, args, {
    cwd: copy,
    encoding: "utf8",
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/** The same, without blocking this process (which may be serving the copy's build meanwhile). */
export function runNodeAsync(
  copy: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: copy, env: { ...process.env, ...env } });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, output }));
  });
}

/** Builds the copy into its own build/ folder, as `npm run build` does. */
export function buildCopy(copy: string) {
  return runNode(copy, ["node_modules/@react-router/dev/bin.js", "build"], {
    BUILD_DIR: "build",
    NODE_ENV: "production",
  });
}
