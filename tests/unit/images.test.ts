import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { expect, it, vi } from "vitest";
import { buildImages } from "~/build/image-pipeline";
import { scratchDir } from "./scratch";

const drawing = (shape: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320">${shape}</svg>`;
const photo = (width: number, height: number, format: "jpeg" | "png" = "jpeg") =>
  sharp({ create: { width, height, channels: 3, background: "#1a4f8f" } })
    [format]()
    .toBuffer();

// Drawing and encoding pictures takes seconds.
vi.setConfig({ testTimeout: 60_000 });
const scratch = scratchDir("images-");
let runs = 0;

/** A source folder of its own with one drawing and one 2000×1000 photo. */
async function fixture() {
  const root = join(scratch.root, String(++runs));
  const dirs = { sourceDir: join(root, "images"), outputDir: join(root, "out") };
  /** Puts a picture in the source folder, or (null) takes it out. */
  const source = (name: string, data: string | Buffer | null) =>
    scratch.write(join(dirs.sourceDir, name), data);
  source("logo.svg", drawing('<circle cx="160" cy="160" r="100"/>'));
  source("blog/post1.jpg", await photo(2000, 1000));
  /** The path of a generated file, from its URL. */
  const output = (url: string) => join(dirs.outputDir, url.replace("/assets/images/", ""));
  return { ...dirs, source, output };
}

it("turns photos into AVIF and WebP srcsets with width and height, and drawings into SVG", async () => {
  const dirs = await fixture();
  dirs.source("tiny.jpg", await photo(200, 100));
  const manifest = await buildImages(dirs);

  const logo = manifest.logo!;
  expect(logo).toMatchObject({ kind: "drawing", width: 320, height: 320 });
  expect(logo.src).toMatch(/^\/assets\/images\/logo-[0-9a-f]{10}\.svg$/);

  // A photo smaller than the narrowest width is served at its own size.
  const tiny = manifest.tiny!;
  expect(tiny).toMatchObject({ kind: "photo", width: 200, height: 100 });
  if (tiny.kind === "photo") expect(tiny.webp).toMatch(/-200\.webp 200w$/);

  const post = manifest["blog/post1"]!;
  expect(post).toMatchObject({ kind: "photo", width: 1600, height: 800 });
  if (post.kind !== "photo") return;
  const widths = post.avif.split(", ").map((entry) => entry.split(" ")[1]);
  expect(widths).toEqual(["480w", "800w", "1200w", "1600w"]);
  expect(post.webp).toContain("-1600.webp 1600w");
  for (const entry of [...post.avif.split(", "), ...post.webp.split(", ")])
    expect(existsSync(dirs.output(entry.split(" ")[0]!)), entry).toBe(true);
  const share = await sharp(dirs.output(post.share)).metadata();
  expect({ width: share.width, height: share.height }).toEqual({ width: 1200, height: 630 });
});

it("removes what it generated for a picture that is gone or replaced", async () => {
  const dirs = await fixture();
  const oldLogo = dirs.output((await buildImages(dirs)).logo!.src);
  expect(existsSync(oldLogo)).toBe(true);
  dirs.source("logo.svg", drawing('<rect width="320" height="320"/>'));
  dirs.source("blog/post1.jpg", null);
  const second = await buildImages(dirs);
  expect(existsSync(oldLogo)).toBe(false);
  expect(existsSync(dirs.output(second.logo!.src))).toBe(true);
  expect(readdirSync(join(dirs.outputDir, "blog"))).toEqual([]);
  expect(second["share/NotaryPublic"]).toBeDefined();
});

it("refuses two files with the same name, naming both", async () => {
  const dirs = await fixture();
  dirs.source("logo.png", await photo(600, 600, "png"));
  await expect(buildImages(dirs)).rejects.toThrow(/logo\.(png and logo\.svg|svg and logo\.png)/);
});

it.each<[string, string | Buffer]>([
  ["blog/phone.jpg", "ftypheic, not a JPEG"],
  ["blog/cut-off.jpg", (await photo(1600, 1000)).subarray(0, 2000)],
  ["blog/Office.HEIC", "ftypheic"],
])("stops at %s, a file that is no picture it can read, naming it", async (name, data) => {
  const dirs = await fixture();
  dirs.source(name, data);
  await expect(buildImages(dirs)).rejects.toThrow(
    new RegExp(`^images/${name.replace(".", "\\.")}: .*save it again as a JPEG`),
  );
});
