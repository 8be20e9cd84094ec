import type { PageId } from "~/site/pages";

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

/** The share cards drawn for social media, each named after a page group, with the page whose name it shows. */
export const shareCards = {
  home: "Home",
  notary: "NotaryPublic",
  tax: "TaxServices",
  itin: "ItinServices",
  immigration: "Immigration",
  truck: "TruckServices",
  translations: "Translations",
  marriage: "MarriagesDivorces",
  business: "BusinessSetup",
  additional: "AdditionalServices",
  blog: "Blog",
  privacy: "PrivacyPolicy",
  terms: "TermsOfService",
} as const satisfies Record<string, PageId>;
