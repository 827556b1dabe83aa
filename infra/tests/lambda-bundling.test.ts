import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

  it('bundles @middy/core without loading Node web streams until a streamed response needs them', async () => {
    // Prepare: a DynamoDB-only handler (the S3 client loads web streams itself).
    const route = routes.find((r) => r.name === 'get-user-settings');
    if (!route) throw new Error('get-user-settings is not in the route table');
    const dir = mkdtempSync(join(tmpdir(), 'lambda-bundling-'));
    const file = join(dir, 'index.js');
    try {
      const built = await build({
        ...LAMBDA_BUNDLING,
        entryPoints: [join(HANDLERS_DIR, `${route.handler}.ts`)],
        absWorkingDir: REPO_ROOT,
        outfile: file,
        write: false,
        logLevel: 'silent',
      });
      writeFileSync(file, built.outputFiles[0].text);

      // Act: load it in a fresh Node process, as a cold start does.
      const loaded = execFileSync(
        process.execPath,
        ['-e', `require(${JSON.stringify(file)});process.stdout.write(process.moduleLoadList.join('\\n'))`],
        { encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'silent' } },
      ).split('\n');

      // Assess
      expect(built.outputFiles[0].text).toContain('streamifyResponse');
      expect(loaded).not.toContain('NativeModule internal/webstreams/readablestream');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
