import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const SHIM = new URL('../../src/bundling/lazy-stream-web.cjs', import.meta.url).pathname;
const require = createRequire(import.meta.url);
const web = require('node:stream/web') as Record<string, unknown>;

/** Whether Node has loaded its web streams after `script` ran in a fresh process. */
function loadsWebStreams(script: string): boolean {
  const probe = `${script};process.stdout.write(String(process.moduleLoadList.includes('NativeModule internal/webstreams/readablestream')))`;
  return execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }) === 'true';
}

describe('lazy-stream-web (node:stream/web in handler bundles)', () => {
  it('has every export of node:stream/web, each the same object', () => {
    // Prepare
    const shim = require(SHIM) as Record<string, unknown>;

    // Act
    const names = Object.keys(shim);

    // Assess: a name Node adds would be missing from the bundles, so the list must follow Node's.
    expect(names.sort()).toEqual(Object.keys(web).sort());
    for (const name of names) expect(shim[name], name).toBe(web[name]);
  });

  it('loads the web streams on the first read of an export, not when it is required', () => {
    expect(loadsWebStreams(`require(${JSON.stringify(SHIM)})`)).toBe(false);
    expect(loadsWebStreams(`require(${JSON.stringify(SHIM)}).ReadableStream`)).toBe(true);
  });
});
