declare module "virtual:site-script" {
  /** URL of the site script (app/client/site.ts), bundled and content-hashed. */
  const url: string;
  export default url;
}
