import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutPage } from '../src/features/checkout/components/checkout-page.tsx';
import { AuthProvider } from '../src/lib/auth-context.tsx';
import { AuthDialogProvider } from '../src/lib/auth-dialog.tsx';
import { CHECKOUT_DATA_KEY } from '../src/lib/checkout-hand-over.ts';
import { memoryStorage } from '../src/testing/memory-storage.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderCheckout = () =>
  renderToStaticMarkup(
    h(
      QueryClientProvider,
      { client: new QueryClient() },
      h(AuthProvider, null, h(AuthDialogProvider, null, h(MemoryRouter, null, h(CheckoutPage)))),
    ),
  );

describe('the checkout page with a hand-over it cannot read', () => {
  it('says No Checkout Data, why, and offers the plans again', () => {
    vi.stubGlobal('localStorage', memoryStorage({ [CHECKOUT_DATA_KEY]: '{not json' }));

    const html = renderCheckout();

    expect(html).toMatch(/<h1 id="no-checkout-heading">No Checkout Data<\/h1>/);
    expect(html).toContain('aria-labelledby="no-checkout-heading"');
    expect(html).toContain('We could not find the plan you were buying. Please choose a plan and package again.');
    expect(html).toMatch(/<a[^>]*href="\/plans"[^>]*>Browse Plans<\/a>/);
    expect(html).not.toContain('Order Summary');
  });
});
