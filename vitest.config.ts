import { defineConfig } from 'vitest/config';

/** Five projects, fastest first; `npm test` runs them in that order. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/tests/**/*.test.ts', 'web/tests/**/*.test.{ts,tsx}', 'local/tests/**/*.test.ts'],
          // Vitest's default is one worker fewer than the cores: one on the 2-core CI machine, leaving a core idle
          // through files that are mostly module import. Not the handlers: their picture and ZIP tests keep to
          // vitest's 5 s limit with both cores, and shared with another file they came close to it.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'handlers',
          include: ['lambdas/tests/**/*.test.ts'],
          setupFiles: ['lambdas/tests/support/staff-second-factor.ts'],
          // One file at a time, after unit and infra (see unit).
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
          name: 'integration',
          include: ['test/integration/**/*.test.ts', 'test/security/**/*.test.ts'],
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
