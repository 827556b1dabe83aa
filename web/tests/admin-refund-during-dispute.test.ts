import { REFUND_TEXTS } from '@shop/shared/orders/staff-actions';
import { describe, expect, it } from 'vitest';
import { refundUnavailable } from '../src/features/admin-orders/utils/refund-availability.ts';

describe('Refund in the admin order dialog', () => {
  it('is unavailable while a dispute is open, with the reason the dialog shows beside the disabled button', () => {
    expect(refundUnavailable({ dispute_status: 'open' })).toBe(`Refund is not available: ${REFUND_TEXTS.disputed}.`);
  });

  it('is available once the dispute is resolved, or when there was none', () => {
    expect(refundUnavailable({ dispute_status: 'resolved' })).toBeNull();
    expect(refundUnavailable({ dispute_status: null })).toBeNull();
  });
});
