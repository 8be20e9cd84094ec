import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { officeFile } from "~/site/config";
import { siteConfigSchema } from "~/site/config-schema";
import { DataFileError, readDataFile } from "~/site/data-file";
import { alternateConfig } from "../fixtures/alternate-config";

// The owner's facts file, broken the ways a hand edit (or a bad pull request)
// breaks it: the build must stop naming the file and the field.
const root = mkdtempSync(join(tmpdir(), "facts-"));
mkdirSync(join(root, "content"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The message the build shows for a facts file with this text. */
function problemWith(text: string | null): string {
  if (text === null) rmSync(join(root, officeFile), { force: true });
  else writeFileSync(join(root, officeFile), text);
  try {
    readDataFile(officeFile, siteConfigSchema, root);
  } catch (error) {
    expect(error).toBeInstanceOf(DataFileError);
    return (error as Error).message;
  }
  return "";
}

const facts = () => parse(stringify(alternateConfig)) as Record<string, unknown>;

describe("content/office.yaml", () => {
  it("reads a complete facts file", () => {
    expect(problemWith(stringify(alternateConfig))).toBe("");
  });

  it("names the file and the field of a bad value, a missing one and a typo in a name", () => {
    const bad = facts();
    (bad.booking as Record<string, string>).apostille = "www.example";
    delete bad.email;
    bad.officeNmae = "typo";
    const message = problemWith(stringify(bad));
    expect(message).toContain(
      `${officeFile}: booking.apostille: expected an https URL, got "www.example"`,
    );
    expect(message).toMatch(new RegExp(`${officeFile}: email: `));
    expect(message).toContain("officeNmae");
  });

  it("refuses a booking link the pages do not know, and a missing one", () => {
    const bad = facts();
    const booking = bad.booking as Record<string, string>;
    booking.notarios = booking.notary!;
    delete booking.ifta;
    const message = problemWith(stringify(bad));
    expect(message).toContain("booking");
    expect(message).toContain("notarios");
    expect(message).toContain("ifta");
  });

  it("says when the file is missing or is not YAML", () => {
    expect(problemWith(null)).toContain(`${officeFile}: the file is missing`);
    expect(problemWith("phoneE164: [unclosed")).toContain(`${officeFile}: not valid YAML`);
  });
});
