import { join } from 'node:path';
import { routes } from '@shop/shared/api/routes';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { LAMBDA_BUNDLING } from '../src/definitions/lambda-bundling.ts';
import { HANDLERS_DIR, REPO_ROOT } from '../src/paths.ts';
import { bundledHandlerCode } from './support/synth.ts';

describe('LAMBDA_BUNDLING', () => {
  it('bundles a handler byte for byte as the stack does, so benchmarks measure what is deployed', async () => {
    const route = routes[0];
    const fromStack = bundledHandlerCode(route);

    const direct = await build({
      ...LAMBDA_BUNDLING,
      entryPoints: [join(HANDLERS_DIR, `${route.handler}.ts`)],
      absWorkingDir: REPO_ROOT,
      outfile: 'index.js',
      write: false,
      logLevel: 'silent',
    });

    expect(direct.outputFiles[0].text).toBe(fromStack);
  });
});
