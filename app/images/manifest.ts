/** One picture of the site, as the image pipeline produced it. */
export type ImageEntry =
  | { kind: "drawing"; width: number; height: number; src: string; share: string }
  | {
      kind: "photo";
      width: number;
      height: number;
      src: string;
      avif: string;
      webp: string;
      share: string;
    };

/** Pictures by name: the path under `images/` without its extension (e.g. "blog/post1"). */
export type ImageManifest = Record<string, ImageEntry>;
