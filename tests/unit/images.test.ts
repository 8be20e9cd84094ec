import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { buildImages } from "~/build/image-pipeline";

/** A source folder with one drawing and one 2000×1000 photo. */
async function fixture() {
  const root = mkdtempSync(join(tmpdir(), "images-"));
  const sourceDir = join(root, "images");
  const outputDir = join(root, "out");
  mkdirSync(join(sourceDir, "blog"), { recursive: true });
  writeFileSync(
    join(sourceDir, "logo.svg"),
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320"><circle cx="160" cy="160" r="100" fill="#f9c23c"/></svg>',
  );
  const photo = await sharp({
    create: { width: 2000, height: 1000, channels: 3, background: "#1a4f8f" },
  })
    .jpeg()
    .toBuffer();
  writeFileSync(join(sourceDir, "blog", "post1.jpg"), photo);
  return { root, sourceDir, outputDir };
}

describe("image pipeline", () => {
  it("turns photos into AVIF and WebP srcsets with width and height, and drawings into SVG", async () => {
    const dirs = await fixture();
    const manifest = await buildImages(dirs);

    const logo = manifest.logo!;
    expect(logo).toMatchObject({ kind: "drawing", width: 320, height: 320 });
    expect(logo.src).toMatch(/^\/assets\/images\/logo-[0-9a-f]{10}\.svg$/);

    const photo = manifest["blog/post1"]!;
    expect(photo.kind).toBe("photo");
    if (photo.kind !== "photo") return;
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 1600, height: 800 });
    expect(photo.avif.split(", ").map((entry) => entry.split(" ")[1])).toEqual([
      "480w",
      "800w",
      "1200w",
      "1600w",
    ]);
    expect(photo.webp).toContain("-1600.webp 1600w");
    for (const entry of [...photo.avif.split(", "), ...photo.webp.split(", ")]) {
      const file = entry.split(" ")[0]!.replace("/assets/images/", "");
      expect(existsSync(join(dirs.outputDir, file)), file).toBe(true);
    }
    const share = await sharp(
      join(dirs.outputDir, photo.share.replace("/assets/images/", "")),
    ).metadata();
    expect({ width: share.width, height: share.height }).toEqual({ width: 1200, height: 630 });

    // Share cards for every page group, 1200×630.
    expect(manifest["share/NotaryPublic"]).toMatchObject({ width: 1200, height: 630 });
  }, 60_000);

  it("removes what it generated for a picture that is gone or replaced", async () => {
    const dirs = await fixture();
    const first = await buildImages(dirs);
    const oldLogo = join(dirs.outputDir, first.logo!.src.replace("/assets/images/", ""));
    expect(existsSync(oldLogo)).toBe(true);
    // The logo is replaced by another drawing; the photo is deleted.
    writeFileSync(
      join(dirs.sourceDir, "logo.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320"><rect width="320" height="320" fill="#1a4f8f"/></svg>',
    );
    rmSync(join(dirs.sourceDir, "blog", "post1.jpg"));
    const second = await buildImages(dirs);
    expect(existsSync(oldLogo)).toBe(false);
    expect(existsSync(join(dirs.outputDir, second.logo!.src.replace("/assets/images/", "")))).toBe(
      true,
    );
    expect(readdirSync(join(dirs.outputDir, "blog"))).toEqual([]);
    expect(second["share/NotaryPublic"]).toBeDefined();
  }, 60_000);

  it("refuses two files with the same name, naming both", async () => {
    const dirs = await fixture();
    writeFileSync(
      join(dirs.sourceDir, "logo.png"),
      await sharp({ create: { width: 600, height: 600, channels: 3, background: "#fff" } })
        .png()
        .toBuffer(),
    );
    await expect(buildImages(dirs)).rejects.toThrow(
      /logo\.png and logo\.svg|logo\.svg and logo\.png/,
    );
  }, 60_000);

  it("serves a photo smaller than the narrowest width at its own size", async () => {
    const dirs = await fixture();
    writeFileSync(
      join(dirs.sourceDir, "tiny.jpg"),
      await sharp({ create: { width: 200, height: 100, channels: 3, background: "#fff" } })
        .jpeg()
        .toBuffer(),
    );
    const tiny = (await buildImages(dirs)).tiny!;
    expect(tiny).toMatchObject({ kind: "photo", width: 200, height: 100 });
    if (tiny.kind === "photo") expect(tiny.webp).toMatch(/-200\.webp 200w$/);
  }, 60_000);
});
