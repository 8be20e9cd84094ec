/** One picture of the site, as the image pipeline produced it. */
export type ImageEntry = { width: number; height: number; src: string; share: string } & (
  { kind: "drawing" } | { kind: "photo"; avif: string; webp: string }
);

/** Pictures by name: the path under `images/` without its extension (e.g. "blog/post1"). */
export type ImageManifest = Record<string, ImageEntry>;
