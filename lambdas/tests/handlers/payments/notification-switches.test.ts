import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../../src/handlers/payments/payment-webhook.ts';
import { answerOf, apiEvent } from '../../support/api-event.ts';
import { conditionFailed } from '../../support/dynamodb-errors.ts';
import { sampleItem } from '../../support/plan-items.ts';
import { updateSets } from '../../support/update-sets.ts';
import { ORDER_ID, orderItem, sign, transaction } from './payment-fixtures.ts';

const db = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
const ORDER_KEY = { pk: `ORDER#${ORDER_ID}`, sk: 'ORDER' };
const SETTINGS_KEY = { pk: 'SETTINGS', sk: 'SITE' };
const STAFF = 'orders@kofi-plans.example';

async function deliverChargeSuccess() {
  const body = JSON.stringify({ event: 'charge.success', data: transaction() });
  const event = apiEvent({
    method: 'POST',
    routeKey: 'POST /api/payments/webhook',
    path: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'x-paystack-signature': sign(body) },
    body,
  });
  return answerOf(handler, event);
}

function savedSettings(overrides: Record<string, unknown> = {}) {
  db.on(GetCommand, { Key: SETTINGS_KEY }).resolves({
    Item: { ...SETTINGS_KEY, site_name: 'Kofi Plans', contact_email: STAFF, ...overrides },
  });
}

const sentMails = () => ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input);
const mailsTo = (address: string) => sentMails().filter((mail) => mail.Destination?.ToAddresses?.includes(address));
const settingsReads = () =>
  db.commandCalls(GetCommand).filter((call) => call.args[0].input.Key?.pk === SETTINGS_KEY.pk);

beforeEach(() => {
  db.reset();
  ses.reset();
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('LOG_LEVEL', 'silent');
  vi.stubEnv('PAYSTACK_SECRET_KEY', 'sk_test_handler_tests');
  vi.stubEnv('SENDER_EMAIL', 'shop@temahouseplans.com');
  vi.stubEnv('MAIL_DIR', '');
  vi.stubEnv('SITE_URL', 'https://shop.example.com');
  db.on(GetCommand, { Key: ORDER_KEY }).resolves({ Item: orderItem() });
  db.on(GetCommand, { Key: { pk: 'PLAN#villa-01', sk: 'PLAN' } }).resolves({ Item: sampleItem() });
  db.on(PutCommand).resolves({});
  db.on(UpdateCommand).resolves({ Attributes: { downloads: 41 } });
  db.on(QueryCommand).rejects(new Error('no query expected'));
  ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the Notifications switches on a completed order', () => {
  it('sends the buyer confirmation and one staff mail to the contact email, named with the saved site name', async () => {
    savedSettings();

    await deliverChargeSuccess();

    expect(settingsReads()).toHaveLength(1);
    const [confirmation] = mailsTo('ama@example.com');
    expect(confirmation?.Content?.Simple?.Subject?.Data).toBe(
      'Your plans from Kofi Plans are ready: 4-Bedroom Tema Villa (INV-3C4D5E6F)',
    );
    expect(confirmation?.Content?.Simple?.Body?.Text?.Data).toMatch(
      /Write to orders@kofi-plans\.example.*\nKofi Plans$/,
    );
    const staff = mailsTo(STAFF);
    expect(staff).toHaveLength(1);
    expect(staff[0]?.Content?.Simple?.Subject?.Data).toBe('Kofi Plans: new order INV-3C4D5E6F (4-Bedroom Tema Villa)');
    const text = staff[0]?.Content?.Simple?.Body?.Text?.Data ?? '';
    expect(text).toContain(`Order: ${ORDER_ID}`);
    expect(text).toContain('Plan: 4-Bedroom Tema Villa');
    expect(text).toContain('Package: Standard Package');
    expect(text).toContain('Amount: ₵4,000.00 (GHS)');
    expect(text).toContain('Buyer: ama@example.com');
    expect(text).toContain('https://shop.example.com/admin/orders');
    expect(sentMails()).toHaveLength(2);
  });

  it('sends no buyer confirmation when Payment Confirmations is off, and still completes the order', async () => {
    savedSettings({ notify_payment_confirmations: false });

    const result = await deliverChargeSuccess();

    expect(result.status).toBe(200);
    const completion = db.commandCalls(UpdateCommand, { Key: ORDER_KEY })[0]?.args[0].input;
    expect(updateSets(completion)).toMatchObject({ status: 'completed' });
    expect(mailsTo('ama@example.com')).toHaveLength(0);
    expect(mailsTo(STAFF)).toHaveLength(1);
  });

  it('sends no staff mail when New Order Notifications is off', async () => {
    savedSettings({ notify_new_orders: false });

    await deliverChargeSuccess();

    expect(mailsTo(STAFF)).toHaveLength(0);
    expect(mailsTo('ama@example.com')).toHaveLength(1);
  });

  it('sends exactly one staff mail when two deliveries race to complete the same order', async () => {
    savedSettings();
    db.on(UpdateCommand, { Key: ORDER_KEY }).resolvesOnce({}).rejects(conditionFailed());

    await Promise.all([deliverChargeSuccess(), deliverChargeSuccess()]);

    expect(mailsTo(STAFF)).toHaveLength(1);
    expect(mailsTo('ama@example.com')).toHaveLength(1);
    expect(settingsReads()).toHaveLength(1);
  });

  it('falls back to the defaults (every mail on, the firm inbox) when the settings cannot be read', async () => {
    db.on(GetCommand, { Key: SETTINGS_KEY }).rejects(new Error('throttled'));

    const result = await deliverChargeSuccess();

    expect(result.status).toBe(200);
    expect(mailsTo('ama@example.com')).toHaveLength(1);
    const staff = mailsTo('info@temahouseplans.com');
    expect(staff).toHaveLength(1);
    expect(staff[0]?.Content?.Simple?.Subject?.Data).toMatch(/^Tema House Plans: new order /);
  });

  it('writes no mail file offline when both switches are off', async () => {
    const mailDir = mkdtempSync(join(tmpdir(), 'switches-mail-'));
    vi.stubEnv('MAIL_DIR', mailDir);
    try {
      savedSettings({ notify_payment_confirmations: false, notify_new_orders: false });

      const result = await deliverChargeSuccess();

      expect(result.status).toBe(200);
      expect(readdirSync(mailDir)).toEqual([]);
    } finally {
      rmSync(mailDir, { recursive: true, force: true });
    }
  });
});
