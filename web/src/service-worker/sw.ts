/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import * as navigationPreload from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import {
  ASSETS_LIMIT,
  CACHE_NAMES,
  type CacheRule,
  cacheRuleFor,
  KEEP_SEEN_MESSAGE,
  offlineShellFor,
  PICTURES_LIMIT,
  STATIC_LIMIT,
} from './cache-rules.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

/*
 * A new build takes over at once (skipWaiting + clientsClaim) rather than waiting for every tab to close: pages
 * always come from the network, so the next visit already runs the new build, and the previous build's hashed
 * files stay on the origin (deploys never prune them) and in this worker's assets cache for a tab still open on it.
 * No page is reloaded under the buyer: nothing asks them to, and a checkout form is never lost.
 */
self.skipWaiting();
clientsClaim();

// The app shell: the files the empty shell page loads (vite.config.ts picks them), fetched once at install.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Pages come from the network (fresh prices, a new deploy at the next visit); the worker's start-up does not
// delay them. Without a network, the precached app shell opens the page and the app shows what it kept.
navigationPreload.enable();
const pages = new NetworkOnly();
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async (options) => {
    try {
      return await pages.handle(options);
    } catch (error) {
      const shell = await matchPrecache(offlineShellFor(options.url.pathname));
      if (shell) return shell;
      throw error;
    }
  },
);

const kept = (statuses: number[], limit: { maxEntries: number; maxAgeSeconds: number }) => [
  new CacheableResponsePlugin({ statuses }),
  new ExpirationPlugin({ ...limit, purgeOnQuotaError: true }),
];
const strategies: Partial<Record<CacheRule, CacheFirst | StaleWhileRevalidate>> = {
  assets: new CacheFirst({ cacheName: CACHE_NAMES.assets, plugins: kept([200], ASSETS_LIMIT) }),
  pictures: new CacheFirst({ cacheName: CACHE_NAMES.pictures, plugins: kept([200], PICTURES_LIMIT) }),
  static: new StaleWhileRevalidate({ cacheName: CACHE_NAMES.static, plugins: kept([200], STATIC_LIMIT) }),
};
const ruleOf = (request: Request, url: URL): CacheRule =>
  url.origin === self.location.origin && request.method === 'GET'
    ? cacheRuleFor(url.pathname, request.headers.has('authorization'))
    : 'network';
for (const [rule, strategy] of Object.entries(strategies)) {
  registerRoute(({ request, url }) => request.mode !== 'navigate' && ruleOf(request, url) === rule, strategy);
}

/*
 * The first visit loaded its files and pictures before this worker existed; the page names them once the worker is
 * active, and each is kept by its own rule. They come from the browser's HTTP cache (hashed files and picture
 * variants are cached for a year), so this costs no network; anything else (the API) is ignored here too.
 */
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (data?.type !== KEEP_SEEN_MESSAGE || !Array.isArray(data.urls)) return;
  const keeping = data.urls.flatMap((address) => {
    if (typeof address !== 'string') return [];
    const request = new Request(address);
    const strategy = strategies[ruleOf(request, new URL(request.url))];
    return strategy ? [strategy.handle({ event, request }).catch(() => undefined)] : [];
  });
  event.waitUntil(Promise.all(keeping));
});
