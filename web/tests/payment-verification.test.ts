import { describe, expect, it } from 'vitest';
import { activityText, newestFirst, returnPathOf } from '../src/features/dashboard/utils/activity.ts';
import { outcomeOfAnswer, outcomeOfError } from '../src/features/payments/utils/verify-outcome.ts';
import { ApiError } from '../src/lib/api-client.ts';
import { paidOrder } from './support/paid-order.ts';

const ORDER = paidOrder();

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
