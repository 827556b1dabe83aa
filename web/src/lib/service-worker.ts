import { KEEP_SEEN_MESSAGE } from '../service-worker/cache-rules.ts';

/**
 * Registers the shop's service worker (src/service-worker/sw.ts) in the production build, once the page has
 * loaded and is idle, so installing it never competes with the first paint. `updateViaCache: 'none'`: the browser
 * asks the edge for /sw.js at every visit (the edge also says no-cache), so a new deploy is found at the next visit.
 * Once the worker is active, the page names the files and pictures it loaded before (the worker keeps those its
 * rules allow), so the very next visit paints from the worker's caches.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    try {
      await navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' });
      const ready = await navigator.serviceWorker.ready;
      const urls = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.startsWith(`${window.location.origin}/`));
      ready.active?.postMessage({ type: KEEP_SEEN_MESSAGE, urls });
    } catch {
      // No worker (private mode, storage blocked): the shop works as before, from the network.
    }
  };
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
