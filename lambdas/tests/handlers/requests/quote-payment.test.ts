import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_SITE_SETTINGS } from '@shop/shared/settings/site-settings';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPaystackStandIn } from '../../../../local/paystack/paystack-stand-in.ts';
import { freePort } from '../../../../local/ports.ts';
import { readableMail } from '../../../../test/support/mail-text.ts';
import { pdfPageTexts } from '../../../../test/support/pdf-text.ts';
import { analyticsKeys } from '../../../src/db/table-design.ts';
import { invoiceAttachment } from '../../../src/domain/invoices/invoice-attachment.ts';
import { handler as webhookHandler } from '../../../src/handlers/payments/payment-webhook.ts';
import { handler as verifyHandler } from '../../../src/handlers/payments/verify-payment.ts';
import { handler as analyticsHandler } from '../../../src/handlers/requests/get-request-analytics.ts';
import { handler as getQuoteHandler } from '../../../src/handlers/requests/get-request-quote.ts';
import { handler as payHandler } from '../../../src/handlers/requests/pay-request-quote.ts';
import { handler as sendHandler } from '../../../src/handlers/requests/send-request-quote.ts';
import { toOrderItem } from '../../../src/repositories/order-item.ts';
import { ordersRepository } from '../../../src/repositories/orders-repository.ts';
import { requestQuotesRepository } from '../../../src/repositories/request-quotes-repository.ts';
import type { SignedInAs } from '../../support/authorized-event.ts';
import { callAs } from '../../support/call-handler.ts';
import { startDynalite } from '../../support/dynalite-table.ts';
import { sampleItem } from '../../support/plan-items.ts';
import { requestItem } from '../../support/request-items.ts';
import { SECRET, sampleOrder, sign } from '../payments/payment-fixtures.ts';

/*
 * A quote paid through the same path as a plan, against a real table engine (dynalite) and the offline Paystack
 * stand-in: the revision check, the price from the stored quote and the exactly-once settlement run for real.
 */
const BUYER: SignedInAs = { sub: 'buyer-1', email: 'ama@example.com' };
const STAFF: SignedInAs = { sub: 'staff-1', email: 'staff@example.com', groups: ['admin'] };
const REQUEST_ID = 'req-0001';
const BASE_ORDER = 'base-order-0001';

let engine: Awaited<ReturnType<typeof startDynalite>>;
let paystack: Awaited<ReturnType<typeof startPaystackStandIn>>;
let table: string;
let mailDir: string;

beforeAll(async () => {
  engine = await startDynalite();
  // Webhooks the stand-in would send go nowhere: the test delivers them itself, signed, to race them.
  paystack = await startPaystackStandIn({
    port: await freePort(),
    secretKey: SECRET,
    webhookUrl: 'http://127.0.0.1:9/none',
    quiet: true,
  });
});

afterAll(async () => {
  await paystack?.stop();
  await engine?.stop();
});

beforeEach(async () => {
  table = await engine.newTable();
  mailDir = mkdtempSync(join(tmpdir(), 'quote-mail-'));
  vi.stubEnv('TABLE_NAME', table);
  vi.stubEnv('DYNAMODB_ENDPOINT', engine.endpoint);
  vi.stubEnv('AWS_REGION', 'eu-west-1');
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'test');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test');
  vi.stubEnv('LOG_LEVEL', 'silent');
  vi.stubEnv('PAYSTACK_SECRET_KEY', SECRET);
  vi.stubEnv('PAYSTACK_BASE_URL', paystack.url);
  vi.stubEnv('MAIL_DIR', mailDir);
  vi.stubEnv('SITE_URL', 'https://shop.example.com');
  await put(sampleItem());
  await put(
    toOrderItem(
      sampleOrder({
        id: BASE_ORDER,
        reference: `thp_${BASE_ORDER}`,
        status: 'completed',
        payment_status: 'completed',
        paid_at: '2026-11-01T10:02:00.000Z',
        expires_at: '2026-11-08T10:02:00.000Z',
        licenceName: 'Ama Mensah',
        files: [{ key: 'plans/villa-01/basic/plan.pdf', tier: 'basic' }],
      }),
    ),
  );
  await put(requestItem({ id: REQUEST_ID, kind: 'modification_quote', order_id: BASE_ORDER }));
  return () => rmSync(mailDir, { recursive: true, force: true });
});

async function put(item: Record<string, unknown>) {
  await engine.db.send(new PutCommand({ TableName: table, Item: item }));
}

async function requestItemNow() {
  const { Item } = await engine.db.send(
    new GetCommand({ TableName: table, Key: { pk: `REQUEST#${REQUEST_ID}`, sk: 'REQUEST' } }),
  );
  return Item ?? {};
}

const sendQuote = (body: unknown, as: SignedInAs = STAFF, id = REQUEST_ID) =>
  callAs(sendHandler, {
    method: 'POST',
    route: '/api/admin/requests/{id}/quotes',
    params: { id },
    body,
    as,
  });
const readQuote = (as: SignedInAs, id = REQUEST_ID) =>
  callAs(getQuoteHandler, { method: 'GET', route: '/api/requests/{id}/quote', params: { id }, as });
const pay = (revision: number, as: SignedInAs = BUYER, id = REQUEST_ID) =>
  callAs(payHandler, { method: 'POST', route: '/api/requests/{id}/quote/pay', params: { id }, body: { revision }, as });

/** Starts paying a revision: answered 200 with the stand-in's reference, its page and the pending order's id. */
async function startPayment(revision: number, as: SignedInAs = BUYER, id = REQUEST_ID) {
  const started = await pay(revision, as, id);
  expect(started.status).toBe(200);
  return started.body as { reference: string; orderId: string; authorization_url: string };
}

/** The buyer pays at the stand-in, which sends no webhook: each test delivers the news itself. */
async function settleAtStandIn(reference: string, channel: 'card' | 'mobile_money') {
  const settled = await fetch(`${paystack.url}/__test/transactions/${reference}/settle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome: 'success', channel, webhook: false }),
  });
  expect(settled.status).toBe(200);
}

/** What Paystack's verify says of a transaction, as its webhook carries it. */
async function paystackTransaction(reference: string) {
  const answer = await fetch(`${paystack.url}/transaction/verify/${reference}`, {
    headers: { authorization: `Bearer ${SECRET}` },
  });
  return ((await answer.json()) as { data: Record<string, unknown> }).data;
}

const verify = (reference: string) =>
  callAs(verifyHandler, {
    method: 'GET',
    route: '/api/payments/verify/{reference}',
    params: { reference },
    as: BUYER,
  });
const webhook = (data: Record<string, unknown>) => {
  const body = JSON.stringify({ event: 'charge.success', data });
  return callAs(webhookHandler, {
    method: 'POST',
    route: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'x-paystack-signature': sign(body) },
    body,
  });
};

const confirmations = () => readdirSync(mailDir).filter((name) => name.includes('-order-confirmation-'));

describe('a quote paid like a plan', { timeout: 60_000 }, () => {
  it('is quoted, revised, paid at the revision’s price, and settled once by twenty racing verify calls and webhooks', async () => {
    // Prepare: a quote, then its revision
    expect((await sendQuote({ amount: 1200, covers: 'A fifth bedroom', valid_until: '2099-12-31' })).status).toBe(200);
    const revised = await sendQuote({ amount: 1500, covers: 'A fifth bedroom and a porch', valid_until: '2099-12-31' });
    expect(revised.status).toBe(200);
    expect((revised.body as { quotes: { revision: number; status: string }[] }).quotes).toEqual([
      expect.objectContaining({ revision: 2, status: 'open' }),
      expect.objectContaining({ revision: 1, status: 'superseded' }),
    ]);

    // The requester is mailed each revision, with the link to the quote
    const quoteMails = readdirSync(mailDir)
      .filter((name) => name.includes('-request-quote-'))
      .sort()
      .map((name) => readableMail(readFileSync(join(mailDir, name), 'utf8')));
    expect(quoteMails.map((mail) => mail.subject)).toEqual([
      'A quote for your request REQ-0001: ₵1,200',
      'A revised quote for your request REQ-0001: ₵1,500',
    ]);
    expect(quoteMails[1]?.text).toContain('https://shop.example.com/user/requests/req-0001/quote');
    expect(quoteMails[1]?.text).toContain('valid until 2099-12-31');

    // Act: the old revision is refused, the new one starts a payment at its own price
    const old = await pay(1);
    expect(old.status).toBe(409);
    expect(old.body).toMatchObject({ message: expect.stringContaining('revision 2 replaces it') });
    const { reference, orderId, authorization_url } = await startPayment(2);
    expect(authorization_url).toContain(paystack.url);
    const pending = await ordersRepository(engine.db, table).get(orderId);
    expect(pending).toMatchObject({
      kind: 'quote',
      request_id: REQUEST_ID,
      quote_revision: 2,
      status: 'pending',
      amount_pesewas: (pending?.tax?.total_pesewas ?? 0) as number,
      licenceName: 'Ama Mensah',
    });
    expect(pending?.tax?.net_pesewas).toBe(150_000);

    // The buyer pays at the stand-in; the news arrives twenty times at once, by verify calls and webhooks
    await settleAtStandIn(reference, 'card');
    const data = await paystackTransaction(reference);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => (index % 2 ? webhook(data) : verify(reference))),
    );

    // Assess: one completion, one invoice number, one receipt; the request accepted with the paid revision
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const paid = await ordersRepository(engine.db, table).get(orderId);
    expect(paid).toMatchObject({ status: 'completed', invoice_number: expect.stringMatching(/^INV-\d{4}-000001$/) });
    // A quote sells a change, not the plan: no plan file comes with it
    expect(paid?.files).toEqual([]);
    // Nor is it a sale of the plan: its sales counter is left as it was
    const { Item: plan } = await engine.db.send(
      new GetCommand({ TableName: table, Key: { pk: 'PLAN#villa-01', sk: 'PLAN' } }),
    );
    expect(plan?.downloads).toBe(40);
    expect(confirmations()).toHaveLength(1);
    expect(await requestItemNow()).toMatchObject({
      state: 'accepted',
      gsi3pk: 'REQUESTS#accepted',
      quote_order_id: orderId,
      quote_accepted_revision: 2,
      details: { plot_size: '18 x 24 m', plot_orientation: 'east' },
    });
    const invoice = paid ? await invoiceAttachment(paid, DEFAULT_SITE_SETTINGS) : undefined;
    const [text] = await pdfPageTexts(new Uint8Array(invoice?.content ?? []));
    expect(text).toContain(`Customization quote for request ${REQUEST_ID}`);
    // The receipt says what was paid for; it promises no plan files to download
    const receipt = readFileSync(join(mailDir, confirmations()[0] ?? ''), 'utf8');
    expect(receipt).toMatch(/^To: ama@example\.com\r?$/m);
    expect(receipt).toContain(`Your quote is paid: request ${REQUEST_ID}`);
    expect(receipt).not.toContain('Download your files');

    // An accepted quote cannot be paid again
    expect((await pay(2)).status).toBe(409);

    // The desk's figures count the quote accepted once, at what was paid, from the day's running totals
    const today = new Date().toISOString().slice(0, 10);
    const figures = await callAs(analyticsHandler, {
      method: 'GET',
      route: '/api/admin/requests/analytics',
      query: { from: today, to: today },
      as: STAFF,
    });
    expect(figures.body).toMatchObject({
      quotes_accepted: 1,
      quotes_accepted_cedis: (paid?.amount_pesewas ?? 0) / 100,
    });
    expect((figures.body as { quotes_accepted_cedis: number }).quotes_accepted_cedis).toBeGreaterThanOrEqual(1500);
  });

  it('takes a quote for one of the firm’s services, with no plan, through the same payment and invoice', async () => {
    // Prepare: a signed-in buyer's service request, quoted
    await put(
      requestItem({
        id: REQUEST_ID,
        kind: 'service',
        plan_id: null,
        plan_title: null,
        service: 'construction_supervision',
      }),
    );
    expect((await sendQuote({ amount: 2000, covers: 'Six site visits', valid_until: '2099-12-31' })).status).toBe(200);

    // Act: the buyer pays at the stand-in and the payment is verified
    const { reference, orderId } = await startPayment(1);
    await settleAtStandIn(reference, 'mobile_money');
    expect((await verify(reference)).status).toBe(200);

    // Assess: the order names the service and sells no plan; the request is accepted with it
    const paid = await ordersRepository(engine.db, table).get(orderId);
    expect(paid).toMatchObject({
      status: 'completed',
      kind: 'quote',
      service: 'construction_supervision',
      plan_id: '',
      plan_title: 'Construction Supervision',
      plan_type: null,
      files: [],
      invoice_number: expect.stringMatching(/^INV-\d{4}-000001$/),
    });
    expect(paid?.tax?.net_pesewas).toBe(200_000);
    expect(await requestItemNow()).toMatchObject({ state: 'accepted', quote_order_id: orderId });
    const invoice = paid ? await invoiceAttachment(paid, DEFAULT_SITE_SETTINGS) : undefined;
    const [text] = await pdfPageTexts(new Uint8Array(invoice?.content ?? []));
    expect(text).toContain(`Service quote: Construction Supervision (request ${REQUEST_ID})`);
    const receipt = readableMail(readFileSync(join(mailDir, confirmations()[0] ?? ''), 'utf8'));
    expect(receipt.text).toContain('your payment of the quote for Construction Supervision is received');
    // No plan's day is counted for it, and no package: only the day's totals and the quote figures
    const { Items: planDays = [] } = await engine.db.send(
      new ScanCommand({
        TableName: table,
        FilterExpression: 'begins_with(pk, :p)',
        ExpressionAttributeValues: { ':p': analyticsKeys.planDayPk },
      }),
    );
    expect(planDays).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    const figures = await callAs(analyticsHandler, {
      method: 'GET',
      route: '/api/admin/requests/analytics',
      query: { from: today, to: today },
      as: STAFF,
    });
    expect(figures.body).toMatchObject({
      quotes_accepted: 1,
      quotes_accepted_cedis: (paid?.amount_pesewas ?? 0) / 100,
    });
  });

  it('refuses an expired quote with 410, before any order is written', async () => {
    await put(requestItem({ id: REQUEST_ID, state: 'quoted', order_id: BASE_ORDER, quote_revision: 1 }));
    await requestQuotesRepository(engine.db, table).putQuote({
      request_id: REQUEST_ID,
      revision: 1,
      amount: 900,
      amount_pesewas: 90_000,
      covers: 'A larger kitchen',
      valid_until: '2026-01-31',
      created_at: '2026-01-20T10:00:00.000Z',
      created_by: STAFF.sub,
    });

    const answer = await pay(1);

    expect(answer.status).toBe(410);
    expect(answer.body).toMatchObject({ message: expect.stringContaining('expired on 2026-01-31') });
    expect(await ordersRepository(engine.db, table).listByUser(BUYER.sub)).toHaveLength(1);
  });

  it('lets a visitor’s request be paid from the account with its confirmed address, which it then belongs to', async () => {
    // Prepare: a visitor's quoted request, sent from ama@example.com
    await put(
      requestItem({
        id: 'req-visitor',
        requester_sub: null,
        plan_title: null,
        requester_email: 'Ama@Example.com',
        kind: 'service',
        plan_id: null,
        service: 'project_management',
      }),
    );
    await sendQuote(
      { amount: 700, covers: 'Managing the build for three months', valid_until: '2099-12-31' },
      STAFF,
      'req-visitor',
    );
    // The visitor is mailed a private link to the thread, where the quote is announced
    const visitorMail = readdirSync(mailDir)
      .filter((name) => name.includes('-request-quote-'))
      .map((name) => readableMail(readFileSync(join(mailDir, name), 'utf8')))
      .find((mail) => mail.text.includes('req-visitor'));
    expect(visitorMail?.text).toMatch(/https:\/\/shop\.example\.com\/requests\/req-visitor\?token=[A-Za-z0-9_-]+/);
    const unconfirmed = { ...BUYER, emailVerified: false };
    const confirmed = { ...BUYER, emailVerified: true };
    const otherConfirmed = { sub: 'yaw-sub', email: 'yaw@example.com', emailVerified: true };

    // Act and assess: an unconfirmed address is told what paying needs; someone else learns nothing
    const refused = await pay(1, unconfirmed, 'req-visitor');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: expect.stringContaining('confirmed address') });
    expect((await pay(1, otherConfirmed, 'req-visitor')).status).toBe(404);
    expect((await readQuote(otherConfirmed, 'req-visitor')).status).toBe(404);
    expect((await readQuote(unconfirmed, 'req-visitor')).status).toBe(404);

    // The sender, signed in with the confirmed address, reads the quote as payable and pays it
    const read = await readQuote(confirmed, 'req-visitor');
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ payable: true, quotes: [{ revision: 1, status: 'open' }] });
    const { orderId } = await startPayment(1, confirmed, 'req-visitor');
    expect(await ordersRepository(engine.db, table).get(orderId)).toMatchObject({
      user_id: BUYER.sub,
      kind: 'quote',
      request_id: 'req-visitor',
      service: 'project_management',
    });
    // ... and the request is now theirs: in their requests list, and no longer a visitor's
    const { Item } = await engine.db.send(
      new GetCommand({ TableName: table, Key: { pk: 'REQUEST#req-visitor', sk: 'REQUEST' } }),
    );
    expect(Item).toMatchObject({ requester_sub: BUYER.sub, gsi1pk: `USER#${BUYER.sub}#REQUESTS` });
    expect((await readQuote(BUYER, 'req-visitor')).status).toBe(200);
    expect((await pay(1, otherConfirmed, 'req-visitor')).status).toBe(404);
  });
});
