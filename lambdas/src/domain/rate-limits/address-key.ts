import ipaddr from 'ipaddr.js';

/** Bits of an IPv6 address that one subscriber holds: providers hand out a /64 (or more) per line. */
export const IPV6_LIMITED_PREFIX = 64;

/**
 * The part of an address that a limit counts against. An IPv4 address is one client; an IPv6 client picks any of the
 * 2^64 addresses of its /64 at will, so limiting the single address would not limit it at all: the /64 is counted.
 * An IPv4-mapped IPv6 address (`::ffff:198.51.100.7`) is the IPv4 address it carries. Text that is no address is
 * counted as it is (a test event), never thrown away.
 */
export function limitedAddress(address: string): string {
  const text = address.trim();
  if (!ipaddr.isValid(text)) return text;
  const parsed = ipaddr.parse(text);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  const parts = v6.parts.slice(0, IPV6_LIMITED_PREFIX / 16);
  const prefix = new ipaddr.IPv6([...parts, 0, 0, 0, 0]);
  return `${prefix.toString()}/${IPV6_LIMITED_PREFIX}`;
}
