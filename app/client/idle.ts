/** Runs `work` when the browser has nothing else to do, or after `timeout` ms at the latest. */
export function whenIdle(work: () => void, timeout: number) {
  if ("requestIdleCallback" in window) requestIdleCallback(work, { timeout });
  else setTimeout(work, timeout / 10);
}
