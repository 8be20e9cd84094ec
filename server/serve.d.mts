import type { Server } from "node:http";
export function createSiteServer(buildDir?: string): Server;
