import { describe, expect, it } from 'vitest';
import {
  PENDING_PREMIUM_ORDER_KEY,
  readPendingPremiumOrder,
  savePendingPremiumOrder,
} from '../src/features/checkout/utils/pending-premium-order.ts';
import {
  clearPendingPurchase,
  PENDING_PURCHASE_KEY,
  readPendingPurchase,
  savePendingPurchase,
} from '../src/features/checkout/utils/pending-purchase.ts';
import { paymentReferenceFrom } from '../src/features/payments/utils/payment-reference.ts';
import { clearCheckoutData, readCheckoutData, saveCheckoutData } from '../src/lib/checkout-hand-over.ts';
import { memoryStorage } from '../src/testing/memory-storage.ts';

describe('the pending purchase of a signed-out buyer', () => {
  it('is kept and read back, then cleared after sign-in', () => {
    // Prepare
    const storage = memoryStorage();
    const purchase = {
      planId: 'p1',
      packageType: 'standard' as const,
      returnUrl: '/checkout',
    };

    // Act
    savePendingPurchase(purchase, storage);
    const restored = readPendingPurchase(storage);
    clearPendingPurchase(storage);

    // Assess
    expect(restored).toEqual(purchase);
    expect(readPendingPurchase(storage)).toBeNull();
  });

  it('is discarded when unreadable', () => {
    // Prepare
    const storage = memoryStorage({ [PENDING_PURCHASE_KEY]: '{"planId": 3' });

    // Act / Assess
    expect(readPendingPurchase(storage)).toBeNull();
    expect(storage.entries()).toEqual({});
  });
});

describe('the pending premium order', () => {
  it('round-trips, and an unreadable one is removed', () => {
    // Prepare
    const storage = memoryStorage();
    savePendingPremiumOrder({ orderId: 'o1', planTitle: 'Villa', packageType: 'premium' }, storage);

    // Act / Assess
    expect(readPendingPremiumOrder(storage)?.orderId).toBe('o1');
    storage.setItem(PENDING_PREMIUM_ORDER_KEY, '{"orderId":""}');
    expect(readPendingPremiumOrder(storage)).toBeNull();
    expect(storage.getItem(PENDING_PREMIUM_ORDER_KEY)).toBeNull();
  });
});

describe('the checkout hand-over', () => {
  it('is cleared after a verified payment', () => {
    // Prepare
    const storage = memoryStorage();
    saveCheckoutData({ planId: 'p1', package: 'basic' }, storage);

    // Act
    clearCheckoutData(storage);

    // Assess
    expect(readCheckoutData(storage)).toBeNull();
  });
});

describe('the payment reference on the return address', () => {
  it('reads reference, else trxref, and treats blanks as missing', () => {
    expect(paymentReferenceFrom(new URLSearchParams('trxref=T1&reference=R1'))).toBe('R1');
    expect(paymentReferenceFrom(new URLSearchParams('trxref=T1'))).toBe('T1');
    expect(paymentReferenceFrom(new URLSearchParams('reference=%20&trxref='))).toBeNull();
  });
});
