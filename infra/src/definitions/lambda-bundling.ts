import type { BuildOptions } from 'esbuild';

/**
 * How every handler is bundled, in esbuild's own option names, so a benchmark can call
 * `esbuild.build({ ...LAMBDA_BUNDLING, entryPoints: [entry], outfile })` and get the bytes the stack
 * deploys. The shop function construct maps these onto NodejsFunction's bundling options.
 * `external: []` bundles the AWS SDK instead of using the runtime's copy: the version is pinned by our
 * lock file, and tree-shaking keeps only the clients a handler uses.
 * `alias` swaps `node:stream/web` for a module with the same exports that loads it on first use
 * (lambdas/src/bundling/lazy-stream-web.cjs): @middy/core imports it at its top only for streamed
 * responses, which no handler sends (docs/decisions/0016-lambda-load-time.md). Alias paths resolve from
 * the working directory, the repository root for the stack's bundling and the benchmarks alike.
 */
export const LAMBDA_BUNDLING = {
  bundle: true,
  minify: true,
  format: 'cjs',
  target: 'node24',
  platform: 'node',
  sourcemap: false,
  external: [],
  mainFields: ['module', 'main'],
  alias: { 'node:stream/web': './lambdas/src/bundling/lazy-stream-web.cjs' },
} as const satisfies BuildOptions;
