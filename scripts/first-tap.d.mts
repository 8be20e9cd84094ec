import type { BrowserContextOptions, CDPSession, Page } from "@playwright/test";
export const phoneContext: BrowserContextOptions;
export const phoneThrottling: {
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
  cpuSlowdown: number;
};
export const firstTapControls: { name: string; selector: string }[];
export function throttleToPhone(page: Page): Promise<CDPSession>;
export interface FirstTap {
  name: string;
  opened: boolean;
  ms: number;
  closedByEscape: boolean;
}
export function tapAtFirstPaint(page: Page, url: string): Promise<FirstTap[]>;
