import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { IMAGES_PATH_PREFIX } from '@shop/infra/definitions/bucket-definitions';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from '../local/ports.ts';
import type { RunningStack } from '../local/stack.ts';
import { WEB_DIST } from './web-bundle.ts';

export interface LighthouseFigure {
  page: string;
  path: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const WEB = new URL('../web/', import.meta.url).pathname;
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** `vite preview` of the production build in web/dist, with /api and /images proxied as CloudFront does. */
async function startPreview(stack: RunningStack) {
  const { preview } = await import('vite');
  // A deployed build reads its Cognito ids from /config.json; this one points at the offline stack's pool.
  writeFileSync(
    join(WEB_DIST, 'config.json'),
    JSON.stringify({
      userPoolId: stack.info.cognito.userPoolId,
      userPoolClientId: stack.info.cognito.clientId,
      authFlow: 'password',
    }),
  );
  const port = await freePort();
  const imagesPrefix = IMAGES_PATH_PREFIX.replace(/\/$/, '');
  const server = await preview({
    root: WEB,
    configFile: join(WEB, 'vite.config.ts'),
    logLevel: 'silent',
    preview: {
      host: '127.0.0.1',
      port,
      strictPort: true,
      open: false,
      proxy: {
        '/api': { target: stack.urls.api, changeOrigin: true },
        [`^${imagesPrefix}/`]: {
          target: stack.urls.s3,
          changeOrigin: true,
          rewrite: (path: string) => `/${stack.buckets.images}${path}`,
        },
      },
    },
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.httpServer.close(() => resolve())),
  };
}

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
