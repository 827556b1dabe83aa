import { describe, expect, it } from 'vitest';
import { type GiftDetails, giftClaimPath, giftState } from '../src/orders/gift.ts';

const gift: GiftDetails = {
  recipient_email: 'kofi@example.com',
  recipient_name: 'Kofi Boateng',
  language: 'en',
  giver_id: 'giver',
  giver_email: 'ama@example.com',
  giver_name: 'Ama Mensah',
};

describe("a gift's state", () => {
  it('reads awaiting payment, sent, claimed and refunded from its order', () => {
    expect(giftState({ status: 'pending', gift })).toBe('awaiting_payment');
    expect(giftState({ status: 'completed', gift })).toBe('sent');
    expect(giftState({ status: 'completed', gift: { ...gift, claimed_at: '2026-11-28T10:00:00.000Z' } })).toBe(
      'claimed',
    );
    // A refund wins over a claim: the recipient's files are gone with it.
    expect(giftState({ status: 'refunded', gift: { ...gift, claimed_at: '2026-11-28T10:00:00.000Z' } })).toBe(
      'refunded',
    );
    expect(giftState({ status: 'completed' })).toBeUndefined();
  });

  it('links the claim page with the order and token encoded', () => {
    expect(giftClaimPath('order 1', 'abc_DEF-9')).toBe('/gift/claim?order=order%201&token=abc_DEF-9');
  });
});
