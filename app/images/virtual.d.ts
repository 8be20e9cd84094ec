declare module "virtual:images" {
  const manifest: import("./manifest").ImageManifest;
  export default manifest;
}
