import { chromium, type Page } from 'playwright-core';
import { startPreview } from '../local/preview-server.ts';
import type { RunningStack } from '../local/stack.ts';
import { layoutShifts, recordLayoutShifts } from '../test/support/layout-shifts.ts';
import { pressLoadMoreAndReadOn } from '../test/support/load-more.ts';

export interface PageBytesFigure {
  visit: string;
  path: string;
  totalBytes: number;
  imageBytes: number;
  requests: number;
  /** Cumulative layout shift from the first paint until the network is idle (PerformanceObserver 'layout-shift'). */
  cls: number;
  /** Target in bytes, for the visits that have one (TARGETS). */
  targetBytes?: number;
  /** Every finished response in the order it finished, for reading where the bytes went. */
  responses: { url: string; type: string; bytes: number }[];
  /** The elements each layout shift moved. */
  moved: string[];
}

/** A phone: 360 CSS px wide at 2 device pixels per CSS pixel, as most phones sold in Ghana are (or denser). */
const PHONE = { viewport: { width: 360, height: 780 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/**
 * Over HTTPS and HTTP/2, as CloudFront serves browsers (decision 0071): response headers are then compressed against
 * the ones before them on the connection (HPACK), where HTTP/1.1 sends every asset's full set of security headers
 * again, about 0.85 KB a response. PAGE_BYTES_HTTP1=1 measures over HTTP/1.1 as before, to compare.
 */
export const HTTP2 = process.env.PAGE_BYTES_HTTP1 !== '1';

export const BYTE_TARGETS = { planPage: 300 * 1024, plansAfterLoadMore: 600 * 1024 };

/**
 * Bytes a first visit transfers (HTML, CSS, JS, data and pictures, as encoded on the wire), counted from the
 * browser's own network events in Debian's Chromium at 360 px: a plan page, Home, /plans, and /plans after one
 * Load More, and the French plan page and /fr/plans after one Load More. Each visit gets a fresh context,
 * so nothing comes from the cache.
 */
export async function measurePageBytes(
  stack: RunningStack,
  planId: string,
  /** Only the visits whose names this accepts (all by default), to measure a few while working on them. */
  only: (visit: string) => boolean = () => true,
): Promise<PageBytesFigure[]> {
  const server = await startPreview(stack, { http2: HTTP2 });
  const trust = server.spkiHash ? [`--ignore-certificate-errors-spki-list=${server.spkiHash}`] : [];
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', ...trust],
  });
  try {
    const figures: PageBytesFigure[] = [];
    const visit = async (name: string, path: string, act?: (page: Page) => Promise<void>, targetBytes?: number) => {
      if (!only(name)) return;
      const context = await browser.newContext(PHONE);
      await recordLayoutShifts(context);
      const page = await context.newPage();
      const session = await context.newCDPSession(page);
      await session.send('Network.enable');
      const types = new Map<string, string>();
      const urls = new Map<string, string>();
      const responses: PageBytesFigure['responses'] = [];
      let totalBytes = 0;
      let imageBytes = 0;
      let requests = 0;
      session.on('Network.responseReceived', (event) => {
        types.set(event.requestId, event.type);
        urls.set(event.requestId, event.response.url);
      });
      session.on('Network.loadingFinished', (event) => {
        requests += 1;
        totalBytes += event.encodedDataLength;
        if (types.get(event.requestId) === 'Image') imageBytes += event.encodedDataLength;
        const url = (urls.get(event.requestId) ?? '?').replace(server.url, '');
        responses.push({ url, type: types.get(event.requestId) ?? '?', bytes: event.encodedDataLength });
      });
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      // Until the app has taken a prerendered page over: on a loaded machine the network can rest for 500 ms while
      // the scripts run, and the visit ended before the app had asked for its data and pictures.
      // A function, not a string: the shop's CSP forbids eval, which a string predicate needs while it polls.
      await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'));
      await page.waitForLoadState('networkidle');
      // And until the main thread has had an idle moment: the loaded page renders in a background pass after
      // hydration, and its first screen's pictures (the gallery's thumbnails) are asked for only then.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 3000 })));
      await page.waitForLoadState('networkidle');
      if (act) await act(page);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const { cls, moved } = await layoutShifts(page);
      figures.push({ visit: name, path, totalBytes, imageBytes, requests, cls, targetBytes, responses, moved });
      await context.close();
    };
    await visit('A plan page', `/plans/${encodeURIComponent(planId)}`, undefined, BYTE_TARGETS.planPage);
    await visit('A plan page (French)', `/fr/plans/${encodeURIComponent(planId)}`, undefined, BYTE_TARGETS.planPage);
    await visit('Home', '/');
    await visit('Plans', '/plans');
    const loadMore = (label: string) => (page: Page) => pressLoadMoreAndReadOn(page, label);
    await visit('Plans after one Load More', '/plans', loadMore('Load More Plans'), BYTE_TARGETS.plansAfterLoadMore);
    await visit(
      'Plans after one Load More (French)',
      '/fr/plans',
      loadMore('Voir plus de plans'),
      BYTE_TARGETS.plansAfterLoadMore,
    );
    // Pages the app renders in the browser after a redirect (no checkout data, signed out): their footer jumped.
    await visit('Checkout without saved data', '/checkout');
    await visit('Favourites, signed out', '/user/favorites');
    return figures;
  } finally {
    await browser.close();
    await server.stop();
  }
}
