import type { Order } from '@shop/shared/orders/order';
import { describe, expect, it } from 'vitest';
import { activityText, newestFirst, returnPathOf } from '../src/features/dashboard/utils/activity.ts';
import { outcomeOfAnswer, outcomeOfError } from '../src/features/payments/utils/verify-outcome.ts';
import { ApiError } from '../src/lib/api-client.ts';

const ORDER: Order = {
  id: 'order-0001abcd',
  user_id: 'sub-1',
  user_email: 'ama@example.com',
  plan_id: 'plan-1',
  plan_title: 'Modern Villa',
  plan_type: 'villa',
  bedrooms: 4,
  bathrooms: 3,
  area_sqm: 220,
  image_url: '',
  package_type: 'premium',
  tier: 'premium',
  amount: 4500,
  currency: 'GHS',
  status: 'completed',
  payment_status: 'completed',
  payment_method: 'paystack',
  channel: 'card',
  reference: 'ref-1',
  created_at: '2026-11-22T08:00:00.000Z',
  paid_at: '2026-11-22T08:01:00.000Z',
  expires_at: '2026-11-29T08:01:00.000Z',
  download_count: 0,
  last_download_at: null,
  failure_reason: null,
  invoice_number: 'INV-0001ABCD',
};

describe('what a verify answer means for the return page', () => {
  it('is a success with the order to send the buyer to', () => {
    // Act
    const outcome = outcomeOfAnswer({ success: true, status: 'completed', message: 'Payment verified', order: ORDER });

    // Assess
    expect(outcome).toEqual({
      kind: 'success',
      orderId: 'order-0001abcd',
      planTitle: 'Modern Villa',
      packageType: 'premium',
    });
  });

  it('keeps waiting while mobile money awaits approval, saying so', () => {
    // Act
    const outcome = outcomeOfAnswer({
      success: false,
      status: 'pending',
      message: 'Your payment is still awaiting approval.',
      order: { ...ORDER, status: 'pending', payment_status: 'pending' },
    });

    // Assess
    expect(outcome).toEqual({ kind: 'pending', message: 'Your payment is still awaiting approval.' });
  });

  it('fails with the reason the order was not accepted', () => {
    // Act
    const outcome = outcomeOfAnswer({
      success: false,
      status: 'failed',
      message: 'Payment verification failed',
      order: { ...ORDER, status: 'failed', failure_reason: 'Amount paid does not match the order' },
    });

    // Assess
    expect(outcome).toEqual({
      kind: 'failed',
      reason: 'Payment verification failed: Amount paid does not match the order',
      planId: ORDER.plan_id,
      declined: true,
    });
  });

  it('reads a cancelled payment as cancelled, with the plan to try again', () => {
    const outcome = outcomeOfAnswer({
      success: false,
      status: 'cancelled',
      message: 'The payment was cancelled or not finished. Nothing was charged; you can try again.',
      order: { ...ORDER, status: 'cancelled', failure_reason: 'Cancelled on the Paystack page' },
    });

    expect(outcome).toEqual({
      kind: 'cancelled',
      message: 'The payment was cancelled or not finished. Nothing was charged; you can try again.',
      planId: ORDER.plan_id,
    });
  });

  it('uses the texts of the page when the call is refused or never arrives', () => {
    expect(outcomeOfError(new ApiError(404, 'Order not found'))).toEqual({
      kind: 'failed',
      reason: 'Payment verification failed. Please contact support.',
    });
    expect(outcomeOfError(new TypeError('Failed to fetch'))).toEqual({
      kind: 'failed',
      reason: 'Failed to verify payment. Please contact support.',
    });
    expect(outcomeOfError(new ApiError(200, 'Unexpected response'))).toEqual({
      kind: 'failed',
      reason: 'Payment verification failed',
    });
  });
});

describe('the dashboard activity', () => {
  it('says what the person did, newest first', () => {
    // Prepare
    const entries = [
      { kind: 'favorite' as const, at: '2026-11-20T10:00:00.000Z', planTitle: 'Coastal Bungalow' },
      { kind: 'download' as const, at: '2026-11-22T10:00:00.000Z', planTitle: 'Modern Villa' },
      { kind: 'purchase' as const, at: '2026-11-21T10:00:00.000Z', planTitle: 'Modern Villa' },
    ];

    // Act
    const lines = newestFirst(entries).map(activityText);

    // Assess
    expect(lines).toEqual([
      'Downloaded files of Modern Villa',
      'Purchased Modern Villa',
      'Saved Coastal Bungalow to favorites',
    ]);
  });

  it('only follows a saved return path inside this site', () => {
    expect(returnPathOf('/checkout')).toBe('/checkout');
    expect(returnPathOf('//evil.example/checkout')).toBeNull();
    expect(returnPathOf('https://evil.example')).toBeNull();
    expect(returnPathOf(undefined)).toBeNull();
  });
});
