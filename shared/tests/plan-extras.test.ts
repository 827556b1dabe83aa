import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { extraBuildPrice, packagesAbove, upgradePrice } from '../src/orders/plan-extras.ts';
import { SiteSettingsUpdate } from '../src/settings/site-settings-update.ts';

const prices = { basic_price: 999.99, standard_price: 1999.99, premium_price: 2500 };

describe('upgrade and extra build prices', () => {
  it('an upgrade costs the difference of today’s prices, to the pesewa, and never below zero', () => {
    expect(upgradePrice(prices, 'basic', 'standard')).toBe(1000);
    expect(upgradePrice(prices, 'standard', 'premium')).toBe(500.01);
    expect(upgradePrice({ ...prices, premium_price: 1500 }, 'standard', 'premium')).toBe(0);
  });

  it('there is no upgrade to the same or a lower package, or to a package without a price', () => {
    expect(upgradePrice(prices, 'standard', 'standard')).toBeUndefined();
    expect(upgradePrice(prices, 'premium', 'basic')).toBeUndefined();
    expect(upgradePrice({ ...prices, premium_price: 0 }, 'basic', 'premium')).toBeUndefined();
    expect(packagesAbove('basic')).toEqual(['standard', 'premium']);
    expect(packagesAbove('premium')).toEqual([]);
  });

  it('an extra build is the share of the package held, rounded to the pesewa', () => {
    expect(extraBuildPrice(prices, 'basic', 40)).toBe(400);
    expect(extraBuildPrice(prices, 'standard', 33)).toBe(660);
    expect(extraBuildPrice({}, 'basic', 40)).toBeUndefined();
  });

  it('staff set the share as a whole percentage from 1 to 100', () => {
    expect(z.safeParse(SiteSettingsUpdate, { extra_build_share_percent: 40 }).success).toBe(true);
    for (const wrong of [0, 101, 12.5, '40']) {
      const result = z.safeParse(SiteSettingsUpdate, { extra_build_share_percent: wrong });
      expect(result.success).toBe(false);
      expect(JSON.stringify(result.error)).toContain('The extra build share must be a whole percentage from 1 to 100');
    }
  });
});
