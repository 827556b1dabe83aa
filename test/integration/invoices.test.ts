import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Order } from '@shop/shared/orders/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, apiCaller } from '../support/api-client.ts';
import { standIn } from '../support/paystack-stand-in.ts';
import { pdfPageTexts } from '../support/pdf-text.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';
import { waitUntil } from '../support/wait-until.ts';

let shop: TestStack;
let call: ApiCall;
let buyerToken = '';
let adminToken = '';
let planId = '';
let price = 0;

beforeAll(async () => {
  shop = await startTestStack('none');
  call = apiCaller(shop.api);
  buyerToken = await shop.signIn('user');
  adminToken = await shop.signIn('admin');
  const list = await call<{ plans: { id: string; standard_price: number }[] }>('GET', '/api/plans?limit=1');
  planId = list.body.plans[0]?.id ?? '';
  price = list.body.plans[0]?.standard_price ?? 0;
  // Staff switch on VAT, added to the prices.
  const saved = await call('PUT', '/api/settings', adminToken, {
    tax_rates: [
      { id: 'vat', name: 'VAT', rate_percent: 15, enabled: true },
      { id: 'nhil', name: 'NHIL', rate_percent: 2.5, enabled: false },
    ],
    prices_include_tax: false,
  });
  expect(saved.status).toBe(200);
  // A stack start on a shared, busy machine can take longer than the default hook time.
}, 300_000);

afterAll(async () => {
  await shop?.stop();
});

/** The PDF bytes of an order's document, as the buyer's browser downloads them. */
async function documentOf(orderId: string, document: 'invoice' | 'credit-note', token = buyerToken) {
  const response = await fetch(`${shop.api}/api/orders/${orderId}/documents/${document}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

async function startPayment() {
  const started = await call<{ orderId: string; reference: string; amount: number }>(
    'POST',
    '/api/payments/initialize',
    buyerToken,
    {
      email: 'buyer@example.com',
      planId,
      packageType: 'standard',
      licenceName: 'Ama Mensah',
      billing: {
        name: 'Ama Mensah',
        company: 'Tema Builders Ltd',
        tax_number: 'C0012345678',
        address: '12 Ring Road\nAccra',
      },
    },
  );
  expect(started.status).toBe(200);
  return started.body;
}

describe('invoices and credit notes through the Paystack stand-in', () => {
  it('pay: Paystack charges price + VAT; the order gets a sequential number; the PDF (downloaded and mailed) shows the lines', async () => {
    const started = await startPayment();
    const vat = Math.floor((Math.round(price * 100) * 1500 + 5000) / 10_000);
    expect(started.amount * 100).toBe(Math.round(price * 100) + vat);

    // Not paid yet: no invoice.
    const early = await call('GET', `/api/orders/${started.orderId}/documents/invoice`, buyerToken);
    expect(early.status).toBe(409);
    expect(early.body.message).toContain('never paid');

    const settled = await standIn(shop, `/__test/transactions/${started.reference}/settle`, {
      outcome: 'success',
      channel: 'card',
    });
    expect(settled.body.data).toMatchObject({ amount: started.amount * 100 });
    await call('GET', `/api/payments/verify/${started.reference}`, buyerToken);

    const order = await call<Order>('GET', `/api/orders/${started.orderId}`, buyerToken);
    expect(order.body.invoice_number).toMatch(/^INV-\d{4}-\d{6}$/);
    const number = order.body.invoice_number ?? '';

    const invoice = await documentOf(started.orderId, 'invoice');
    expect(invoice.status).toBe(200);
    expect(invoice.headers.get('content-type')).toBe('application/pdf');
    const text = (await pdfPageTexts(invoice.bytes)).join('\n');
    for (const shown of [
      number,
      'Ama Mensah',
      'Tema Builders Ltd',
      'Tax number: C0012345678',
      'VAT (15%)',
      'Subtotal (net)',
    ]) {
      expect(text).toContain(shown);
    }
    // Staff may read it; another buyer may not.
    expect((await documentOf(started.orderId, 'invoice', adminToken)).status).toBe(200);
    const stranger = await shop.signUp('kofi.invoice@example.com', 'Kofi!plans2026x');
    expect((await documentOf(started.orderId, 'invoice', stranger)).status).toBe(404);

    // The confirmation mail carries the same invoice as an attachment.
    const mailDir = join(shop.stack.dataDir, 'mail');
    let mail = '';
    await waitUntil(async () => {
      for (const file of (await readdir(mailDir)).filter((name) => name.includes('order-confirmation'))) {
        const content = await readFile(join(mailDir, file), 'utf8');
        if (content.includes(number)) mail = content;
      }
      return mail !== '';
    });
    expect(mail).toMatch(new RegExp(`Content-Disposition: attachment; filename=${number}\\.pdf`));
  });

  it('refund: a numbered credit note, and the invoice shows the refund', async () => {
    const started = await startPayment();
    await standIn(shop, `/__test/transactions/${started.reference}/settle`, { outcome: 'success', channel: 'card' });
    await call('GET', `/api/payments/verify/${started.reference}`, buyerToken);

    const refunded = await call<Order>('POST', `/api/orders/${started.orderId}/refund`, adminToken, {
      reason: 'Bought the wrong plan',
    });
    expect(refunded.status).toBe(200);

    let order = refunded.body;
    await waitUntil(async () => {
      order = (await call<Order>('GET', `/api/orders/${started.orderId}`, buyerToken)).body;
      return Boolean(order.credit_note_number);
    });
    expect(order.credit_note_number).toMatch(/^CN-\d{4}-\d{6}$/);

    const creditNote = await documentOf(started.orderId, 'credit-note');
    expect(creditNote.status).toBe(200);
    const text = (await pdfPageTexts(creditNote.bytes)).join('\n');
    expect(text).toContain(order.credit_note_number ?? 'none');
    expect(text).toContain(order.invoice_number ?? 'none');
    const invoice = (await pdfPageTexts((await documentOf(started.orderId, 'invoice')).bytes)).join('\n');
    expect(invoice).toContain(`Credit note ${order.credit_note_number}`);
  });
});
