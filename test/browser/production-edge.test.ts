import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPreview } from '../../local/preview-server.ts';
import { apiCaller } from '../support/api-client.ts';
import { launchChromium } from '../support/browser.ts';
import { ensureProductionBuild } from '../support/production-build.ts';
import { ADMIN_SCREENS, CONTENT_SCREENS } from '../support/screens.ts';
import { logInThroughDialog, submitAdminLogin } from '../support/sign-in-pages.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';

/*
 * The build that ships, behind the offline edge with the production CSP exactly as CloudFront sends it:
 * every public, buyer and staff screen is visited, and any CSP violation the browser reports fails the test.
 */
let shop: TestStack;
let preview: Awaited<ReturnType<typeof startPreview>>;
let browser: Browser;
let pictureHost: Server;
let pictureUrl: string;
let planId: string;
let orderId: string;

/** A small JPEG (a 1x1 grey pixel), served over https by a host of its own, as a CDN would. */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/yQALCAABAAEBAREA/8wABgAQEAX/2gAIAQEAAD8A0s8g/9k=',
  'base64',
);

const SCREENS = {
  public: ['/', '/plans', 'PLAN', ...CONTENT_SCREENS, '/newsletter/unsubscribed', '/auth/register', '/no-such-page'],
  user: [
    '/user/dashboard',
    '/user/profile',
    '/user/orders',
    '/user/favorites',
    '/user/settings',
    'DOWNLOAD',
    '/checkout',
    '/payment/verify',
  ],
  admin: ADMIN_SCREENS,
};

async function watchedContext(): Promise<{ context: BrowserContext; page: Page; violations: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ignoreHTTPSErrors: true });
  const violations: string[] = [];
  await context.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI} on ${location.pathname}`,
      );
    });
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return { context, page, violations };
}

async function visit(page: Page, path: string): Promise<void> {
  const resolved = path === 'PLAN' ? `/plans/${planId}` : path === 'DOWNLOAD' ? `/user/downloads/${orderId}` : path;
  await page.goto(`${preview.url}${resolved}`);
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('h1, h2').count()).toBeGreaterThan(0);
}

beforeAll(async () => {
  shop = await startTestStack('none');
  ensureProductionBuild();
  preview = await startPreview(shop.stack);
  browser = await launchChromium();
  const { private: key, cert } = await generate([{ name: 'commonName', value: '127.0.0.1' }], { keyType: 'ec' });
  pictureHost = createServer({ key, cert }, (_request, response) => {
    response.writeHead(200, { 'content-type': 'image/jpeg' }).end(JPEG);
  });
  await new Promise<void>((resolve) => pictureHost.listen(0, '127.0.0.1', resolve));
  pictureUrl = `https://127.0.0.1:${(pictureHost.address() as AddressInfo).port}/renders/villa.jpg`;

  const api = apiCaller(shop.api);
  const admin = await shop.signIn('admin');
  const plans = await api<{ plans: { id: string }[] }>('GET', '/api/plans?limit=1');
  planId = plans.body.plans[0]?.id as string;
  const updated = await api('PUT', `/api/plans/${planId}`, admin, { image_url: pictureUrl });
  expect(updated.status).toBe(200);
  const buyer = await shop.signIn('user');
  const orders = await api<{ orders: { id: string }[] }>('GET', '/api/orders', buyer);
  orderId = orders.body.orders[0]?.id ?? 'no-order';
});

afterAll(async () => {
  await browser?.close();
  pictureHost?.close();
  await preview?.stop();
  await shop?.stop();
});

describe('the production build behind the edge', () => {
  it('is sent with the production CSP, unchanged (no development allowance)', async () => {
    const response = await fetch(`${preview.url}/plans`);
    const csp = response.headers.get('content-security-policy') ?? '';

    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("img-src 'self' data: blob: https:;");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('shows a plan picture from another https host on the plan page, under the CSP', async () => {
    const { context, page, violations } = await watchedContext();

    await page.goto(`${preview.url}/plans/${planId}`);
    const picture = page.locator(`img[src="${pictureUrl}"]`).first();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

    expect(violations).toEqual([]);
    await context.close();
  });

  it('raises no CSP violation on any public screen', async () => {
    const { context, page, violations } = await watchedContext();

    for (const path of SCREENS.public) await visit(page, path);

    expect(violations).toEqual([]);
    await context.close();
  });

  it('raises no CSP violation for a signed-in buyer (sign-in to Cognito included) on any of their screens', async () => {
    const { context, page, violations } = await watchedContext();
    await visit(page, '/');
    await logInThroughDialog(page, shop.seeded('user'));
    await page.getByRole('dialog', { name: 'Welcome' }).waitFor({ state: 'hidden' });

    for (const path of SCREENS.user) await visit(page, path);

    expect(violations).toEqual([]);
    await context.close();
  });

  it('raises no CSP violation for staff on any admin screen', async () => {
    const { context, page, violations } = await watchedContext();
    await visit(page, '/admin/login');
    await submitAdminLogin(page, shop.seeded('admin'));
    await page.waitForURL(/\/admin\/dashboard/);

    for (const path of SCREENS.admin) await visit(page, path);

    expect(violations).toEqual([]);
    await context.close();
  });
});
