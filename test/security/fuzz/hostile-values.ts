import fc from 'fast-check';

/** 100 KB of text: far past every field limit, well under the 10 MB body limit. */
const HUGE = 100 * 1024;

/** Strings that have broken parsers, key builders, regexes and log lines elsewhere. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\uFEFF',
  '\u202Eevil',
  '\uD800',
  '𝕿𝖊𝖒𝖆 🏠 ✓',
  'Ɛ\u0301kwa',
  '../../etc/passwd',
  '..\\..\\windows',
  '%2e%2e%2f',
  'PLAN#x',
  'USER#someone|PROFILE',
  "' OR '1'='1",
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal lookup string is the hostile input
  '${jndi:ldap://x}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '1e309',
  'null',
  'true',
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.constantFrom('a', 'é', '🏠', '\u0000').map((unit) => unit.repeat(HUGE / unit.length)), weight: 1 },
);

/** Any JSON value of the wrong kind for a field: numbers past safe ranges, objects, arrays, null. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, Number.MAX_SAFE_INTEGER + 2, -1e308, 1e308),
  fc.constant({ __proto__: { admin: true } }),
  fc.jsonValue({ maxDepth: 3 }),
  hostileString,
);

/** Raw bodies that are not JSON, or JSON that is hostile in its shape. */
export const hostileRawBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    "{'planId': 'x'}",
    'undefined',
    'NaN',
    '[1,2,,]',
    '{"a":1}{"b":2}',
    '\u0000',
    'a=1&b=2',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":1}}}',
    '"just a string"',
    '12345678901234567890123456789',
    'null',
    '[]',
  ),
  fc.constantFrom(10, 1_000, 10_000).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.constantFrom(10, 1_000).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constant(`{"text":"${'x'.repeat(HUGE)}"}`),
);

/** Content types a client could send; JSON is weighted up so the validators behind it are reached. */
export const contentType: fc.Arbitrary<string | undefined> = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 8 },
  {
    arbitrary: fc.constantFrom(
      undefined,
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/octet-stream',
      'application/xml',
      'application/json; charset=utf-16',
      'application/merge-patch+json',
      'image/png',
      'nonsense',
    ),
    weight: 3,
  },
);

/**
 * A path parameter as it goes on the wire. `raw` values are put in the path as they are (malformed
 * or double percent-encoding, dot segments); the others are percent-encoded. None holds a bare `/`,
 * so the request still reaches the route the fuzzer meant.
 */
export interface WireParam {
  value: string;
  raw: boolean;
}

export const oddPathParam: fc.Arbitrary<WireParam> = fc.oneof(
  fc
    .constantFrom('..', '.', '%2F', '%2e%2e', '%2E%2E%2F..%2Fetc', '%252e%252e%252f', '%00', '%E0%A4%A', '%', '%ZZ')
    .map((value) => ({ value, raw: true })),
  fc
    .oneof(hostileString, fc.constant('x'.repeat(4000)), fc.constant('a/../b'), fc.constant('a\\b'))
    .map((value) => ({ value, raw: false })),
);
