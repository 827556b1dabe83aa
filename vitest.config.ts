import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Handler files that keep a core to themselves: picture, share-picture, PDF and ZIP work, tests that race many
 * writers or page through large stores, and tests that time deadlines and retry budgets. With another file beside
 * them they came close to (some past) vitest's 5 s limit or their own. Every other handler file is mostly module
 * import and runs two at a time.
 */
const HANDLER_FILES_ALONE = [
  'lambdas/tests/adapters/outbound-limits.test.ts',
  'lambdas/tests/adapters/request-deadline.test.ts',
  'lambdas/tests/auth/identity-outage.test.ts',
  'lambdas/tests/bundling/lazy-stream-web.test.ts',
  'lambdas/tests/domain/catalogue/catalogue-equivalence.test.ts',
  'lambdas/tests/domain/deliveries/prepare-delivery.test.ts',
  'lambdas/tests/domain/invoices/invoice-numbering.test.ts',
  'lambdas/tests/domain/library/library.test.ts',
  'lambdas/tests/domain/pictures/make-variants.test.ts',
  'lambdas/tests/domain/plan-extras/settle-upgrade.test.ts',
  'lambdas/tests/domain/promotions/promotion-uses.test.ts',
  'lambdas/tests/domain/refunds/refund-interleavings.test.ts',
  'lambdas/tests/domain/refunds/refund-order.test.ts',
  'lambdas/tests/domain/refunds/refund-requests.test.ts',
  'lambdas/tests/domain/seo/sitemap-parts.test.ts',
  'lambdas/tests/domain/share-images/share-fonts.test.ts',
  'lambdas/tests/domain/share-images/share-images.test.ts',
  'lambdas/tests/handlers/accounts/account-data.test.ts',
  'lambdas/tests/handlers/downloads/prepare-order-delivery.test.ts',
  'lambdas/tests/handlers/gifts/gift-claim.test.ts',
  'lambdas/tests/handlers/orders/get-order-document.test.ts',
  'lambdas/tests/handlers/pictures/make-picture-variants.test.ts',
  'lambdas/tests/handlers/requests/custom-delivery.test.ts',
  'lambdas/tests/handlers/requests/quote-analytics.test.ts',
  'lambdas/tests/handlers/requests/quote-payment.test.ts',
  'lambdas/tests/handlers/requests/quote-routes.test.ts',
  'lambdas/tests/handlers/requests/request-desk.test.ts',
  'lambdas/tests/layer-rules.test.ts',
  'lambdas/tests/repositories/delivery-store.test.ts',
  'lambdas/tests/repositories/document-numbers-contract.test.ts',
];

/**
 * Integration files that may run two at a time: HTTP and table work against a stack of their own on free ports, with
 * no clock of their own to race (no deadline, retry budget or delivery they time), no pictures, PDFs or 150 MB
 * deliveries, and no restart on fixed ports. Every other integration file keeps the machine to itself.
 */
const INTEGRATION_FILES_SIDE_BY_SIDE = [
  'test/integration/admin-orders.test.ts',
  'test/integration/analytics.test.ts',
  'test/integration/catalogue-search.test.ts',
  'test/integration/catalogue.test.ts',
  'test/integration/edge.test.ts',
  'test/integration/forged-input.test.ts',
  'test/integration/newsletter-consent.test.ts',
  'test/integration/newsletter-language.test.ts',
  'test/integration/plot-and-build-cost.test.ts',
  'test/integration/promotion-codes.test.ts',
  'test/security/adapter-errors.test.ts',
  'test/security/cross-user.test.ts',
  'test/security/fuzz-known-cases.test.ts',
  'test/security/role-matrix.test.ts',
];

/** Six projects, fastest first; `npm test` runs them in that order. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/tests/**/*.test.ts', 'web/tests/**/*.test.{ts,tsx}', 'local/tests/**/*.test.ts'],
          // Vitest's default is one worker fewer than the cores: one on the 2-core CI machine, leaving a core idle
          // through files that are mostly module import.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'handlers',
          include: ['lambdas/tests/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...HANDLER_FILES_ALONE],
          setupFiles: ['lambdas/tests/support/staff-second-factor.ts'],
          // Two at a time, beside unit and infra files (see unit).
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'handlers-alone',
          include: HANDLER_FILES_ALONE,
          setupFiles: ['lambdas/tests/support/staff-second-factor.ts'],
          // One file at a time, after every other unit, handler and infra file.
          maxWorkers: 1,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['infra/tests/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Synthesizing is one core's work per file: two files side by side use both (see unit).
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'integration-side-by-side',
          include: INTEGRATION_FILES_SIDE_BY_SIDE,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['test/support/seeded-data.ts'],
          // Two at a time, before the files kept alone (see integration); much of each file is its stack's start.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts', 'test/security/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...INTEGRATION_FILES_SIDE_BY_SIDE],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['test/support/seeded-data.ts'],
          // One file at a time: several files time races, deliveries of 150 MB and picture work that two files
          // side by side on two cores would slow past their limits.
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          globalSetup: ['test/support/build-web-once.ts', 'test/support/seeded-data.ts'],
          // What a page shows after a fetch is polled for as long as a person would wait for it (a few seconds),
          // not vitest's default second, which a busy two-core machine can miss.
          expect: { poll: { timeout: 10_000 } },
          // Each file runs its own stack and Chromium on ports of its own; much of a file's time is waiting on
          // them, so two files side by side keep both cores busy.
          maxWorkers: 2,
        },
      },
    ],
  },
});
