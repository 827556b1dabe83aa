import {
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminSetUserMFAPreferenceCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  InvalidParameterException,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TWO_FACTOR_MESSAGES } from '@shop/shared/accounts/two-factor';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as setHandler } from '../../../src/handlers/accounts/set-two-factor.ts';
import { handler as resetHandler } from '../../../src/handlers/users/reset-user-two-factor.ts';
import { callAs } from '../../support/call-handler.ts';
import { cognitoUser } from '../../support/cognito-users.ts';
import { ADMIN, auditItems, BUYER, SUPER_ADMIN, stubAdminEnv } from '../admin/admin-request.ts';

const db = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const VIEWER = { 'cloudfront-viewer-address': '198.51.100.23:443' };

const setOwn = (userId: string, enabled: unknown, as = BUYER) =>
  callAs(setHandler, {
    method: 'PUT',
    route: '/api/profiles/{userId}/two-factor',
    params: { userId },
    body: { enabled },
    headers: VIEWER,
    as,
  });
const reset = (id: string, as = SUPER_ADMIN) =>
  callAs(resetHandler, { method: 'DELETE', route: '/api/users/{id}/two-factor', params: { id }, headers: VIEWER, as });

function knownUser(sub: string, groups: string[]) {
  cognito.on(AdminGetUserCommand, { Username: sub }).resolves(cognitoUser(sub));
  cognito
    .on(AdminListGroupsForUserCommand, { Username: sub })
    .resolves({ Groups: groups.map((GroupName) => ({ GroupName })) });
}

const preferenceCalls = () => cognito.commandCalls(AdminSetUserMFAPreferenceCommand).map((call) => call.args[0].input);

beforeEach(() => {
  db.reset();
  cognito.reset();
  stubAdminEnv(vi);
  db.on(GetCommand).resolves({});
  db.on(PutCommand).resolves({});
  db.on(UpdateCommand).resolves({});
  cognito.on(AdminSetUserMFAPreferenceCommand).resolves({});
  cognito.on(AdminUserGlobalSignOutCommand).resolves({});
});

describe('PUT /api/profiles/{userId}/two-factor', () => {
  it('turns a buyer’s confirmed authenticator app on as the preferred factor, audited with the address', async () => {
    const answer = await setOwn(BUYER.sub, true);

    expect(answer).toMatchObject({ status: 200, body: { enabled: true } });
    expect(preferenceCalls()).toEqual([
      {
        UserPoolId: 'us-east-1_pool',
        Username: BUYER.sub,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      },
    ]);
    expect(auditItems(db.commandCalls(PutCommand))).toEqual([
      expect.objectContaining({
        action: 'two-factor.enable',
        actor_id: BUYER.sub,
        target_id: BUYER.sub,
        address: '198.51.100.23',
      }),
    ]);
  });

  it('lets a buyer turn it off again', async () => {
    const answer = await setOwn(BUYER.sub, false);

    expect(answer).toMatchObject({ status: 200, body: { enabled: false } });
    expect(preferenceCalls()[0]?.SoftwareTokenMfaSettings).toEqual({ Enabled: false, PreferredMfa: false });
    expect(auditItems(db.commandCalls(PutCommand))[0]).toMatchObject({ action: 'two-factor.disable' });
  });

  it('answers 400 when no code from the app was confirmed yet', async () => {
    cognito
      .on(AdminSetUserMFAPreferenceCommand)
      .rejects(new InvalidParameterException({ message: 'User has not verified software token mfa', $metadata: {} }));

    const answer = await setOwn(BUYER.sub, true);

    expect(answer).toMatchObject({ status: 400, body: { message: TWO_FACTOR_MESSAGES.notEnrolled } });
    expect(auditItems(db.commandCalls(PutCommand))).toEqual([]);
  });

  it('refuses staff turning their own off, and anyone changing another’s', async () => {
    expect(await setOwn(ADMIN.sub, false, ADMIN)).toMatchObject({
      status: 403,
      body: { message: TWO_FACTOR_MESSAGES.staffCannotDisable },
    });
    expect((await setOwn(ADMIN.sub, true, BUYER)).status).toBe(403);
    expect(preferenceCalls()).toEqual([]);
  });
});

describe('DELETE /api/users/{id}/two-factor', () => {
  it('turns a staff member’s factor off, ends their sessions and audits it with the address', async () => {
    knownUser(ADMIN.sub, ['admin']);

    const answer = await reset(ADMIN.sub);

    expect(answer).toMatchObject({ status: 200, body: { enabled: false } });
    expect(preferenceCalls()).toEqual([
      expect.objectContaining({
        Username: ADMIN.sub,
        SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
      }),
    ]);
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand)).toHaveLength(1);
    expect(auditItems(db.commandCalls(PutCommand))).toEqual([
      expect.objectContaining({
        action: 'two-factor.reset',
        actor_id: SUPER_ADMIN.sub,
        target_id: ADMIN.sub,
        address: '198.51.100.23',
      }),
    ]);
  });

  it('never resets one’s own, nor a buyer’s, and is for super admins only', async () => {
    knownUser(SUPER_ADMIN.sub, ['super_admin']);
    knownUser(BUYER.sub, []);
    knownUser('other-admin', ['admin']);

    expect(await reset(SUPER_ADMIN.sub)).toMatchObject({
      status: 403,
      body: { message: TWO_FACTOR_MESSAGES.notOwnReset },
    });
    expect(await reset(BUYER.sub)).toMatchObject({
      status: 403,
      body: { message: TWO_FACTOR_MESSAGES.onlyStaffReset },
    });
    expect((await reset('other-admin', ADMIN)).status).toBe(403);
    expect(preferenceCalls()).toEqual([]);
  });
});
