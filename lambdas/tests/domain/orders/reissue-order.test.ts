import { REISSUE_TEXTS } from '@shop/shared/orders/staff-actions';
import { describe, expect, it, vi } from 'vitest';
import type { Caller } from '../../../src/auth/caller.ts';
import { profileRecipients } from '../../../src/domain/mails/recipient-lookup.ts';
import { extendOrderWindow, type ReissueDeps, resendConfirmation } from '../../../src/domain/orders/reissue-order.ts';
import { ConflictError, NotFoundError } from '../../../src/errors/domain-errors.ts';
import type { StoredOrder } from '../../../src/repositories/order-item.ts';
import { ORDER_ID, sampleOrder } from '../../handlers/payments/payment-fixtures.ts';
import { auditFake } from '../../support/fakes/audit-fake.ts';
import { mailerFake } from '../../support/fakes/mailer-fake.ts';
import { ordersFake } from '../../support/fakes/orders-fake.ts';
import { profilesFake } from '../../support/fakes/profiles-fake.ts';
import { settingsFake } from '../../support/fakes/settings-fake.ts';

/*
 * Staff re-issuing a completed order: the window pushed out, the confirmation sent again. Checked on what the buyer
 * and the trail end up with (the order's window, the mail, the audit entry), whatever the table looks like.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-10T08:00:00.000Z');
const ADMIN: Caller = { sub: 'admin-ama', email: 'ama@temahouseplans.com', groups: ['admin'] };
const daysFromNow = (days: number) => new Date(NOW.getTime() + days * DAY_MS).toISOString();

/** A completed standard order of villa-01, paid three days ago, its window open four more days. */
function completedOrder(overrides: Partial<StoredOrder> = {}): StoredOrder {
  return sampleOrder({
    status: 'completed',
    payment_status: 'completed',
    channel: 'card',
    paid_at: daysFromNow(-3),
    expires_at: daysFromNow(4),
    files: [{ key: 'plans/villa-01/standard/villa-01-standard.pdf', tier: 'standard' }],
    ...overrides,
  });
}

function setUp(order: StoredOrder, options: { profiles?: Parameters<typeof profilesFake>[0] } = {}) {
  const orders = ordersFake([order]);
  const mailer = mailerFake();
  const audit = auditFake();
  const deps: ReissueDeps = {
    orders,
    mailer,
    recipients: profileRecipients(profilesFake(options.profiles)),
    settings: settingsFake(),
    audit,
    siteUrl: 'https://shop.example.com',
    now: () => NOW,
  };
  return { deps, orders, mailer, audit };
}

describe('extendOrderWindow', () => {
  it('moves an ended window to now + days, mails the buyer the link and audits who did it', async () => {
    // Prepare: the window ended two days ago
    const { deps, orders, mailer, audit } = setUp(completedOrder({ expires_at: daysFromNow(-2) }));

    // Act
    const answer = await extendOrderWindow(deps, ADMIN, ORDER_ID, 7);

    // Assess: the order now downloads until a week from now
    expect(answer.expires_at).toBe('2026-11-17T08:00:00.000Z');
    expect((await orders.get(ORDER_ID))?.expires_at).toBe('2026-11-17T08:00:00.000Z');
    expect(mailer.ofKind('order-window-extended')).toHaveLength(1);
    expect(mailer.ofKind('order-window-extended')[0]?.text).toContain(`https://shop.example.com/download/${ORDER_ID}`);
    expect(audit.entries).toEqual([
      expect.objectContaining({
        actor_email: ADMIN.email,
        action: 'order.extend',
        target_id: ORDER_ID,
        changes: { expires_at: { from: daysFromNow(-2), to: '2026-11-17T08:00:00.000Z' } },
      }),
    ]);
  });

  it.each([[3], [9]])(
    'mails the buyer the real %s days, greeting them by their profile name, with a readable date and an HTML part',
    async (days) => {
      const order = completedOrder({ expires_at: daysFromNow(-2) });
      const { deps, mailer } = setUp(order, {
        profiles: { [order.user_id]: { first_name: 'Ama', last_name: 'Mensah' } },
      });

      await extendOrderWindow(deps, ADMIN, ORDER_ID, days);

      const [mail] = mailer.ofKind('order-window-extended');
      expect(mail?.to).toBe(order.user_email);
      expect(mail?.text).toContain('Dear Ama Mensah,');
      expect(mail?.text).toContain(`by ${days} days.`);
      expect(mail?.text).not.toContain('7 days');
      expect(mail?.text).toContain(`until ${10 + days} November 2026 at 08:00 GMT.`);
      expect(mail?.html).toContain('Ama Mensah');
    },
  );

  it('extends an open window from its current end, not from now', async () => {
    const end = daysFromNow(3);
    const { deps, orders } = setUp(completedOrder({ expires_at: end }));

    const answer = await extendOrderWindow(deps, ADMIN, ORDER_ID, 5);

    expect(answer.expires_at).toBe(new Date(Date.parse(end) + 5 * DAY_MS).toISOString());
    expect((await orders.get(ORDER_ID))?.expires_at).toBe(answer.expires_at);
  });

  it('refuses a pending order (409), leaving it and mailing no one', async () => {
    const { deps, orders, mailer, audit } = setUp(sampleOrder());

    await expect(extendOrderWindow(deps, ADMIN, ORDER_ID, 7)).rejects.toThrow(
      new ConflictError(REISSUE_TEXTS.notCompleted),
    );

    expect((await orders.get(ORDER_ID))?.expires_at).toBeNull();
    expect(mailer.sent).toHaveLength(0);
    expect(audit.entries).toHaveLength(0);
  });

  it('refuses (409) an order refunded between the read and the write, and leaves its window alone', async () => {
    // Prepare: the read still sees the order completed; a refund lands before the window is written.
    const { deps, orders, mailer } = setUp(completedOrder());
    const seenCompleted = completedOrder();
    orders.seed(completedOrder({ status: 'refunded', payment_status: 'refunded' }));

    // Act
    const extending = extendOrderWindow(
      { ...deps, orders: { ...orders, get: async () => seenCompleted } },
      ADMIN,
      ORDER_ID,
      7,
    );

    // Assess
    await expect(extending).rejects.toThrow(new ConflictError(REISSUE_TEXTS.notCompleted));
    expect((await orders.get(ORDER_ID))?.expires_at).toBe(seenCompleted.expires_at);
    expect(mailer.sent).toHaveLength(0);
  });

  it('answers 404 for an order that is not there', async () => {
    const { deps } = setUp(completedOrder());

    await expect(extendOrderWindow(deps, ADMIN, 'no-such-order', 7)).rejects.toThrow(NotFoundError);
  });

  it('keeps the extension when the mail fails, and still audits it', async () => {
    vi.stubEnv('LOG_LEVEL', 'silent');
    const { deps, orders, audit } = setUp(completedOrder({ expires_at: daysFromNow(-2) }));

    await extendOrderWindow({ ...deps, mailer: mailerFake({ failing: true }) }, ADMIN, ORDER_ID, 7);

    expect((await orders.get(ORDER_ID))?.expires_at).toBe('2026-11-17T08:00:00.000Z');
    expect(audit.entries.map((entry) => entry.action)).toEqual(['order.extend']);
    vi.unstubAllEnvs();
  });
});

describe('resendConfirmation', () => {
  it('resends the confirmation even with Payment Confirmations off (staff asked for it), audited', async () => {
    const { deps, mailer, audit } = setUp(completedOrder());

    await resendConfirmation(
      { ...deps, settings: settingsFake({ notify_payment_confirmations: false }) },
      ADMIN,
      ORDER_ID,
    );

    expect(mailer.ofKind('order-confirmation').map((mail) => mail.to)).toEqual([completedOrder().user_email]);
    expect(audit.entries).toEqual([
      expect.objectContaining({ actor_email: ADMIN.email, action: 'order.resend-confirmation', target_id: ORDER_ID }),
    ]);
  });

  it('refuses a pending order (409) and sends nothing', async () => {
    const { deps, mailer, audit } = setUp(sampleOrder());

    await expect(resendConfirmation(deps, ADMIN, ORDER_ID)).rejects.toThrow(new ConflictError(REISSUE_TEXTS.noMail));
    expect(mailer.sent).toHaveLength(0);
    expect(audit.entries).toHaveLength(0);
  });
});
