import { describe, expect, it } from 'vitest';
import { settlePayment } from '../../../src/domain/payments/settle-payment.ts';
import type { PaystackTransaction } from '../../../src/domain/ports/payment-provider.ts';
import { BUYER, ORDER_ID, sampleOrder, transaction } from '../../handlers/payments/payment-fixtures.ts';
import { paymentShop } from './payment-shop.ts';

/*
 * The Notifications switches on a completed order, on the in-memory shop: which of the buyer's confirmation and the
 * staff notice are mailed, to whom, in the saved site's name; read once, by the completion's winner.
 */

const STAFF = 'orders@kofi-plans.example';
const paid = transaction() as PaystackTransaction;

function shopWith(settings: NonNullable<Parameters<typeof paymentShop>[1]>['settings'] = {}) {
  const shop = paymentShop([sampleOrder()], {
    settings: settings === 'unreadable' ? settings : { site_name: 'Kofi Plans', contact_email: STAFF, ...settings },
  });
  const mailsTo = (address: string) => shop.mailer.sent.filter((mail) => mail.to === address);
  return { ...shop, mailsTo };
}

describe('the Notifications switches on a completed order', () => {
  it('mails the buyer confirmation and one staff notice to the contact email, named with the saved site name', async () => {
    const shop = shopWith();

    await settlePayment(shop.deps, sampleOrder(), paid);

    expect(shop.settings.reads()).toBe(1);
    const [confirmation] = shop.mailsTo(BUYER.email);
    expect(confirmation?.subject).toBe('Your plans from Kofi Plans are ready: 4-Bedroom Tema Villa (INV-2026-000001)');
    expect(confirmation?.text).toMatch(/Write to orders@kofi-plans\.example.*\nKofi Plans$/);
    const staff = shop.mailsTo(STAFF);
    expect(staff).toHaveLength(1);
    expect(staff[0]?.subject).toBe('Kofi Plans: new order INV-2026-000001 (4-Bedroom Tema Villa)');
    expect(staff[0]?.text).toContain(`Order: ${ORDER_ID}`);
    expect(staff[0]?.text).toContain('Plan: 4-Bedroom Tema Villa');
    expect(staff[0]?.text).toContain('Package: Standard Package');
    expect(staff[0]?.text).toContain('Amount: ₵4,000.00 (GHS)');
    expect(staff[0]?.text).toContain(`Buyer: ${BUYER.email}`);
    expect(staff[0]?.text).toContain('https://shop.example.com/admin/orders');
    expect(shop.mailer.sent).toHaveLength(2);
  });

  it('sends no buyer confirmation when Payment Confirmations is off, and still completes the order', async () => {
    const shop = shopWith({ notify_payment_confirmations: false });

    await settlePayment(shop.deps, sampleOrder(), paid);

    expect(await shop.orders.get(ORDER_ID)).toMatchObject({ status: 'completed' });
    expect(shop.mailsTo(BUYER.email)).toEqual([]);
    expect(shop.mailsTo(STAFF)).toHaveLength(1);
  });

  it('sends no staff notice when New Order Notifications is off', async () => {
    const shop = shopWith({ notify_new_orders: false });

    await settlePayment(shop.deps, sampleOrder(), paid);

    expect(shop.mailsTo(STAFF)).toEqual([]);
    expect(shop.mailsTo(BUYER.email)).toHaveLength(1);
  });

  it('sends nothing when both are off', async () => {
    const shop = shopWith({ notify_payment_confirmations: false, notify_new_orders: false });

    await settlePayment(shop.deps, sampleOrder(), paid);

    expect(shop.mailer.sent).toEqual([]);
  });

  it('reads the switches once and mails once when two deliveries race to complete the same order', async () => {
    const shop = shopWith();

    await Promise.all([settlePayment(shop.deps, sampleOrder(), paid), settlePayment(shop.deps, sampleOrder(), paid)]);

    expect(shop.settings.reads()).toBe(1);
    expect(shop.mailsTo(STAFF)).toHaveLength(1);
    expect(shop.mailsTo(BUYER.email)).toHaveLength(1);
  });

  it('falls back to the defaults (every mail on, the firm inbox) when the settings cannot be read', async () => {
    const shop = shopWith('unreadable');

    await settlePayment(shop.deps, sampleOrder(), paid);

    expect(await shop.orders.get(ORDER_ID)).toMatchObject({ status: 'completed' });
    expect(shop.mailsTo(BUYER.email)).toHaveLength(1);
    const staff = shop.mailsTo('info@temahouseplans.com');
    expect(staff).toHaveLength(1);
    expect(staff[0]?.subject).toMatch(/^Tema House Plans: new order /);
  });
});
