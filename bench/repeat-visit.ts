import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startPreview } from '../local/preview-server.ts';
import type { RunningStack } from '../local/stack.ts';
import { startBenchStack } from './bench-stack.ts';
import { CHROME_FLAGS, CHROME_PATH, type LighthouseResult, transferred } from './lighthouse.ts';
import { shopClient } from './shop-client.ts';

export interface RepeatVisitFigure {
  visit: 'first' | 'repeat';
  lcpMs: number;
  totalBytes: number;
  /** Requests the page made (from the network, the HTTP cache or the service worker alike). */
  requests: number;
}

/**
 * A plan page visited twice by the same phone on Lighthouse's slow 4G (mobile, devtools throttling: the network is
 * really slowed, so what the service worker answers costs no network time): a first visit from an empty profile,
 * a pause for the service worker to install and keep what the page loaded, then a second visit that keeps storage
 * (`disableStorageReset`), the worker, its caches and the HTTP cache.
 */
export async function measureRepeatVisit(stack: RunningStack, planId: string): Promise<RepeatVisitFigure[]> {
  const server = await startPreview(stack);
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const url = `${server.url}/plans/${encodeURIComponent(planId)}`;
  const visit = async (kind: RepeatVisitFigure['visit']): Promise<RepeatVisitFigure> => {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      throttlingMethod: 'devtools',
      disableStorageReset: kind === 'repeat',
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const lhr: LighthouseResult = result.lhr;
    const items = (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items ?? [];
    return {
      visit: kind,
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      totalBytes: transferred(lhr).totalBytes,
      requests: items.length,
    };
  };
  try {
    await fetch(`${server.url}/api/plans`).then((r) => r.arrayBuffer());
    const first = await visit('first');
    // The worker registers when the page is idle and then copies what the page loaded from the HTTP cache.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const repeat = await visit('repeat');
    return [first, repeat];
  } finally {
    chrome.kill();
    await server.stop();
  }
}

/** `npx tsx bench/repeat-visit.ts`: prints the two visits (not part of `npm run bench`). */
if (import.meta.url === `file://${process.argv[1]}`) {
  const bench = await startBenchStack();
  try {
    const client = shopClient(bench);
    const planId = String(((await client.plans('?limit=1')).body.plans as { id: string }[])[0]?.id);
    const figures = await measureRepeatVisit(bench.stack, planId);
    console.log(`plan ${planId}`);
    for (const figure of figures) {
      console.log(
        `${figure.visit}: LCP ${(figure.lcpMs / 1000).toFixed(2)} s, ${(figure.totalBytes / 1024).toFixed(1)} KB, ${figure.requests} requests`,
      );
    }
  } finally {
    await bench.stop();
  }
}
