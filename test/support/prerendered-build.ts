import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startPreview } from '../../local/preview-server.ts';
import { launchChromium } from './browser.ts';
import { ensureProductionBuild } from './production-build.ts';
import { startTestStack, type TestStack } from './test-stack.ts';

export interface PrerenderedBuild {
  shop: TestStack;
  /** The production build served as CloudFront's function maps it (vite preview behind the offline edge). */
  preview: Awaited<ReturnType<typeof startPreview>>;
  browser: Awaited<ReturnType<typeof launchChromium>>;
  /** The first seeded plan: its page is prerendered too. */
  planId: string;
  planTitle: string;
}

/** The production build, its preview and a Chromium for the file's tests (filled in before they run). */
export function prerenderedBuildInChromium(): PrerenderedBuild {
  const build = {} as PrerenderedBuild;
  beforeAll(async () => {
    build.shop = await startTestStack('none');
    ensureProductionBuild();
    build.preview = await startPreview(build.shop.stack);
    build.browser = await launchChromium();
    const plan = (await (await fetch(`${build.shop.api}/api/plans?limit=1`)).json()).plans[0];
    build.planId = plan.id;
    build.planTitle = plan.title;
  });
  afterAll(async () => {
    await build.browser?.close();
    await build.preview?.stop();
    await build.shop?.stop();
  });
  return build;
}

/** Every console error and uncaught error of the page (React reports hydration mismatches through both). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
