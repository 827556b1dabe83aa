import { describe, expect, it } from 'vitest';
import { ownsVisitorRequest, sameRequesterAddress } from '../../../src/domain/quotes/visitor-request.ts';

const VISITOR = { requester_sub: null, requester_email: ' Ama@Example.com ' };

describe('the address a visitor’s request came from', () => {
  it('is the caller’s whatever its spacing and case', () => {
    expect(sameRequesterAddress(VISITOR, { email: 'ama@example.com' })).toBe(true);
    expect(sameRequesterAddress({ requester_email: 'ama@example.com' }, { email: '  AMA@EXAMPLE.COM' })).toBe(true);
  });

  it('is not another address, nor a caller without one', () => {
    expect(sameRequesterAddress(VISITOR, { email: 'kofi@example.com' })).toBe(false);
    expect(sameRequesterAddress(VISITOR, { email: 'ama@example.co' })).toBe(false);
    expect(sameRequesterAddress(VISITOR, {})).toBe(false);
    expect(sameRequesterAddress({ requester_email: ' ' }, { email: '  ' })).toBe(false);
  });

  it('lets only its confirmed owner act as the requester, and only while the request has no account', () => {
    expect(ownsVisitorRequest(VISITOR, { email: 'AMA@example.com', emailVerified: true })).toBe(true);
    expect(ownsVisitorRequest(VISITOR, { email: 'ama@example.com', emailVerified: false })).toBe(false);
    expect(ownsVisitorRequest(VISITOR, { email: 'ama@example.com' })).toBe(false);
    expect(
      ownsVisitorRequest({ ...VISITOR, requester_sub: 'buyer-1' }, { email: 'ama@example.com', emailVerified: true }),
    ).toBe(false);
  });
});
