import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaystackUnavailableError, paystackClient } from '../../src/adapters/paystack.ts';
import { PAYSTACK, paystackFetch, REFERENCE, SECRET, transaction } from '../handlers/payments/payment-fixtures.ts';

/*
 * The Paystack adapter's side of the wire: the paths, the secret key as a bearer token, the body as sent, and
 * Paystack's answers read back. The domain's use of Paystack is tested against its in-memory stand-in.
 */

function paystackAnswering(answer: Parameters<typeof paystackFetch>[0]) {
  const mock = paystackFetch(answer);
  vi.stubGlobal('fetch', mock.fetchMock);
  return { client: paystackClient(PAYSTACK, async () => SECRET), calls: mock.calls };
}

const page = {
  email: 'ama@example.com',
  amount: 400_000,
  currency: 'GHS',
  reference: REFERENCE,
  callback_url: 'https://shop.example.com/payment/verify',
  metadata: { orderId: 'o-1', planId: 'villa-01', packageType: 'standard' },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('paystackClient', () => {
  it('starts a payment with a POST of the transaction to /transaction/initialize, signed with the secret key', async () => {
    const { client, calls } = paystackAnswering({
      body: { status: true, message: 'ok', data: { authorization_url: `${PAYSTACK}/checkout/abc`, reference: 'r' } },
    });

    const answer = await client.initialize(page);

    expect(answer.authorization_url).toBe(`${PAYSTACK}/checkout/abc`);
    expect(calls[0]?.url).toBe(`${PAYSTACK}/transaction/initialize`);
    expect(calls[0]?.init?.method).toBe('POST');
    expect(new Headers(calls[0]?.init?.headers).get('authorization')).toBe(`Bearer ${SECRET}`);
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual(page);
  });

  it('says Paystack is unavailable when it cannot start the payment', async () => {
    const { client } = paystackAnswering({ status: 500, body: { status: false, message: 'down' } });

    await expect(client.initialize(page)).rejects.toBeInstanceOf(PaystackUnavailableError);
  });

  it('asks about a reference with a GET of /transaction/verify/{reference} and reads the transaction', async () => {
    const { client, calls } = paystackAnswering({ body: { status: true, message: 'ok', data: transaction() } });

    const answer = await client.verify(REFERENCE);

    expect(calls[0]?.url).toBe(`${PAYSTACK}/transaction/verify/${REFERENCE}`);
    expect(calls[0]?.init?.method).toBe('GET');
    expect(answer).toMatchObject({ status: 'success', reference: REFERENCE, amount: 400_000, currency: 'GHS' });
  });

  it('reads a reference Paystack does not know as no transaction', async () => {
    const { client } = paystackAnswering({ status: 404, body: { status: false, message: 'Transaction not found' } });

    expect(await client.verify(REFERENCE)).toBeUndefined();
  });
});
