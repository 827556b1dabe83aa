import { afterEach, describe, expect, it, vi } from 'vitest';
import { initializePayment } from '../src/features/checkout/api/initialize-payment.ts';

afterEach(() => {
  vi.unstubAllGlobals();
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
      data: { planId: 'plan-1', planTitle: 'Villa', package: 'standard', packageName: 'standard Package', price: 999 },
      userId: 'user-1',
      promotionCode: 'SAVE10',
    }).catch(() => undefined);
    expect(fetchMock).toHaveBeenCalled();
    const init = (fetchMock.mock.calls[0] as unknown as [unknown, RequestInit])[1];
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({ planId: 'plan-1', packageType: 'standard', promotionCode: 'SAVE10' });
    expect(body).not.toHaveProperty('amount');
    expect(JSON.stringify(body)).not.toContain('999');
  });
});
