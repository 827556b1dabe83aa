import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initializePayment } from '../src/features/checkout/api/initialize-payment.ts';
import { CheckoutPage } from '../src/features/checkout/components/checkout-page.tsx';
import {
  PENDING_PURCHASE_KEY,
  readPendingPurchase,
  savePendingPurchase,
} from '../src/features/checkout/utils/pending-purchase.ts';
import { AuthProvider } from '../src/lib/auth-context.tsx';
import { AuthDialogProvider } from '../src/lib/auth-dialog.tsx';
import { CHECKOUT_DATA_KEY, readCheckoutData, saveCheckoutData } from '../src/lib/checkout-hand-over.ts';
import { getPlanQueryOptions } from '../src/lib/plans/get-plan.ts';
import { memoryStorage } from '../src/testing/memory-storage.ts';
import { makePlan } from '../src/testing/plan-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A hand-over as an earlier version of the shop kept it: with the title and a price of its own. */
const OLD_HAND_OVER = JSON.stringify({
  planId: 'plan-1',
  planTitle: 'Stored Title',
  package: 'standard',
  packageName: 'standard Package',
  price: 999,
});

describe('the checkout hand-over to the server', () => {
  it('names the plan and package and sends no price', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ success: true, authorization_url: 'https://pay.example/x', reference: 'r', amount: 1 }),
          {
            status: 200,
            headers: { 'content-type': 'application/json' },
          },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    await initializePayment({
      email: 'buyer@example.com',
      licenceName: 'Ama Mensah',
      billing: { name: 'Ama Mensah', company: '', tax_number: '', address: '' },
      data: { planId: 'plan-1', package: 'standard' },
      userId: 'user-1',
      promotionCode: 'SAVE10',
    }).catch(() => undefined);
    expect(fetchMock).toHaveBeenCalled();
    const init = (fetchMock.mock.calls[0] as unknown as [unknown, RequestInit])[1];
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({ planId: 'plan-1', packageType: 'standard', promotionCode: 'SAVE10' });
    expect(body).not.toHaveProperty('amount');
    expect(body).not.toHaveProperty('planTitle');
  });
});

describe('what the browser keeps for the checkout', () => {
  it('is the plan and package only, never a price or a title', () => {
    const storage = memoryStorage();

    saveCheckoutData({ planId: 'plan-1', package: 'premium' }, storage);
    savePendingPurchase({ planId: 'plan-1', packageType: 'premium', returnUrl: '/checkout' }, storage);

    expect(JSON.parse(storage.getItem(CHECKOUT_DATA_KEY) ?? 'null')).toEqual({ planId: 'plan-1', package: 'premium' });
    expect(JSON.parse(storage.getItem(PENDING_PURCHASE_KEY) ?? 'null')).toEqual({
      planId: 'plan-1',
      packageType: 'premium',
      returnUrl: '/checkout',
    });
  });

  it('still loads a hand-over or pending purchase kept with a price, and reads past the price', () => {
    const storage = memoryStorage({
      [CHECKOUT_DATA_KEY]: OLD_HAND_OVER,
      [PENDING_PURCHASE_KEY]: JSON.stringify({
        planId: 'plan-1',
        planTitle: 'Stored Title',
        packageType: 'basic',
        amount: 999,
        returnUrl: '/checkout',
      }),
    });

    expect(readCheckoutData(storage)).toEqual({ planId: 'plan-1', package: 'standard' });
    expect(readPendingPurchase(storage)).toEqual({ planId: 'plan-1', packageType: 'basic', returnUrl: '/checkout' });
  });
});

describe('the checkout page', () => {
  it('shows the title and price the server gives for the plan, not those a kept hand-over carries', () => {
    vi.stubGlobal('localStorage', memoryStorage({ [CHECKOUT_DATA_KEY]: OLD_HAND_OVER }));
    const queryClient = new QueryClient();
    queryClient.setQueryData(
      getPlanQueryOptions('plan-1').queryKey,
      makePlan({ id: 'plan-1', title: 'Tema Family Villa', standard_price: 3500 }),
    );

    const html = renderToStaticMarkup(
      h(
        QueryClientProvider,
        { client: queryClient },
        h(AuthProvider, null, h(AuthDialogProvider, null, h(MemoryRouter, null, h(CheckoutPage)))),
      ),
    );

    expect(html).toContain('Order Summary');
    expect(html).toContain('Tema Family Villa');
    expect(html).toContain('₵3,500');
    expect(html).not.toContain('Stored Title');
    expect(html).not.toContain('999');
  });
});
