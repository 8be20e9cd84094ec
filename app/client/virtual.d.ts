declare module "virtual:site-script" {
  /** The code of app/client/boot.ts, bundled, to inline first in <head>; it loads the site script. */
  export const bootScript: string;
}
