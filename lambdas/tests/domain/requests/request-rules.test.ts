import { describe, expect, it } from 'vitest';
import { requestView } from '../../../src/domain/requests/request-access.ts';
import { median, summarizeRequests } from '../../../src/domain/requests/request-analytics.ts';
import { hashRequestToken, newRequestToken, tokenMatches } from '../../../src/domain/requests/request-token.ts';
import type { StoredRequest } from '../../../src/repositories/requests-repository.ts';

const request = (overrides: Partial<StoredRequest> = {}): StoredRequest => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'service',
  state: 'new',
  requester_sub: null,
  requester_email: 'efua@example.org',
  requester_name: 'Efua',
  phone: null,
  whatsapp: null,
  order_id: null,
  plan_id: null,
  plan_title: null,
  service: 'consultation',
  language: 'en',
  details: {},
  created_at: '2026-11-28T10:00:00.000Z',
  updated_at: '2026-11-28T10:00:00.000Z',
  first_reply_at: null,
  decline_reason: null,
  assignee_sub: null,
  assignee_email: null,
  ...overrides,
});

describe('the median time to first reply', () => {
  it('takes the middle value, the mean of the middle two, or none', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 20, 30])).toBe(25);
    expect(median([])).toBeNull();
  });

  it('counts requests by kind and only the answered ones in the median', () => {
    const summary = summarizeRequests([
      request({ first_reply_at: '2026-11-28T10:01:00.000Z' }),
      request({ kind: 'customization', first_reply_at: '2026-11-28T11:00:00.000Z' }),
      request({ kind: 'customization' }),
    ]);
    expect(summary).toEqual({
      total: 3,
      by_kind: { customization: 2, modification_quote: 0, service: 1 },
      replied: 2,
      median_first_reply_seconds: 1830,
    });
  });
});

describe('private links', () => {
  it('match only a token whose hash is stored, and the view never carries the hashes', () => {
    const { token, hash } = newRequestToken();
    expect(hash).toBe(hashRequestToken(token));
    expect(tokenMatches(token, ['00', hash])).toBe(true);
    expect(tokenMatches(`${token}x`, [hash])).toBe(false);
    expect(tokenMatches(undefined, [hash])).toBe(false);
    expect(tokenMatches(token, undefined)).toBe(false);
    expect(requestView(request({ access_token_hashes: [hash] }))).not.toHaveProperty('access_token_hashes');
  });
});
