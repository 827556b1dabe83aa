import { describe, expect, it } from 'vitest';
import { limitedAddress } from '../../../src/domain/rate-limits/address-key.ts';
import { clientKey } from '../../../src/domain/rate-limits/enforce-rate-limit.ts';

describe('the address a limit counts against', () => {
  it('is the whole address for IPv4', () => {
    expect(limitedAddress('198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('198.51.100.7')).not.toBe(clientKey('198.51.100.8'));
  });

  it('is the /64 for IPv6, so rotating through the interface part changes nothing', () => {
    const keys = ['2001:db8:1:2::7', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0DB8:0001:0002:0:0:0:1'].map(clientKey);

    expect(limitedAddress('2001:db8:1:2:abcd::9')).toBe('2001:db8:1:2::/64');
    expect(new Set(keys).size).toBe(1);
  });

  it('tells neighbouring /64 prefixes apart', () => {
    expect(clientKey('2001:db8:1:2::1')).not.toBe(clientKey('2001:db8:1:3::1'));
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 address it carries', () => {
    expect(clientKey('::ffff:198.51.100.7')).toBe(clientKey('198.51.100.7'));
  });

  it('keeps text that is no address as it is', () => {
    expect(limitedAddress('test-client')).toBe('test-client');
  });
});
