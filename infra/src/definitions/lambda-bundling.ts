import type { BuildOptions } from 'esbuild';

/**
 * How every handler is bundled, in esbuild's own option names, so a benchmark can call
 * `esbuild.build({ ...LAMBDA_BUNDLING, entryPoints: [entry], outfile })` and get the bytes the stack
 * deploys. The shop function construct maps these onto NodejsFunction's bundling options.
 * `external: []` bundles the AWS SDK instead of using the runtime's copy: the version is pinned by our
 * lock file, and tree-shaking keeps only the clients a handler uses.
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
} as const satisfies BuildOptions;
