import { describe, expect, it } from 'vitest';
import { quickNavTitle, showsQuickNav } from '../src/components/layouts/quick-nav-links.ts';

describe('quickNavTitle', () => {
  it.each([
    ['/user/dashboard', 'Dashboard'],
    ['/user/profile', 'Profile'],
    ['/user/orders', 'Orders'],
    ['/user/favorites', 'Favorites'],
    ['/user/library', 'My plans'],
    ['/user/settings', 'Settings'],
    ['/admin/dashboard', 'Dashboard'],
    ['/admin/orders', 'Orders'],
    ['/admin/plans', 'Admin'],
    ['/admin', 'Admin'],
    ['/user/downloads/order-1', 'User Area'],
  ])('titles %s as %s', (path, title) => {
    // Act / Assess
    expect(quickNavTitle(path)).toBe(title);
  });
});

describe('showsQuickNav', () => {
  it('shows only on /user and /admin paths', () => {
    // Act / Assess
    expect(showsQuickNav('/user/profile')).toBe(true);
    expect(showsQuickNav('/admin')).toBe(true);
    expect(showsQuickNav('/')).toBe(false);
    expect(showsQuickNav('/plans')).toBe(false);
    expect(showsQuickNav('/users-guide')).toBe(false);
  });
});
