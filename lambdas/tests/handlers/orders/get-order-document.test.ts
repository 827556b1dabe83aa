import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { computeTax } from '@shop/shared/invoices/tax';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../../src/handlers/orders/get-order-document.ts';
import type { StoredOrder } from '../../../src/repositories/order-item.ts';
import { apiEvent, lambdaContext, readResult } from '../../support/api-event.ts';
import { type SignedInAs, withClaims } from '../../support/authorized-event.ts';
import { BUYER, ORDER_ID, orderItem } from '../payments/payment-fixtures.ts';

const db = mockClient(DynamoDBDocumentClient);
const ORDER_KEY = { pk: `ORDER#${ORDER_ID}`, sk: 'ORDER' };
const STAFF: SignedInAs = { sub: 'admin-1', email: 'staff@example.com', groups: ['admin'] };
const VAT = { tax_rates: [{ id: 'vat', name: 'VAT', rate_percent: 15, enabled: true }], prices_include_tax: false };

const PAID: Partial<StoredOrder> = {
  status: 'completed',
  payment_status: 'completed',
  channel: 'card',
  paid_at: '2026-11-20T10:03:00.000Z',
  expires_at: '2026-11-27T10:03:00.000Z',
  invoice_number: 'INV-2026-000123',
  amount: 4600,
  amount_pesewas: 460_000,
  billing: { name: 'Ama Mensah', company: 'Tema Builders Ltd', tax_number: 'C0012345678' },
  tax: computeTax(400_000, VAT),
};

async function fetchDocument(document: string, as: SignedInAs = BUYER) {
  const event = withClaims(
    apiEvent({
      routeKey: 'GET /api/orders/{id}/documents/{document}',
      path: `/api/orders/${ORDER_ID}/documents/${document}`,
      params: { id: ORDER_ID, document },
    }),
    as,
  );
  return (await handler(event, lambdaContext)) as APIGatewayProxyStructuredResultV2;
}

async function pdfText(answer: APIGatewayProxyStructuredResultV2): Promise<string> {
  const bytes = new Uint8Array(Buffer.from(String(answer.body), 'base64'));
  return (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text;
}

const storedOrder = (overrides: Partial<StoredOrder>) =>
  db.on(GetCommand, { Key: ORDER_KEY }).resolves({ Item: orderItem(overrides) });

beforeEach(() => {
  db.reset();
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('LOG_LEVEL', 'silent');
  db.on(GetCommand, { Key: { pk: 'SETTINGS', sk: 'SITE' } }).resolves({});
  db.on(GetCommand, { Key: { pk: 'USER#buyer-1', sk: 'ACCESS' } }).resolves({});
  db.on(GetCommand, { Key: { pk: 'USER#admin-1', sk: 'ACCESS' } }).resolves({});
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('GET /api/orders/{id}/documents/{document}', () => {
  it("answers the buyer's paid order with its invoice PDF: number, billing details, net, tax line and total", async () => {
    storedOrder(PAID);

    const answer = await fetchDocument('invoice');

    expect(answer.statusCode).toBe(200);
    expect(answer.isBase64Encoded).toBe(true);
    expect(answer.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="INV-2026-000123.pdf"',
      'cache-control': 'private, no-store',
    });
    const text = await pdfText(answer);
    for (const expected of [
      'Invoice',
      'INV-2026-000123',
      '20 November 2026',
      'Ama Mensah',
      'Tema Builders Ltd',
      'Tax number: C0012345678',
      'GHS 4,000.00',
      'VAT (15%)',
      'GHS 600.00',
      'GHS 4,600.00',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Refunded');
  });

  it('answers staff too, and anyone else 404 as for a missing order', async () => {
    storedOrder(PAID);

    expect((await fetchDocument('invoice', STAFF)).statusCode).toBe(200);
    const stranger = readResult(await fetchDocument('invoice', { sub: 'someone-else' }));
    expect(stranger.status).toBe(404);
  });

  it.each(['pending', 'failed', 'cancelled'] as const)(
    'refuses the invoice of a %s order with 409 and why',
    async (status) => {
      storedOrder({ status, payment_status: status, invoice_number: null });

      const answer = readResult(await fetchDocument('invoice'));

      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(
        'This order was never paid, so it has no invoice. Its page shows the payment attempt and lets you try again.',
      );
      expect(db.commandCalls(UpdateCommand)).toHaveLength(0);
    },
  );

  it('has no credit note for an order that was not refunded', async () => {
    storedOrder(PAID);

    const answer = readResult(await fetchDocument('credit-note'));

    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('This order was not refunded, so it has no credit note.');
  });

  it("a refunded order's invoice shows the refund and its credit note; the credit note credits the same lines", async () => {
    storedOrder({
      ...PAID,
      status: 'refunded',
      payment_status: 'refunded',
      refunded_at: '2026-11-22T09:00:00.000Z',
      credit_note_number: 'CN-2026-000007',
    });

    const invoice = await pdfText(await fetchDocument('invoice'));
    expect(invoice).toContain('Refunded on 22 November 2026 - Credit note CN-2026-000007');
    expect(invoice).toContain('GHS -4,600.00');

    const creditNote = await fetchDocument('credit-note');
    expect(creditNote.headers?.['content-disposition']).toBe('attachment; filename="CN-2026-000007.pdf"');
    const text = await pdfText(creditNote);
    for (const expected of [
      'Credit note',
      'CN-2026-000007',
      'For invoice:',
      'INV-2026-000123',
      'GHS -600.00',
      'GHS -4,600.00',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('writes the invoice in French for an order paid in French', async () => {
    storedOrder({ ...PAID, language: 'fr' });

    const text = await pdfText(await fetchDocument('invoice'));

    expect(text).toContain('Facture');
    expect(text).toContain('20 novembre 2026');
    expect(text).toContain('Numéro fiscal: C0012345678');
    expect(text).toContain('GHS 4 600,00');
  });

  it('shows a promotion code as its own line: list price, discount, then the net, tax and total that were paid', async () => {
    const promotion = {
      code: 'TEMA10',
      kind: 'percent' as const,
      value: 10,
      list_price_pesewas: 400_000,
      discount_pesewas: 40_000,
    };
    storedOrder({ ...PAID, amount: 4140, amount_pesewas: 414_000, tax: computeTax(360_000, VAT), promotion });

    const text = await pdfText(await fetchDocument('invoice'));

    // 4,000 - 400 = 3,600 net; VAT 15% of it 540; 4,140 paid.
    const order = ['GHS 4,000.00', 'Discount (promotion code TEMA10)', 'GHS -400.00', 'GHS 3,600.00', 'GHS 540.00'];
    let at = -1;
    for (const expected of [...order, 'GHS 4,140.00']) {
      expect(text.indexOf(expected, at + 1)).toBeGreaterThan(at);
      at = text.indexOf(expected, at + 1);
    }
    storedOrder({ ...PAID, tax: computeTax(360_000, VAT), promotion, language: 'fr' });
    expect(await pdfText(await fetchDocument('invoice'))).toContain('Remise (code promotionnel TEMA10)');
  });

  it('refuses a document the shop does not make with 400', async () => {
    const answer = readResult(await fetchDocument('receipt'));

    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('document must be one of: invoice, credit-note');
  });
});
