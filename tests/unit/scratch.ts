import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect } from "vitest";
import { DataFileError } from "~/site/data-file";
import { fileWriter } from "../build/scratch-copy";

/** A folder of a test file's own, for the files it writes (`write`, as a scratch copy's);
 * removed after its tests. */
export function scratchDir(prefix: string) {
  const root = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  return { root, write: fileWriter(root) };
}

/** The message of the error `run` throws, which must be a `kind`; "" when it throws none. */
export function thrownMessage(run: () => unknown, kind: new (...args: never[]) => Error = Error) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(kind);
    return (error as Error).message;
  }
  return "";
}

/** What the build says of a data file: the message of the DataFileError `read` throws, or "". */
export const dataFileMessage = (read: () => unknown) => thrownMessage(read, DataFileError);
