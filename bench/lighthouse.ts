import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { startPreview } from '../local/preview-server.ts';
import type { RunningStack } from '../local/stack.ts';

export interface LighthouseFigure {
  page: string;
  path: string;
  /** The median run's figures (Lighthouse's own computeMedianRun: the run nearest the median FCP and TTI). */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  runs: number;
  /** Lowest and highest score over the runs, to show how much one run can move. */
  scoreRange: [number, number];
  /** Bytes the median run transferred, all requests and pictures alone (Lighthouse's network-requests audit). */
  totalBytes: number;
  imageBytes: number;
  /** The page's own request's protocol (h2 or http/1.1), as the browser reported it. */
  protocol: string;
}

interface NetworkRequest {
  transferSize?: number;
  resourceType?: string;
  protocol?: string;
}

function networkRequests(lhr: LighthouseResult): NetworkRequest[] {
  return ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ??
    []) as NetworkRequest[];
}

export function transferred(lhr: LighthouseResult): { totalBytes: number; imageBytes: number } {
  const items = networkRequests(lhr);
  const sum = (list: NetworkRequest[]) => list.reduce((total, item) => total + (item.transferSize ?? 0), 0);
  return { totalBytes: sum(items), imageBytes: sum(items.filter((item) => item.resourceType === 'Image')) };
}

/**
 * Runs per page. One Lighthouse run's TBT moved by 2-3x between runs of the same build on this machine, so the
 * figures are the median run of several, as Lighthouse's docs on variability advise (5 by default).
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 5);

/** Each page's full Lighthouse JSON lands here (git-ignored), to read long tasks, LCP breakdown and requests. */
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS_DIR || new URL('../.local/lighthouse/', import.meta.url).pathname;
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/**
 * CloudFront serves browsers over HTTP/2, so the edge does too here (HTTPS with a certificate made for the run, which
 * only this Chromium is told to trust). Over HTTP/1.1 a plan page's early requests queued for the browser's six
 * connections per host, which no visitor of the shop sees. LIGHTHOUSE_HTTP1=1 measures as before, to compare.
 */
const HTTP2 = process.env.LIGHTHOUSE_HTTP1 !== '1';

const scoreOf = (lhr: LighthouseResult) => Math.round((lhr.categories.performance?.score ?? 0) * 100);

/**
 * Lighthouse (npm, 12.8) on Home, Plans and one plan page, in English and in French, mobile form factor with simulated slow 4G
 * (its defaults), driving Debian's Chromium headless, against the production build.
 */
export async function measureLighthouse(stack: RunningStack, planId: string): Promise<LighthouseFigure[]> {
  const pages = [
    { page: 'Home', path: '/' },
    { page: 'Plans', path: '/plans' },
    { page: 'A plan page', path: `/plans/${encodeURIComponent(planId)}` },
    // The French pages (decision 0026) carry the French catalog and are prerendered apart: measured on their own.
    { page: 'Home (French)', path: '/fr' },
    { page: 'Plans (French)', path: '/fr/plans' },
    { page: 'A plan page (French)', path: `/fr/plans/${encodeURIComponent(planId)}` },
  ];
  // LIGHTHOUSE_PAGES="A plan page,Home" measures only the pages so named (all six by default).
  const only = (process.env.LIGHTHOUSE_PAGES ?? '').split(',').filter(Boolean);
  const measured = only.length > 0 ? pages.filter(({ page }) => only.includes(page)) : pages;
  const server = await startPreview(stack, { http2: HTTP2 });
  const trust = server.spkiHash ? [`--ignore-certificate-errors-spki-list=${server.spkiHash}`] : [];
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: [...CHROME_FLAGS, ...trust] });
  try {
    const figures: LighthouseFigure[] = [];
    mkdirSync(REPORTS_DIR, { recursive: true });
    // A first visit warms Vite's preview server and the handlers, as a deployed site would already be.
    // Through the stack's own edge: Node's fetch does not trust the run's certificate, and the handlers are the same.
    await fetch(`${stack.urls.api}/api/plans`).then((r) => r.arrayBuffer());
    for (const { page, path } of measured) {
      const lhrs: LighthouseResult[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${server.url}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          formFactor: 'mobile',
          throttlingMethod: 'simulate',
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        lhrs.push(result.lhr);
      }
      const median = computeMedianRun(lhrs);
      const slug = path === '/' ? 'home' : path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-');
      writeFileSync(join(REPORTS_DIR, `${slug}.json`), JSON.stringify(median));
      const value = (audit: string) => median.audits[audit]?.numericValue ?? Number.NaN;
      const scores = lhrs.map(scoreOf);
      figures.push({
        page,
        path,
        score: scoreOf(median),
        fcpMs: value('first-contentful-paint'),
        lcpMs: value('largest-contentful-paint'),
        tbtMs: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        runs: lhrs.length,
        scoreRange: [Math.min(...scores), Math.max(...scores)],
        ...transferred(median),
        protocol: networkRequests(median)[0]?.protocol ?? 'unknown',
      });
    }
    return figures;
  } finally {
    chrome.kill();
    await server.stop();
  }
}
