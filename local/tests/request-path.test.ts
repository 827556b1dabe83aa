import { describe, expect, it } from 'vitest';
import { viewerPath } from '../edge/request-path.ts';

describe('the path the edge routes on', () => {
  it('passes a plain path on as it came', () => {
    expect(viewerPath('/images/plans/a/b/1600.jpg')).toEqual({
      ok: true,
      path: '/images/plans/a/b/1600.jpg',
      forward: '/images/plans/a/b/1600.jpg',
    });
    expect(viewerPath('/api/plans/villa%20one')).toEqual({
      ok: true,
      path: '/api/plans/villa one',
      forward: '/api/plans/villa%20one',
    });
  });

  it('decodes once and resolves dot segments, encoded or not, and forwards the resolved path', () => {
    expect(viewerPath('/images/plans/x/%2e%2e/a/b/1600.jpg')).toMatchObject({
      ok: true,
      path: '/images/plans/a/b/1600.jpg',
    });
    expect(viewerPath('/images/plans/x/..%2fa/./b/1600.jpg')).toMatchObject({
      ok: true,
      path: '/images/plans/a/b/1600.jpg',
    });
    expect(viewerPath('/plans/x/../villa%3Fa')).toEqual({
      ok: true,
      path: '/plans/villa?a',
      forward: '/plans/villa%3Fa',
    });
    // Double-encoded dots are decoded once only: a literal "%2e%2e" segment, no variant path.
    expect(viewerPath('/images/%252e%252e/x')).toMatchObject({ ok: true, path: '/images/%2e%2e/x' });
  });

  it('refuses a path that climbs above the root or out of the behaviour it names, and undecodable ones', () => {
    for (const raw of [
      '/images/../../local-plan-files/plans/a/basic/a.pdf',
      '/images/%2e%2e/%2E%2E/local-plan-files/x',
      '/images/..%2f..%2flocal-plan-files%2fx',
      '/images/../uploads/plans/a/b.jpg',
      '/api/../images/plans/a/b/1600.jpg',
      '/../.local/stack.json',
      '/..%2f.local/stack.json',
      '/images/%E0%A4%A',
      '/images\\..\\uploads',
      '/images/%00/x',
    ]) {
      expect(viewerPath(raw), raw).toEqual({ ok: false });
    }
  });
});
