import type { Plugin } from 'vite';

/** The start of a CommonJS module's body as the bundler wraps it: `__commonJSMin(((exports, module) => {`. */
const COMMONJS_WRAPPER = /__commonJSMin\(\(\(([\w$]+(?:, [\w$]+)*)\) => \{/g;

/**
 * Writes the bundler's wrappers of CommonJS packages (React, React DOM, the scheduler) as parenthesised `function`
 * expressions. V8 compiles such a function with its script, on the background thread that parses a downloaded module,
 * where an arrow function is parsed on the main thread when first called: for React DOM's 180 KB body that was
 * 20-25 ms of a phone's main thread (90 ms at Lighthouse's 4x slowdown) in the task that starts the app. The body is
 * CommonJS: it reads neither `this` nor `arguments` of its wrapper, so the two forms run alike (decision 0075).
 */
export function eagerCommonJsPlugin(): Plugin {
  return {
    name: 'shop-eager-commonjs',
    apply: 'build',
    renderChunk(code) {
      if (!code.includes('__commonJSMin(')) return null;
      return { code: code.replace(COMMONJS_WRAPPER, '__commonJSMin((function($1) {'), map: null };
    },
  };
}
