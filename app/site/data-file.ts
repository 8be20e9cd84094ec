// The owner's YAML files, checked by zod; paths from `process.cwd()`, so a copy builds its own.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import type { z } from "zod";
import { textsAt } from "./fact-names";

// Told once in the build's log, though each of its steps reads the content again.
const warnings = Symbol.for("site.warnings");
const warned: Set<string> = ((globalThis as { [warnings]?: Set<string> })[warnings] ??= new Set());
/** Tells the build's log what it went on without, once. */
export function warnOnce(message: string) {
  if (!warned.has(message)) console.warn(message);
  warned.add(message);
}

/** Thrown when a content file is missing, is not YAML, or holds a value the site cannot publish. */
export class DataFileError extends Error {
  constructor(file: string, problems: readonly string[]) {
    super(`${file} cannot be published:\n${problems.map((p) => `  - ${file}: ${p}`).join("\n")}`);
    this.name = "DataFileError";
  }
}

/** `hours.office[0].opens` from zod's `["hours", "office", 0, "opens"]`. */
export const fieldName = (path: readonly PropertyKey[]): string =>
  path
    .map((key, i) => (typeof key === "number" ? `[${key}]` : (i ? "." : "") + String(key)))
    .join("");

/** Every text inside a value, with its field's name: `[["hero.title", "Welcome"], …]`. */
const textFields = (value: unknown): [string, string][] =>
  textsAt(value).map(([path, text]) => [fieldName(path), text]);

/** Every problem of a value against a schema, each naming its field; empty when it is valid. */
export const schemaProblems = (schema: z.ZodType, value: unknown): string[] =>
  (schema.safeParse(value).error?.issues ?? []).map((issue) =>
    issue.path.length > 0 ? `${fieldName(issue.path)}: ${issue.message}` : issue.message,
  );

/** The parsed YAML of a file under the project root; fails naming a missing or broken file. */
export function readYaml(file: string, root = process.cwd()): unknown {
  const path = join(root, file);
  if (!existsSync(path)) throw new DataFileError(file, ["the file is missing"]);
  try {
    return parse(readFileSync(path, "utf8"));
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw new DataFileError(file, [`not valid YAML: ${reason}`]);
  }
}

/** A value checked by `schema`, as read from `file`; a DataFileError names each bad field. */
export function checkedData<T extends z.ZodType>(file: string, schema: T, value: unknown) {
  const result = schema.safeParse(value);
  if (!result.success) throw new DataFileError(file, schemaProblems(schema, value));
  return result.data;
}

/** A content file, parsed and checked by `schema`; a DataFileError names each bad field. */
export const readDataFile = <T extends z.ZodType>(file: string, schema: T, root = process.cwd()) =>
  checkedData(file, schema, readYaml(file, root));

const templates = (text: string) => [...new Set(text.match(/\{\w+\}/g))].sort().join(" ");

/** Fails naming each field whose `{…}` names differ from the English ("{hora}" would show). */
export function checkTemplates(file: string, en: unknown, other: unknown): void {
  const theirs = new Map(textFields(other));
  const problems = textFields(en)
    .filter(([at, text]) => theirs.has(at) && templates(text) !== templates(theirs.get(at)!))
    .map(
      ([at, text]) =>
        `${at}: write ${templates(text) || "no name in braces"} as the English text does`,
    );
  if (problems.length > 0) throw new DataFileError(file, problems);
}
