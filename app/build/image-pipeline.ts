// Photos under `images/` become AVIF and WebP at several widths, drawings stay SVG, each with a
// picture for sharing, plus a share card per page, under content-hashed names; and a manifest.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, extname, join, relative, sep } from "node:path";
import sharp from "sharp";
import type { Plugin } from "vite";
import { pictureFormats } from "../content/model";
import { navigation, pageName, servicePages, sitePages } from "../content/pages";
import type { ImageEntry, ImageManifest } from "../images/manifest";
import { officeConfig } from "../site/config";
import { defaultLocale, locales, type Locale } from "../site/locales";
import { escapeXml, walk } from "./static-host";

const publicPrefix = "/assets/images";
/** Photos from a phone or camera that browsers or the build cannot read. */
const otherPhotos = [".heic", ".heif", ".gif", ".tif", ".tiff", ".bmp", ".jfif", ".dng", ".raw"];

const saveAgain = "save it again as a JPEG, PNG or WebP photo (or an SVG drawing)";

/** A picture's fault the owner can fix in the file itself. */
class PictureFault extends Error {}
const widths = [480, 800, 1200, 1600];

const hashOf = (data: Buffer | string) =>
  createHash("sha256").update(data).digest("hex").slice(0, 10);

type Output = { dir: string; kept: Set<string> };

/** Writes what `make` produces unless the file exists (names carry the content hash); its URL. */
async function output(out: Output, fileName: string, make: () => Promise<Buffer>): Promise<string> {
  const path = join(out.dir, fileName);
  out.kept.add(path);
  if (!existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, await make());
  }
  return `${publicPrefix}/${fileName}`;
}

/** A drawing kept as SVG, `file` its name with its content hash, and a PNG of it for sharing. */
async function drawing(out: Output, file: string, data: Buffer): Promise<ImageEntry> {
  const { width, height } = await sharp(data).metadata();
  if (!width || !height) throw new PictureFault("set width and height (or a viewBox) on the <svg>");
  const src = await output(out, `${file}.svg`, async () => data);
  const share = await output(out, `${file}.png`, () => sharp(data).png().toBuffer());
  return { kind: "drawing", width, height, src, share };
}

/** A photo as AVIF and WebP at the widths it has, `file` its name with its content hash. */
async function photo(out: Output, file: string, data: Buffer): Promise<ImageEntry> {
  const { width: w, height: h } = (await sharp(data).metadata()).autoOrient;
  const sizes = [...new Set([...widths.filter((size) => size < w), Math.min(w, widths.at(-1)!)])];
  const variants = async (format: "avif" | "webp", quality: number) => {
    const urls = sizes.map((size) =>
      output(out, `${file}-${size}.${format}`, () =>
        sharp(data).rotate().resize({ width: size })[format]({ quality }).toBuffer(),
      ).then((url) => `${url} ${size}w`),
    );
    return (await Promise.all(urls)).join(", ");
  };
  const largest = Math.max(...sizes);
  const avif = await variants("avif", 50);
  const webp = await variants("webp", 72);
  const share = await output(out, `${file}-share.jpg`, () =>
    sharp(data).rotate().resize(1200, 630, { fit: "cover" }).jpeg({ quality: 80 }).toBuffer(),
  );
  const height = Math.round((h * largest) / w);
  const src = `${publicPrefix}/${file}-${largest}.webp`;
  return { kind: "photo", width: largest, height, avif, webp, src, share };
}

/** A 1200×630 card: the office name, the page's name in the default language, then its names in
 * the languages where it differs (`names`: in every language). */
function shareCardSvg(main: string, names: readonly string[]): string {
  const other = [...new Set(names.filter((name) => name !== main))].join(" · ");
  // Long names shrink to stay inside the card (DejaVu Sans is about 0.62 em per character).
  const fit = (text: string, max: number, width = 1020) =>
    Math.min(max, Math.floor(width / (0.62 * text.length)));
  const font = `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#112f54"/><stop offset="1" stop-color="#1a4f8f"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <circle cx="1030" cy="150" r="260" fill="#ffffff" fill-opacity=".05"/>
  <g transform="translate(90 90) scale(2.2)">
    <rect width="48" height="48" rx="12" fill="#1a4f8f" stroke="#ffffff" stroke-opacity=".25"/>
    <circle cx="24" cy="21" r="8" fill="#f9c23c"/>
    <g stroke="#f9c23c" stroke-width="2.5" stroke-linecap="round"><path d="M24 6.5v3.5M24 32v3.5M9.5 21H13M35 21h3.5M13.7 10.7l2.5 2.5M31.8 28.8l2.5 2.5M34.3 10.7l-2.5 2.5M16.2 28.8l-2.5 2.5"/></g>
    <path d="M10 39.5h28" stroke="#fff" stroke-width="3" stroke-linecap="round"/>
  </g>
  <text x="220" y="160" ${font} font-size="${fit(officeConfig.officeName, 46, 880)}" font-weight="700" fill="#ffffff">${escapeXml(officeConfig.officeName)}</text>
  <text x="90" y="370" ${font} font-size="${fit(main, 76)}" font-weight="700" fill="#ffffff">${escapeXml(main)}</text>
  ${other ? `<text x="90" y="455" ${font} font-size="${fit(other, 56)}" fill="#f9c23c">${escapeXml(other)}</text>` : ""}
  <text x="90" y="560" ${font} font-size="32" fill="#d6e7fa">English · Español — ${escapeXml(officeConfig.phoneDisplay)}</text>
</svg>`;
}

/** Runs the pipeline and returns the manifest; fails naming the file when a picture is unusable. */
export async function buildImages({
  sourceDir = "images",
  outputDir = join("public", "assets", "images"),
} = {}): Promise<ImageManifest> {
  const manifest: ImageManifest = {};
  const out: Output = { dir: outputDir, kept: new Set() };
  const seen = new Map<string, string>();
  for (const path of walk(sourceDir).sort()) {
    const rel = relative(sourceDir, path).split(sep).join("/");
    const ext = extname(rel).toLowerCase();
    if (otherPhotos.includes(ext))
      throw new Error(`images/${rel}: the site cannot show ${ext} files; ${saveAgain}`);
    if (!pictureFormats.includes(ext)) continue;
    const name = rel.slice(0, -ext.length);
    if (seen.has(name))
      throw new Error(`images/: ${seen.get(name)} and ${rel} have the same name; keep only one`);
    seen.set(name, rel);
    const data = readFileSync(path);
    const file = `${name}-${hashOf(data)}`;
    try {
      manifest[name] = await (ext === ".svg" ? drawing : photo)(out, file, data);
    } catch (error) {
      // A file the system could not write (disk full…) is not the picture's fault.
      if ((error as NodeJS.ErrnoException).code) throw error;
      // sharp's first line only: work on several sizes at once can repeat it.
      const message = (error as Error).message.split("\n")[0];
      const why =
        error instanceof PictureFault ? message : `cannot be read (${message}); ${saveAgain}`;
      throw new Error(`images/${rel}: ${why}`, { cause: error });
    }
  }
  // Home's card names the first four services of the navigation rather than "Home".
  const homeServices = navigation.filter((id) => servicePages.includes(id)).slice(0, 4);
  for (const { id, kind } of sitePages) {
    const name = (locale: Locale) =>
      kind === "home"
        ? homeServices.map((service) => pageName(service, locale)).join(" · ")
        : pageName(id, locale);
    const svg = shareCardSvg(name(defaultLocale), locales.map(name));
    const src = await output(out, `share/${id}-${hashOf(svg)}.png`, () =>
      sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer(),
    );
    manifest[`share/${id}`] = { kind: "drawing", width: 1200, height: 630, src, share: src };
  }
  // Files no picture produces any more (replaced, renamed or removed) go.
  if (existsSync(out.dir)) for (const path of walk(out.dir)) if (!out.kept.has(path)) rmSync(path);
  return manifest;
}

export function imagePipeline(): Plugin {
  let manifest: Promise<ImageManifest> | undefined;
  const images = () => (manifest ??= buildImages());
  const id = "virtual:images";
  return {
    name: "image-pipeline",
    // Started with the build, so the pictures are ready by the time a page imports them.
    buildStart: () => void images(),
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: async (source) =>
      source === `\0${id}` ? `export default ${JSON.stringify(await images())};` : undefined,
  };
}
