/**
 * Runs work that nobody waits for (counters, beacons) when the browser has nothing better to do, so it never
 * lengthens the task that rendered the page; at the latest after `timeoutMs`.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: timeoutMs });
  else setTimeout(work, 1);
}
