import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../../src/handlers/accounts/update-profile.ts';
import type { SignedInAs } from '../../support/authorized-event.ts';
import { callAs } from '../../support/call-handler.ts';
import { cognitoUser, userNotFound } from '../../support/cognito-users.ts';

const db = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);

const AMA: SignedInAs = { sub: 'ama', email: 'ama@example.com' };
const OWN_AVATAR = '/images/avatars/ama/0f8fad5b-d9cb-469f-a165-70867728950e.png';

const putProfile = (userId: string, body: unknown, as?: SignedInAs) =>
  callAs(handler, { method: 'PUT', route: '/api/profiles/{userId}', params: { userId }, body, as });

/** The attributes one UpdateItem call set, by name. */
function setAttributes(call = 0): Record<string, unknown> {
  const input = db.commandCalls(UpdateCommand)[call]?.args[0].input;
  if (!input) return {};
  const names = input.ExpressionAttributeNames ?? {};
  const values = input.ExpressionAttributeValues ?? {};
  return Object.fromEntries(Object.keys(names).map((alias) => [names[alias], values[alias.replace('#a', ':v')]]));
}

beforeEach(() => {
  db.reset();
  cognito.reset();
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('USER_POOL_ID', 'us-east-1_pool');
  vi.stubEnv('LOG_LEVEL', 'silent');
  cognito.on(AdminGetUserCommand).resolves(cognitoUser('ama', { given_name: 'Ama', family_name: 'Mensah' }));
});

describe('PUT /api/profiles/{userId}', () => {
  it('saves only the fields sent, trimmed, and answers with the whole profile', async () => {
    db.on(UpdateCommand).resolves({
      Attributes: { pk: 'USER#ama', sk: 'PROFILE', first_name: 'Ama Serwaa', bio: 'Building in Tema', city: 'Accra' },
    });

    const result = await putProfile('ama', { first_name: '  Ama Serwaa ', bio: 'Building in Tema' }, AMA);

    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      user_id: 'ama',
      email: 'ama@example.com',
      role: 'user',
      first_name: 'Ama Serwaa',
      last_name: 'Mensah',
      bio: 'Building in Tema',
      city: 'Accra',
    });
    const update = db.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(update?.Key).toEqual({ pk: 'USER#ama', sk: 'PROFILE' });
    expect(setAttributes()).toEqual({
      first_name: 'Ama Serwaa',
      bio: 'Building in Tema',
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('accepts an avatar uploaded to this user\'s own folder, and clearing it with ""', async () => {
    db.on(UpdateCommand).resolves({ Attributes: { avatar_url: OWN_AVATAR } });

    const saved = await putProfile('ama', { avatar_url: OWN_AVATAR }, AMA);
    const cleared = await putProfile('ama', { avatar_url: '' }, AMA);

    expect(saved.status).toBe(200);
    expect(saved.body.avatar_url).toBe(OWN_AVATAR);
    expect(cleared.status).toBe(200);
    expect(setAttributes(1)).toMatchObject({ avatar_url: '' });
  });

  it.each([
    ['another site', 'https://evil.example.com/me.png'],
    ['a protocol-relative address', '//evil.example.com/images/avatars/ama/0f8fad5b-d9cb-469f-a165-70867728950e.png'],
    ["another user's folder", '/images/avatars/kwe/0f8fad5b-d9cb-469f-a165-70867728950e.png'],
    ['a path that climbs out', '/images/avatars/ama/../../plans/x/main.svg'],
    ['a plan image', '/images/plans/tema-courtyard-villa/main.svg'],
    ['a script', 'javascript:alert(1)'],
  ])('refuses an avatar address from %s (400), writing nothing', async (_, address) => {
    const result = await putProfile('ama', { avatar_url: address }, AMA);

    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      message: 'Avatar must be an image uploaded to this shop',
      fields: { avatar_url: 'Avatar must be an image uploaded to this shop' },
    });
    expect(db.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('refuses a role in the body (400) and stores nothing', async () => {
    const result = await putProfile('ama', { first_name: 'Ama', role: 'super_admin' }, AMA);

    expect(result.status).toBe(400);
    expect(result.body.message).toBe('Unknown field: role');
    expect(db.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('refuses an oversized bio and a phone that is not a number, naming both fields (400)', async () => {
    const result = await putProfile('ama', { bio: 'x'.repeat(501), phone: 'call me' }, AMA);

    expect(result.status).toBe(400);
    expect(result.body.fields).toEqual({
      bio: 'Bio must be at most 500 characters',
      phone: 'Phone must be a phone number, e.g. +233 24 000 0000',
    });
    expect(db.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('refuses a body that is not JSON (400)', async () => {
    const result = await putProfile('ama', '{"first_name": ', AMA);

    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message: 'The request body must be valid JSON' });
  });

  it("refuses to change someone else's profile (403), even for a super admin", async () => {
    const byUser = await putProfile('kofi', { bio: 'hacked' }, AMA);
    const byStaff = await putProfile('kofi', { bio: 'hacked' }, { sub: 'boss', groups: ['super_admin'] });

    expect(byUser.status).toBe(403);
    expect(byUser.body).toEqual({ message: 'You can only change your own profile' });
    expect(byStaff.status).toBe(403);
    expect(db.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('answers 404 for an account Cognito no longer has, writing nothing', async () => {
    cognito.on(AdminGetUserCommand).rejects(userNotFound());

    const result = await putProfile('ama', { bio: 'still here?' }, AMA);

    expect(result.status).toBe(404);
    expect(result.body).toEqual({ message: 'User not found' });
    expect(db.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('answers an empty change with the profile as it is, without writing', async () => {
    db.on(GetCommand).resolves({ Item: { phone: '+233 20 111 2222' } });

    const result = await putProfile('ama', {}, AMA);

    expect(result.status).toBe(200);
    expect(result.body.phone).toBe('+233 20 111 2222');
    expect(db.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('answers 401 without verified claims', async () => {
    const result = await putProfile('ama', { bio: 'hi' });

    expect(result.status).toBe(401);
    expect(db.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});
