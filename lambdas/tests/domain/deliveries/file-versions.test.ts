import { describe, expect, it } from 'vitest';
import { deliveryFiles, latestVersion, replacementsOf } from '../../../src/domain/deliveries/file-versions.ts';

const replacements = replacementsOf([
  {
    key: 'plans/p/basic/a.pdf',
    tier: 'basic',
    replaced_by: 'plans/p/basic/a-v2.pdf',
    replaced_at: '2026-11-21T09:00:00Z',
  },
  {
    key: 'plans/p/basic/a-v2.pdf',
    tier: 'basic',
    replaces: 'plans/p/basic/a.pdf',
    replaced_by: 'plans/p/basic/a-v3.pdf',
    replaced_at: '2026-11-23T09:00:00Z',
  },
  { key: 'plans/p/basic/a-v3.pdf', tier: 'basic', replaces: 'plans/p/basic/a-v2.pdf' },
]);

describe('file versions of an order', () => {
  it('serves the newest version of a file sold, dated, and keeps the version sold beside it', () => {
    const files = deliveryFiles(
      [
        { key: 'plans/p/basic/a.pdf', tier: 'basic' },
        { key: 'plans/p/standard/b.dxf', tier: 'standard' },
      ],
      replacements,
    );

    expect(files).toEqual([
      { key: 'plans/p/basic/a-v3.pdf', tier: 'basic', updatedAt: '2026-11-23T09:00:00Z', earlier: false },
      { key: 'plans/p/basic/a.pdf', tier: 'basic', updatedAt: null, earlier: true },
      { key: 'plans/p/standard/b.dxf', tier: 'standard', updatedAt: null, earlier: false },
    ]);
  });

  it('serves a file sold after a revision as it is, and stops on a loop in the data', () => {
    const loop = replacementsOf([
      { key: 'x', tier: 'basic', replaced_by: 'y', replaced_at: 't1' },
      { key: 'y', tier: 'basic', replaced_by: 'x', replaced_at: 't2' },
    ]);

    expect(deliveryFiles([{ key: 'plans/p/basic/a-v3.pdf', tier: 'basic' }], replacements)).toEqual([
      { key: 'plans/p/basic/a-v3.pdf', tier: 'basic', updatedAt: null, earlier: false },
    ]);
    expect(['x', 'y']).toContain(latestVersion('x', loop).key);
  });
});
