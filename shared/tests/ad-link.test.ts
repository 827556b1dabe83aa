import { describe, expect, it } from 'vitest';
import { isAdLinkUrl } from '../src/admin/ads.ts';

describe('the ad link rule', () => {
  it.each(['/\\evil.example', '/\\/evil.example', '//evil.example', '/plans\\..\\x'])(
    'refuses %s, which a browser may read as another site',
    (value) => {
      expect(isAdLinkUrl(value)).toBe(false);
    },
  );

  it.each(['', '/plans', '/plans?type=villa#top', 'https://example.com/a', 'example.com'])('accepts %s', (value) => {
    expect(isAdLinkUrl(value)).toBe(true);
  });
});
