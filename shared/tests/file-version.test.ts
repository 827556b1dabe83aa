import { describe, expect, it } from 'vitest';
import { isPlanFileKey } from '../src/admin/plan-write.ts';
import { fileVersionLabel, fileVersionOf } from '../src/plans/file-version.ts';

describe('plan file versions kept under the same name', () => {
  it('reads the version from a version folder, and none from a plain key or a look-alike folder', () => {
    expect(fileVersionOf('plans/villa-01/basic/v2/floor.pdf')).toBe(2);
    expect(fileVersionOf('plans/villa-01/basic/v12/floor.pdf')).toBe(12);
    expect(fileVersionOf('plans/villa-01/basic/floor.pdf')).toBeNull();
    expect(fileVersionOf('plans/villa-01/basic/v0/floor.pdf')).toBeNull();
    expect(fileVersionOf('plans/villa-01/basic/v2.pdf')).toBeNull();
  });

  it('labels a version folder, and the first version only once it was replaced', () => {
    expect(fileVersionLabel('plans/p/basic/v3/a.pdf', false)).toBe('Version 3');
    expect(fileVersionLabel('plans/p/basic/a.pdf', true)).toBe('Version 1');
    expect(fileVersionLabel('plans/p/basic/a.pdf', false)).toBeNull();
  });

  it('accepts a version folder as a plan file key of its tier, and nothing deeper or elsewhere', () => {
    expect(isPlanFileKey('plans/villa-01/basic/v2/floor plan.pdf', 'basic')).toBe(true);
    expect(isPlanFileKey('plans/villa-01/basic/v2/floor plan.pdf', 'premium')).toBe(false);
    expect(isPlanFileKey('plans/villa-01/basic/v2/v3/floor.pdf', 'basic')).toBe(false);
    expect(isPlanFileKey('plans/villa-01/basic/old/floor.pdf', 'basic')).toBe(false);
    expect(isPlanFileKey('plans/villa-01/basic/v2/../x.pdf', 'basic')).toBe(false);
  });
});
