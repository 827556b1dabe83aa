import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
  /** Lighthouse's LCP breakdown (TTFB, load delay, load time, render delay in ms) and the LCP element. */
  breakdown: Record<string, number>;
  lcpElement: string;
}

/** Each visit's full Lighthouse JSON lands here (git-ignored), to read its trace-derived audits. */
const REPORTS_DIR =
  process.env.LIGHTHOUSE_REPORTS_DIR || new URL('../.local/lighthouse/repeat-visit/', import.meta.url).pathname;

interface TableDetails {
  type?: string;
  items?: {
    subItems?: { items?: { phase?: string; label?: string; timing?: number }[] };
    node?: { snippet?: string };
  }[];
}

/** The phases and element of Lighthouse's largest-contentful-paint-element audit (a list of two tables in 12.x). */
function lcpDetails(lhr: LighthouseResult): { breakdown: Record<string, number>; lcpElement: string } {
  const details = lhr.audits['largest-contentful-paint-element']?.details as { items?: TableDetails[] } | undefined;
  const tables = details?.items ?? [];
  const breakdown: Record<string, number> = {};
  let lcpElement = '';
  for (const table of tables) {
    for (const item of table.items ?? []) {
      if (item.node?.snippet) lcpElement = item.node.snippet;
      const row = item as { phase?: string; timing?: number };
      if (row.phase && typeof row.timing === 'number') breakdown[row.phase] = Math.round(row.timing);
    }
  }
  // Some runs leave that audit empty; the trace insight still has the four parts.
  if (Object.keys(breakdown).length === 0) {
    const insight = lhr.audits['lcp-breakdown-insight']?.details as { items?: TableDetails[] } | undefined;
    for (const table of insight?.items ?? []) {
      for (const item of table.items ?? []) {
        const row = item as { subpart?: string; duration?: number };
        if (row.subpart && typeof row.duration === 'number') breakdown[row.subpart] = Math.round(row.duration);
      }
    }
  }
  return { breakdown, lcpElement };
}

/**
 * A plan page visited twice by the same phone on Lighthouse's slow 4G (mobile, devtools throttling: the network is
 * really slowed, so what the service worker answers costs no network time): a first visit from an empty profile,
 * a pause for the service worker to install and keep what the page loaded, then a second visit that keeps storage
 * (`disableStorageReset`), the worker, its caches and the HTTP cache.
 */
export async function measureRepeatVisit(stack: RunningStack, planId: string, run = 1): Promise<RepeatVisitFigure[]> {
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
    mkdirSync(REPORTS_DIR, { recursive: true });
    writeFileSync(join(REPORTS_DIR, `run-${run}-${kind}.json`), JSON.stringify(lhr));
    // REPEAT_VISIT_TRACE=1 keeps the Chromium trace too (tens of MB), to read what holds the main thread.
    if (process.env.REPEAT_VISIT_TRACE === '1') {
      const trace = (result.artifacts as { Trace?: unknown }).Trace;
      writeFileSync(join(REPORTS_DIR, `run-${run}-${kind}.trace.json`), JSON.stringify(trace));
    }
    return {
      ...lcpDetails(lhr),
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

/**
 * `npx tsx bench/repeat-visit.ts [runs]`: prints each run's two visits and the repeat visits' median (not part of
 * `npm run bench`). Each run starts from an empty profile; the stack is started once.
 */
if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = Math.max(1, Number(process.argv[2] || 1));
  const bench = await startBenchStack();
  try {
    const client = shopClient(bench);
    const planId = String(((await client.plans('?limit=1')).body.plans as { id: string }[])[0]?.id);
    console.log(`plan ${planId}`);
    const repeats: number[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const figures = await measureRepeatVisit(bench.stack, planId, run);
      for (const figure of figures) {
        if (figure.visit === 'repeat') repeats.push(figure.lcpMs);
        const phases = Object.entries(figure.breakdown)
          .map(([phase, ms]) => `${phase} ${ms}`)
          .join(', ');
        console.log(
          `run ${run} ${figure.visit}: LCP ${(figure.lcpMs / 1000).toFixed(2)} s, ${(figure.totalBytes / 1024).toFixed(1)} KB, ${figure.requests} requests; ${phases}; ${figure.lcpElement}`,
        );
      }
    }
    const sorted = [...repeats].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
    console.log(`repeat LCP median of ${runs}: ${(median / 1000).toFixed(2)} s`);
  } finally {
    await bench.stop();
  }
}
