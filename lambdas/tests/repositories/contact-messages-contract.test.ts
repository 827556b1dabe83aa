import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContactMessage, contactMessagesRepository } from '../../src/repositories/contact-messages-repository.ts';
import { startDynalite } from '../support/dynalite-table.ts';

/* The contact messages repository on dynalite: the message as stored, attribute by attribute, and its mail status. */

let dynalite: Awaited<ReturnType<typeof startDynalite>>;
beforeAll(async () => {
  dynalite = await startDynalite();
});
afterAll(async () => {
  await dynalite.stop();
});

const message: ContactMessage = {
  id: 'sub-1',
  name: 'Ama',
  email: 'ama@example.com',
  phone: '',
  subject: 'A villa',
  plan_type: 'villa',
  message: 'Hello',
  created_at: '2026-11-01T10:00:00.000Z',
  mail_status: 'pending',
};

describe('the contact messages repository on the table', () => {
  it('stores a message once with its list keys, and records how mailing it went', async () => {
    const table = await dynalite.newTable();
    const messages = contactMessagesRepository(dynalite.db, table);
    const raw = async (id: string) =>
      (await dynalite.db.send(new GetCommand({ TableName: table, Key: { pk: `CONTACT#${id}`, sk: 'CONTACT' } }))).Item;

    expect(await messages.create(message)).toBe(true);
    expect(await messages.create({ ...message, message: 'again' })).toBe(false);
    await messages.setMailStatus('sub-1', 'sent');
    await messages.setMailStatus('nobody', 'failed');

    expect(await raw('sub-1')).toEqual({
      pk: 'CONTACT#sub-1',
      sk: 'CONTACT',
      gsi1pk: 'CONTACTS',
      gsi1sk: '2026-11-01T10:00:00.000Z#sub-1',
      entity: 'contact-message',
      ...message,
      mail_status: 'sent',
    });
    expect(await raw('nobody')).toBeUndefined();
  });
});
