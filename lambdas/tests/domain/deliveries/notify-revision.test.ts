import { describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../../../src/adapters/mailer.ts';
import { notifyRevision } from '../../../src/domain/deliveries/notify-revision.ts';
import type { StoredOrder } from '../../../src/repositories/order-item.ts';
import type { StoredFileVersion } from '../../../src/repositories/plan-file-versions-repository.ts';

const NOW = new Date('2026-11-25T12:00:00.000Z');
const OLD = 'plans/villa/basic/plans.pdf';
const NEW = 'plans/villa/basic/plans-rev-b.pdf';

const order = (id: string, expiresAt: string, files = [{ key: OLD, tier: 'basic' as const }]) =>
  ({
    id,
    plan_id: 'villa',
    plan_title: 'Tema Villa',
    user_email: `${id}@example.com`,
    invoice_number: `INV-${id.toUpperCase()}`,
    status: 'completed',
    expires_at: expiresAt,
    files,
  }) as unknown as StoredOrder;

function setup(orders: StoredOrder[]) {
  const mails: OutgoingMail[] = [];
  const notices = new Set<string>();
  const versions: StoredFileVersion[] = [
    { key: OLD, tier: 'basic', replaced_by: NEW, replaced_at: NOW.toISOString() },
    { key: NEW, tier: 'basic', replaces: OLD },
  ];
  const deps = {
    buyers: {
      async *completedOrders() {
        yield* orders;
      },
    },
    versions: {
      list: async () => versions,
      claimNotice: async (orderId: string, key: string) => {
        const id = `${orderId}/${key}`;
        if (notices.has(id)) return false;
        notices.add(id);
        return true;
      },
    },
    mailer: { send: async (mail: OutgoingMail) => void mails.push(mail) },
    settings: { read: async () => ({ site_name: 'Tema House Plans', contact_email: 'info@example.com' }) as never },
    siteUrl: 'https://shop.example',
    now: () => NOW,
  };
  return { deps, mails };
}

describe('notifyRevision', () => {
  it('mails an open window "it is on your page" and a closed one an offer to reopen it, once each', async () => {
    // Prepare
    const { deps, mails } = setup([
      order('open1', '2026-11-28T00:00:00.000Z'),
      order('closed1', '2026-11-01T00:00:00.000Z'),
      order('other', '2026-11-28T00:00:00.000Z', [{ key: 'plans/villa/premium/set.zip', tier: 'premium' as never }]),
    ]);
    const notice = { kind: 'revision' as const, planId: 'villa', replaces: OLD, key: NEW };

    // Act
    const first = await notifyRevision(deps, notice);
    const retry = await notifyRevision(deps, notice);

    // Assess
    expect(first).toMatchObject({ updated: 1, offered: 1 });
    expect(retry).toMatchObject({ updated: 0, offered: 0 });
    expect(mails.map((mail) => [mail.to, mail.kind])).toEqual([
      ['open1@example.com', 'plan-file-updated'],
      ['closed1@example.com', 'plan-file-updated-reissue'],
    ]);
    expect(mails[0]?.text).toContain('https://shop.example/download/open1');
    expect(mails[0]?.text).toContain('plans-rev-b.pdf');
    expect(mails[1]?.text).toContain('we will reopen it');
    expect(mails[1]?.replyTo).toBe('info@example.com');
  });
});
