import {
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../../src/handlers/accounts/get-profile.ts';
import type { SignedInAs } from '../../support/authorized-event.ts';
import { callAs } from '../../support/call-handler.ts';
import { cognitoUser, MEMBER_SINCE, userNotFound } from '../../support/cognito-users.ts';
import { itemReadsBesidesAccess } from '../../support/item-reads.ts';
import { failingRead } from '../../support/read-failure.ts';

const db = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);

const getProfile = (userId: string, as?: SignedInAs) =>
  callAs(handler, { method: 'GET', route: '/api/profiles/{userId}', params: { userId }, as });

beforeEach(() => {
  db.reset();
  cognito.reset();
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('USER_POOL_ID', 'us-east-1_pool');
  vi.stubEnv('LOG_LEVEL', 'silent');
});

describe('GET /api/profiles/{userId}', () => {
  it("shows a new user their own profile: token email and role, Cognito's member-since and sign-up names", async () => {
    cognito
      .on(AdminGetUserCommand, { UserPoolId: 'us-east-1_pool', Username: 'ama' })
      .resolves(cognitoUser('ama', { given_name: 'Ama', family_name: 'Mensah' }));
    db.on(GetCommand, { Key: { pk: 'USER#ama', sk: 'PROFILE' } }).resolves({});

    const result = await getProfile('ama', { sub: 'ama', email: 'ama@example.com' });

    expect(result.status).toBe(200);
    expect(result.headers['cache-control']).toBe('private, no-store');
    expect(result.body).toEqual({
      user_id: 'ama',
      email: 'ama@example.com',
      role: 'user',
      created_at: MEMBER_SINCE.toISOString(),
      first_name: 'Ama',
      last_name: 'Mensah',
      phone: '',
      bio: '',
      city: '',
      country: '',
      avatar_url: '',
    });
    // The caller's own role is the one their verified token carries: no group lookup.
    expect(cognito.commandCalls(AdminListGroupsForUserCommand)).toHaveLength(0);
  });

  it('fails loudly (500, the field named in the log) at a stored profile of the wrong shape', async () => {
    cognito.on(AdminGetUserCommand).resolves(cognitoUser('kofi', { given_name: 'Kofi', family_name: 'Boateng' }));
    db.on(GetCommand).resolves({ Item: { pk: 'USER#kofi', sk: 'PROFILE', first_name: 'Kwame', phone: 233240000000 } });

    const { result, logged } = await failingRead(() => getProfile('kofi', { sub: 'kofi', email: 'kofi@example.com' }));

    expect(result.status).toBe(500);
    expect(logged).toMatch(/A stored profile does not have the expected shape at phone/);
  });

  it('prefers what the user saved over the sign-up names, and shows staff their role from the token', async () => {
    cognito.on(AdminGetUserCommand).resolves(cognitoUser('kofi', { given_name: 'Kofi', family_name: 'Boateng' }));
    db.on(GetCommand).resolves({
      Item: { pk: 'USER#kofi', sk: 'PROFILE', first_name: 'Kwame', phone: '+233 24 000 0000', city: 'Tema' },
    });

    const result = await getProfile('kofi', { sub: 'kofi', groups: ['super_admin'] });

    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      role: 'super_admin',
      first_name: 'Kwame',
      last_name: 'Boateng',
      phone: '+233 24 000 0000',
      city: 'Tema',
    });
    expect(result.body).not.toHaveProperty('pk');
  });

  it("lets an admin read another user's profile, with that user's email and role from Cognito", async () => {
    cognito.on(AdminGetUserCommand, { Username: 'buyer-1' }).resolves(cognitoUser('buyer-1'));
    cognito
      .on(AdminListGroupsForUserCommand, { Username: 'buyer-1' })
      .resolves({ Groups: [{ GroupName: 'admin' }], NextToken: 'more' });
    cognito
      .on(AdminListGroupsForUserCommand, { Username: 'buyer-1', NextToken: 'more' })
      .resolves({ Groups: [{ GroupName: 'super_admin' }] });
    db.on(GetCommand).resolves({});

    const result = await getProfile('buyer-1', { sub: 'staff-1', email: 'staff@example.com', groups: ['admin'] });

    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ user_id: 'buyer-1', email: 'buyer-1@example.com', role: 'super_admin' });
  });

  it("refuses a plain user another user's profile (403) without reading it", async () => {
    const result = await getProfile('someone-else', { sub: 'ama' });

    expect(result.status).toBe(403);
    expect(result.body).toEqual({ message: 'You can only see your own profile' });
    expect(itemReadsBesidesAccess(db)).toHaveLength(0);
    expect(cognito.commandCalls(AdminGetUserCommand)).toHaveLength(0);
  });

  it('answers 404 "User not found" when Cognito has no such user', async () => {
    cognito.on(AdminGetUserCommand).rejects(userNotFound());
    cognito.on(AdminListGroupsForUserCommand).rejects(userNotFound());
    db.on(GetCommand).resolves({});

    const result = await getProfile('gone-user', { sub: 'staff-1', groups: ['super_admin'] });

    expect(result.status).toBe(404);
    expect(result.body).toEqual({ message: 'User not found' });
  });

  it('answers 401 when the request carries no verified claims', async () => {
    const result = await getProfile('ama');

    expect(result.status).toBe(401);
    expect(result.body).toEqual({ message: 'Please sign in to continue' });
  });

  it('refuses a user id with characters no user id has (400)', async () => {
    const result = await getProfile('../admin', { sub: 'ama' });

    expect(result.status).toBe(400);
    expect(result.body.fields).toEqual({ userId: 'userId must be a user id' });
  });

  it('answers 500 with a request id, and no detail, when Cognito fails for another reason', async () => {
    cognito.on(AdminGetUserCommand).rejects(new Error('Cognito answered something unexpected'));
    db.on(GetCommand).resolves({});

    const result = await getProfile('ama', { sub: 'ama' });

    expect(result.status).toBe(500);
    expect(result.body).toEqual({ message: expect.any(String), requestId: 'req-123' });
    expect(result.raw).not.toContain('Cognito answered something unexpected');
  });
});
