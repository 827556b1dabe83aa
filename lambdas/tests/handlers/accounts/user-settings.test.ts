import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_USER_SETTINGS } from '@shop/shared/accounts/user-settings';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as getHandler } from '../../../src/handlers/accounts/get-user-settings.ts';
import { handler as putHandler } from '../../../src/handlers/accounts/update-user-settings.ts';
import type { SignedInAs } from '../../support/authorized-event.ts';
import { callAs } from '../../support/call-handler.ts';
import { itemReadsBesidesAccess } from '../../support/item-reads.ts';

const db = mockClient(DynamoDBDocumentClient);
const AMA: SignedInAs = { sub: 'ama' };

const ROUTE = '/api/profiles/{userId}/settings';

const getSettings = (userId: string, as?: SignedInAs) =>
  callAs(getHandler, { method: 'GET', route: ROUTE, params: { userId }, as });

const putSettings = (userId: string, body: unknown, as?: SignedInAs) =>
  callAs(putHandler, { method: 'PUT', route: ROUTE, params: { userId }, body, as });

beforeEach(() => {
  db.reset();
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('LOG_LEVEL', 'silent');
});

describe('GET /api/profiles/{userId}/settings', () => {
  it('gives a user who never saved settings the defaults', async () => {
    db.on(GetCommand, { Key: { pk: 'USER#ama', sk: 'SETTINGS' } }).resolves({});

    const result = await getSettings('ama', AMA);

    expect(result.status).toBe(200);
    expect(result.body).toEqual(DEFAULT_USER_SETTINGS);
  });

  it('gives saved settings over the defaults, and a default for a stored value no longer offered', async () => {
    db.on(GetCommand).resolves({
      Item: { pk: 'USER#ama', sk: 'SETTINGS', theme: 'dark', currency: 'USD', language: 'tw', updated_at: 'x' },
    });

    const result = await getSettings('ama', AMA);

    expect(result.status).toBe(200);
    expect(result.body).toEqual({ ...DEFAULT_USER_SETTINGS, theme: 'dark', currency: 'USD' });
  });

  it("refuses another user's settings (403), staff included", async () => {
    const result = await getSettings('kofi', { sub: 'boss', groups: ['super_admin'] });

    expect(result.status).toBe(403);
    expect(result.body).toEqual({ message: 'You can only see your own settings' });
    expect(itemReadsBesidesAccess(db)).toHaveLength(0);
  });

  it('answers 401 without verified claims', async () => {
    expect((await getSettings('ama')).status).toBe(401);
  });

  it('refuses a malformed user id (400)', async () => {
    expect((await getSettings('a b', AMA)).status).toBe(400);
  });
});

describe('PUT /api/profiles/{userId}/settings', () => {
  it('saves only the settings sent and answers with all of them', async () => {
    db.on(UpdateCommand).resolves({ Attributes: { pk: 'USER#ama', sk: 'SETTINGS', theme: 'dark', currency: 'USD' } });

    const result = await putSettings('ama', { theme: 'dark' }, AMA);

    expect(result.status).toBe(200);
    expect(result.body).toEqual({ ...DEFAULT_USER_SETTINGS, theme: 'dark', currency: 'USD' });
    const input = db.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(input?.Key).toEqual({ pk: 'USER#ama', sk: 'SETTINGS' });
    expect(Object.values(input?.ExpressionAttributeNames ?? {}).sort()).toEqual(['theme', 'updated_at']);
  });

  it('refuses a value not on offer and an unknown setting, naming them (400)', async () => {
    const badValue = await putSettings('ama', { session_timeout: '30d' }, AMA);
    const unknown = await putSettings('ama', { two_factor: true }, AMA);

    expect(badValue.status).toBe(400);
    expect(badValue.body.fields).toEqual({ session_timeout: 'session_timeout must be one of: 1h, 8h, 24h, 7d' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown field: two_factor');
    expect(db.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it("refuses to change another user's settings (403)", async () => {
    const result = await putSettings('kofi', { theme: 'dark' }, AMA);

    expect(result.status).toBe(403);
    expect(result.body).toEqual({ message: 'You can only change your own settings' });
    expect(db.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('answers 401 without verified claims', async () => {
    expect((await putSettings('ama', { theme: 'dark' })).status).toBe(401);
  });
});
