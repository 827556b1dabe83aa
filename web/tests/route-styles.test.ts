import { describe, expect, it } from 'vitest';
import { routeStyleTags } from '../build/route-styles.ts';

const FILES: Record<string, string> = {
  'assets/plan-detail-abc.css': '.plan-page{display:grid}\n',
  'assets/share-link-def.css': '.share{gap:4px}',
};

describe('route stylesheets written into a prerendered page', () => {
  it('puts each file in a <style> beside a disabled link to the same file', () => {
    const tags = routeStyleTags(Object.keys(FILES), '/', (file) => FILES[file] ?? '');
    expect(tags).toEqual([
      '<link rel="stylesheet" href="/assets/plan-detail-abc.css" disabled>\n    <style>.plan-page{display:grid}</style>',
      '<link rel="stylesheet" href="/assets/share-link-def.css" disabled>\n    <style>.share{gap:4px}</style>',
    ]);
  });

  it('refuses a stylesheet that would close its element', () => {
    expect(() => routeStyleTags(['assets/x.css'], '/', () => 'a::after{content:"</style>"}')).toThrow(/x\.css/);
  });
});
