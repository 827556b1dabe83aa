import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NewsletterSubscriber, newsletterRepository } from '../../src/repositories/newsletter-repository.ts';
import { startDynalite } from '../support/dynalite-table.ts';

/*
 * The newsletter repository on dynalite: the subscriber item as stored (attribute by attribute) and the conditions
 * that keep a confirmation and an unsubscription to the right address.
 */

let dynalite: Awaited<ReturnType<typeof startDynalite>>;
beforeAll(async () => {
  dynalite = await startDynalite();
});
afterAll(async () => {
  await dynalite.stop();
});

const EMAIL = 'afi@example.com';

const signUp = (overrides: Partial<NewsletterSubscriber> = {}): NewsletterSubscriber => ({
  email: EMAIL,
  status: 'pending',
  unsubscribe_token: 'unsub',
  language: 'fr',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  confirm_token_hash: 'hash-1',
  confirm_expires_at: '2026-11-02T10:00:00.000Z',
  ...overrides,
});

async function open() {
  const table = await dynalite.newTable();
  const raw = async () =>
    (await dynalite.db.send(new GetCommand({ TableName: table, Key: { pk: `NEWSLETTER#${EMAIL}`, sk: 'SUBSCRIBER' } })))
      .Item;
  return { newsletter: newsletterRepository(dynalite.db, table), raw };
}

describe('the newsletter repository on the table', () => {
  it('stores a sign-up with its list keys and its TTL, replacing an earlier pending one', async () => {
    const { newsletter, raw } = await open();
    expect(await newsletter.requestConfirmation(signUp({ confirm_token_hash: 'old' }), 1)).toBe(true);
    expect(await newsletter.requestConfirmation(signUp(), 1_800_000_000)).toBe(true);

    expect(await raw()).toEqual({
      pk: `NEWSLETTER#${EMAIL}`,
      sk: 'SUBSCRIBER',
      gsi1pk: 'NEWSLETTER',
      gsi1sk: `2026-11-01T10:00:00.000Z#${EMAIL}`,
      entity: 'newsletter-subscriber',
      ...signUp(),
      ttl: 1_800_000_000,
    });
  });

  it('confirms only the current link in time, removes the TTL, and then refuses a new sign-up', async () => {
    const { newsletter, raw } = await open();
    await newsletter.requestConfirmation(signUp(), 1_800_000_000);

    expect(await newsletter.confirm(EMAIL, 'hash-0', '2026-11-01T11:00:00.000Z')).toBeUndefined();
    expect(await newsletter.confirm(EMAIL, 'hash-1', '2026-11-03T11:00:00.000Z')).toBeUndefined();
    const confirmed = await newsletter.confirm(EMAIL, 'hash-1', '2026-11-01T11:00:00.000Z');

    expect(confirmed).toMatchObject({ status: 'subscribed', confirmed_at: '2026-11-01T11:00:00.000Z' });
    const stored = await raw();
    expect(stored).toMatchObject({ updated_at: '2026-11-01T11:00:00.000Z', gsi1pk: 'NEWSLETTER' });
    expect(stored).not.toHaveProperty('ttl');
    expect(await newsletter.requestConfirmation(signUp({ created_at: 'later' }), 1)).toBe(false);
  });

  it('unsubscribes with the stored token only, keeping the first unsubscription time', async () => {
    const { newsletter, raw } = await open();
    await newsletter.requestConfirmation(signUp(), 1);

    expect(await newsletter.unsubscribe(EMAIL, 'wrong', '2026-11-05T00:00:00.000Z')).toBeUndefined();
    expect(await newsletter.unsubscribe('nobody@example.com', 'unsub', '2026-11-05T00:00:00.000Z')).toBeUndefined();
    expect(await newsletter.unsubscribe(EMAIL, 'unsub', '2026-11-05T00:00:00.000Z')).toBe('fr');
    expect(await newsletter.unsubscribe(EMAIL, 'unsub', '2026-11-06T00:00:00.000Z')).toBe('fr');

    expect(await raw()).toMatchObject({
      status: 'unsubscribed',
      updated_at: '2026-11-06T00:00:00.000Z',
      unsubscribed_at: '2026-11-05T00:00:00.000Z',
    });
    expect(await newsletter.get(EMAIL)).toMatchObject({ status: 'unsubscribed' });
  });
});
