// The owner's YAML files under content/, each read once and checked by its zod schema; paths are
// from the project root (`process.cwd()`), so a copy of the project builds its own files.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import type { z } from "zod";

/** Thrown when a content file is missing, is not YAML, or holds a value the site cannot publish. */
export class DataFileError extends Error {
  constructor(file: string, problems: readonly string[]) {
    super(`${file} cannot be published:\n${problems.map((p) => `  - ${file}: ${p}`).join("\n")}`);
    this.name = "DataFileError";
  }
}

/** `hours.office[0].opens` from zod's `["hours", "office", 0, "opens"]`. */
function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((key, i) => (typeof key === "number" ? `[${key}]` : (i ? "." : "") + String(key)))
    .join("");
}

/** Every problem of a value against a schema, each naming its field; empty when it is valid. */
export function schemaProblems(schema: z.ZodType, value: unknown): string[] {
  const issues = schema.safeParse(value).error?.issues ?? [];
  return issues.map((issue) =>
    issue.path.length > 0 ? `${fieldName(issue.path)}: ${issue.message}` : issue.message,
  );
}

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

/** A content file, parsed and checked by `schema`; a DataFileError names each bad field. */
export function readDataFile<Schema extends z.ZodType>(
  file: string,
  schema: Schema,
  root = process.cwd(),
): z.output<Schema> {
  const value = readYaml(file, root);
  const result = schema.safeParse(value);
  if (!result.success) throw new DataFileError(file, schemaProblems(schema, value));
  return result.data;
}

const templates = (text: string) => [...new Set(text.match(/\{\w+\}/g))].sort().join(" ");

/**
 * A translation of a words file whose `{…}` names differ from the English text's at the same field
 * ("{hora}" for "{time}"): the site fills in only the English names, so the others would show as
 * typed. Fails naming the file and each field.
 */
export function checkTemplates(file: string, en: unknown, other: unknown): void {
  const problems: string[] = [];
  const walk = (a: unknown, b: unknown, at: string) => {
    if (typeof a === "string" && typeof b === "string" && templates(a) !== templates(b))
      problems.push(`${at}: write ${templates(a) || "no name in braces"} as the English text does`);
    if (a && b && typeof a === "object" && typeof b === "object")
      for (const [key, value] of Object.entries(a))
        walk(
          value,
          (b as Record<string, unknown>)[key],
          Array.isArray(a) ? `${at}[${key}]` : at ? `${at}.${key}` : key,
        );
  };
  walk(en, other, "");
  if (problems.length > 0) throw new DataFileError(file, problems);
}
