import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { eagerCommonJsPlugin } from '../build/eager-commonjs-plugin.ts';

type RenderChunk = (code: string) => { code: string } | null;
const renderChunk = eagerCommonJsPlugin().renderChunk as unknown as RenderChunk;

// Two CommonJS modules as the bundler writes them, and its runtime's wrapper.
const CHUNK = `var __commonJSMin = (cb, mod) => () => (mod || (cb((mod = { exports: {} }).exports, mod, mod.exports), cb = null), mod.exports);
var require_scheduler = /* @__PURE__ */ __commonJSMin(((exports) => {
\texports.now = () => 42;
}));
var require_react_dom = /* @__PURE__ */ __commonJSMin(((exports, module) => {
\tconst scheduler = require_scheduler();
\tmodule.exports = { rendered: scheduler.now() + 1 };
}));
result = require_react_dom();
`;

describe('eagerCommonJsPlugin', () => {
  it('writes each CommonJS wrapper as a parenthesised function expression', () => {
    const code = renderChunk(CHUNK)?.code ?? '';
    expect(code).toContain('__commonJSMin((function(exports) {');
    expect(code).toContain('__commonJSMin((function(exports, module) {');
    expect(code).not.toMatch(/__commonJSMin\(\(\(/);
  });

  it('leaves what the modules do unchanged', () => {
    const run = (code: string) => {
      const context: { result: unknown } = { result: undefined };
      new Script(`"use strict";\n${code}`).runInNewContext(context);
      return context.result;
    };
    expect(run(renderChunk(CHUNK)?.code ?? '')).toEqual({ rendered: 43 });
    expect(run(renderChunk(CHUNK)?.code ?? '')).toEqual(run(CHUNK));
  });

  it('leaves a chunk without CommonJS alone', () => {
    expect(renderChunk('export const a = 1;\n')).toBeNull();
  });
});
