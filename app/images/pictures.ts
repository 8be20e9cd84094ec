import images from "virtual:images";
import type { ImageEntry } from "./manifest";

/** A picture of the pipeline by its name under `images/` (without extension, e.g. "blog/post1"). */
export function picture(name: string): ImageEntry {
  const image = images[name];
  if (!image) throw new Error(`No picture named "${name}" in images/`);
  return image;
}

/** The absolute-path share picture (Open Graph) for a picture name. */
export function sharePicture(name: string): { src: string; width: number; height: number } {
  const { kind, share: src, width, height } = picture(name);
  return kind === "photo" ? { src, width: 1200, height: 630 } : { src, width, height };
}
