import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startPreview } from '../local/preview-server.ts';
import type { RunningStack } from '../local/stack.ts';

export interface LighthouseFigure {
  page: string;
  path: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Each page's full Lighthouse JSON lands here (git-ignored), to read long tasks, LCP breakdown and requests. */
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS_DIR || new URL('../.local/lighthouse/', import.meta.url).pathname;
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Lighthouse (npm, 12.8) on Home, Plans and one plan page, mobile form factor with simulated slow 4G
 * (its defaults), driving Debian's Chromium headless, against the production build.
 */
export async function measureLighthouse(stack: RunningStack, planId: string): Promise<LighthouseFigure[]> {
  const pages = [
    { page: 'Home', path: '/' },
    { page: 'Plans', path: '/plans' },
    { page: 'A plan page', path: `/plans/${encodeURIComponent(planId)}` },
  ];
  const server = await startPreview(stack);
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const figures: LighthouseFigure[] = [];
    mkdirSync(REPORTS_DIR, { recursive: true });
    // A first visit warms Vite's preview server and the handlers, as a deployed site would already be.
    await fetch(`${server.url}/api/plans`).then((r) => r.arrayBuffer());
    for (const { page, path } of pages) {
      const result = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const { lhr } = result;
      const slug = path === '/' ? 'home' : path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-');
      writeFileSync(join(REPORTS_DIR, `${slug}.json`), typeof result.report === 'string' ? result.report : '');
      const value = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
      figures.push({
        page,
        path,
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: value('largest-contentful-paint'),
        tbtMs: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
      });
    }
    return figures;
  } finally {
    chrome.kill();
    await server.stop();
  }
}
