import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  CognitoIdentityProviderClient,
  InvalidParameterException,
  ListUsersCommand,
  ListUsersInGroupCommand,
  UsernameExistsException,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import { BatchGetCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { USER_ADMIN_MESSAGES } from '@shop/shared/admin/users';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as inviteHandler } from '../../../src/handlers/users/invite-user.ts';
import { handler as listHandler } from '../../../src/handlers/users/list-users.ts';
import { handler as roleHandler } from '../../../src/handlers/users/update-user-role.ts';
import { handler as statusHandler } from '../../../src/handlers/users/update-user-status.ts';
import { callAs } from '../../support/call-handler.ts';
import { cognitoUser, userNotFound } from '../../support/cognito-users.ts';
import { ADMIN, auditItems, BUYER, SUPER_ADMIN, stubAdminEnv } from './admin-request.ts';

const db = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);

function listed(sub: string, created: string, extra: Partial<UserType> = {}): UserType {
  return {
    Username: sub,
    Attributes: [
      { Name: 'sub', Value: sub },
      { Name: 'email', Value: `${sub}@example.com` },
    ],
    UserCreateDate: new Date(created),
    Enabled: true,
    UserStatus: 'CONFIRMED',
    ...extra,
  };
}

/** The pool's staff groups: who is in admin and super_admin. */
function staffGroups({ admins = [] as string[], superAdmins = [SUPER_ADMIN.sub] } = {}) {
  cognito
    .on(ListUsersInGroupCommand, { GroupName: 'admin' })
    .resolves({ Users: admins.map((sub) => listed(sub, '2026-01-01T00:00:00Z')) });
  cognito
    .on(ListUsersInGroupCommand, { GroupName: 'super_admin' })
    .resolves({ Users: superAdmins.map((sub) => listed(sub, '2026-01-01T00:00:00Z')) });
}

/** One user Cognito knows, with the groups they are in. */
function knownUser(sub: string, groups: string[], extra: Record<string, unknown> = {}) {
  cognito.on(AdminGetUserCommand, { Username: sub }).resolves({ ...cognitoUser(sub), ...extra });
  cognito
    .on(AdminListGroupsForUserCommand, { Username: sub })
    .resolves({ Groups: groups.map((GroupName) => ({ GroupName })) });
}

const changeRole = (id: string, role: unknown, as = SUPER_ADMIN) =>
  callAs(roleHandler, { method: 'PUT', route: '/api/users/{id}/role', params: { id }, body: { role }, as });
const setStatus = (id: string, enabled: unknown, as = SUPER_ADMIN) =>
  callAs(statusHandler, { method: 'PUT', route: '/api/users/{id}/status', params: { id }, body: { enabled }, as });

beforeEach(() => {
  db.reset();
  cognito.reset();
  stubAdminEnv(vi);
  db.on(BatchGetCommand).resolves({ Responses: { shop: [] } });
});

describe('GET /api/users', () => {
  it('lists a page of Cognito users newest first, with roles from the staff groups, profiles and real status', async () => {
    // Prepare
    staffGroups({ admins: ['ama'], superAdmins: ['kofi'] });
    cognito.on(ListUsersCommand).resolves({
      Users: [
        listed('esi', '2026-03-01T00:00:00Z'),
        listed('ama', '2026-05-01T00:00:00Z', { Enabled: false }),
        listed('kofi', '2026-01-01T00:00:00Z'),
        listed('yaw', '2026-04-01T00:00:00Z', { UserStatus: 'FORCE_CHANGE_PASSWORD' }),
      ],
      PaginationToken: 'next-page',
    });
    db.on(BatchGetCommand).resolves({
      Responses: {
        shop: [
          {
            pk: 'USER#esi',
            sk: 'PROFILE',
            first_name: 'Esi',
            last_name: 'Owusu',
            avatar_url: '/images/avatars/esi/a.png',
          },
        ],
      },
    });

    // Act
    const result = await callAs(listHandler, { method: 'GET', route: '/api/users', query: { limit: '20' }, as: ADMIN });

    // Assess
    expect(result.status).toBe(200);
    const users = result.body.users as Record<string, unknown>[];
    expect(users.map((u) => [u.id, u.role, u.enabled, u.status])).toEqual([
      ['ama', 'admin', false, 'confirmed'],
      ['yaw', 'user', true, 'invited'],
      ['esi', 'user', true, 'confirmed'],
      ['kofi', 'super_admin', true, 'confirmed'],
    ]);
    expect(users[2]).toMatchObject({
      first_name: 'Esi',
      last_name: 'Owusu',
      email: 'esi@example.com',
      avatar_url: '/images/avatars/esi/a.png',
    });
    expect(result.body.nextCursor).toBe('next-page');
    expect(cognito.commandCalls(ListUsersCommand)[0]?.args[0].input).toMatchObject({
      Limit: 20,
      UserPoolId: 'us-east-1_pool',
    });
  });

  it('searches by the start of the email and pages on with the cursor', async () => {
    staffGroups();
    cognito.on(ListUsersCommand).resolves({ Users: [] });

    await callAs(listHandler, { method: 'GET', route: '/api/users', query: { q: 'esi@', cursor: 'abc' }, as: ADMIN });

    expect(cognito.commandCalls(ListUsersCommand)[0]?.args[0].input).toMatchObject({
      Filter: 'email ^= "esi@"',
      PaginationToken: 'abc',
    });
  });

  it.each([
    ['a line break', 'esi\nx'],
    ['a line separator (U+2028)', 'esi\u2028x'],
    ['a paragraph separator (U+2029)', 'esi\u2029x'],
    ['a quote that would end the filter string', 'esi" or email ^= "'],
    ['a backslash', 'esi\\'],
  ])('refuses a search with %s (400 naming the search) before asking Cognito', async (_what, q) => {
    staffGroups();
    cognito.on(ListUsersCommand).resolves({ Users: [] });

    const result = await callAs(listHandler, { method: 'GET', route: '/api/users', query: { q }, as: ADMIN });

    expect(result.status).toBe(400);
    expect(result.body.fields).toEqual({ q: USER_ADMIN_MESSAGES.search });
    expect(cognito.commandCalls(ListUsersCommand)).toHaveLength(0);
  });

  it('answers 400 naming the search, not 500, when Cognito refuses the filter itself', async () => {
    staffGroups();
    const refused = new InvalidParameterException({ message: 'Invalid search filter', $metadata: {} });
    cognito.on(ListUsersCommand).rejects(refused);

    const result = await callAs(listHandler, { method: 'GET', route: '/api/users', query: { q: 'esi' }, as: ADMIN });

    expect(result.status).toBe(400);
    expect(result.body.message).toBe(USER_ADMIN_MESSAGES.search);
  });

  it.each([
    ['everyone', {}],
    ['a staff role', { role: 'admin' }],
  ])('refuses a cursor Cognito did not hand out (%s) with 400 naming the cursor', async (_list, filter) => {
    // Prepare: Cognito answers a made-up page token as an invalid parameter.
    staffGroups();
    const refused = new InvalidParameterException({ message: 'Invalid pagination token', $metadata: {} });
    cognito.on(ListUsersCommand, { PaginationToken: 'forged' }).rejects(refused);
    cognito.on(ListUsersInGroupCommand, { GroupName: 'admin', NextToken: 'forged' }).rejects(refused);

    // Act
    const result = await callAs(listHandler, {
      method: 'GET',
      route: '/api/users',
      query: { ...filter, cursor: 'forged' },
      as: ADMIN,
    });

    // Assess
    expect(result.status).toBe(400);
    expect(result.body.message).toBe('cursor is not valid: start again from the first page');
    expect(result.body.fields).toEqual({ cursor: 'cursor is not valid: start again from the first page' });
  });

  it('filters by a staff role from that group alone', async () => {
    staffGroups({ admins: ['ama', 'kofi'], superAdmins: ['kofi'] });

    const result = await callAs(listHandler, {
      method: 'GET',
      route: '/api/users',
      query: { role: 'admin' },
      as: ADMIN,
    });

    expect((result.body.users as { id: string }[]).map((u) => u.id)).toEqual(['ama']);
    expect(cognito.commandCalls(ListUsersCommand)).toHaveLength(0);
  });

  it('refuses a role filter outside the three (400) and a buyer (403)', async () => {
    const bad = await callAs(listHandler, { method: 'GET', route: '/api/users', query: { role: 'owner' }, as: ADMIN });
    const buyer = await callAs(listHandler, { method: 'GET', route: '/api/users', as: BUYER });

    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ role: 'Role must be one of: user, admin, super_admin' });
    expect(buyer.status).toBe(403);
  });
});

describe('PUT /api/users/{id}/role', () => {
  it('lets a super admin make a user an admin: added to the group, recorded in the audit trail', async () => {
    // Prepare
    knownUser('esi', []);
    staffGroups();
    cognito.on(AdminAddUserToGroupCommand).resolves({});
    cognito.on(AdminRemoveUserFromGroupCommand).resolves({});
    db.on(PutCommand).resolves({});

    // Act
    const result = await changeRole('esi', 'admin');

    // Assess
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ id: 'esi', role: 'admin' });
    expect(cognito.commandCalls(AdminAddUserToGroupCommand).map((c) => c.args[0].input)).toEqual([
      { UserPoolId: 'us-east-1_pool', Username: 'esi', GroupName: 'admin' },
    ]);
    expect(cognito.commandCalls(AdminRemoveUserFromGroupCommand).map((c) => c.args[0].input.GroupName)).toEqual([
      'super_admin',
    ]);
    const [event] = auditItems(db.commandCalls(PutCommand));
    expect(event).toMatchObject({
      action: 'user.role',
      actor_id: SUPER_ADMIN.sub,
      target_id: 'esi',
      changes: { role: { from: 'user', to: 'admin' } },
    });
  });

  it('lets a super admin demote an admin to user: removed from both staff groups', async () => {
    knownUser('ama', ['admin']);
    cognito.on(AdminRemoveUserFromGroupCommand).resolves({});

    const result = await changeRole('ama', 'user');

    expect(result.body.role).toBe('user');
    expect(cognito.commandCalls(AdminAddUserToGroupCommand)).toHaveLength(0);
    expect(
      cognito
        .commandCalls(AdminRemoveUserFromGroupCommand)
        .map((c) => c.args[0].input.GroupName)
        .sort(),
    ).toEqual(['admin', 'super_admin']);
  });

  it('refuses an admin who is not a super admin (403) and changes nothing', async () => {
    knownUser('esi', []);

    const result = await changeRole('esi', 'admin', ADMIN);

    expect(result.status).toBe(403);
    expect(result.body.message).toBe('Only a super admin can grant or remove the admin and super admin roles');
    expect(cognito.commandCalls(AdminAddUserToGroupCommand)).toHaveLength(0);
  });

  it('refuses changing your own role (403)', async () => {
    const result = await changeRole(SUPER_ADMIN.sub, 'user');

    expect(result.status).toBe(403);
    expect(result.body.message).toBe('You cannot change your own role');
    expect(cognito.commandCalls(AdminRemoveUserFromGroupCommand)).toHaveLength(0);
  });

  it('refuses to demote the last active super admin (409)', async () => {
    knownUser('kwame', ['super_admin']);
    // The only other super admin's account is disabled, so kwame is the last one who can act.
    cognito.on(ListUsersInGroupCommand, { GroupName: 'super_admin' }).resolves({
      Users: [
        listed('kwame', '2026-01-01T00:00:00Z'),
        listed(SUPER_ADMIN.sub, '2026-01-01T00:00:00Z', { Enabled: false }),
      ],
    });

    const result = await changeRole('kwame', 'admin');

    expect(result.status).toBe(409);
    expect(result.body.message).toBe('The last super admin cannot be demoted');
    expect(cognito.commandCalls(AdminAddUserToGroupCommand)).toHaveLength(0);
    expect(cognito.commandCalls(AdminRemoveUserFromGroupCommand)).toHaveLength(0);
  });

  it.each([['owner'], [''], [null]])('refuses the role %j (400)', async (role) => {
    const result = await changeRole('esi', role);

    expect(result.status).toBe(400);
    expect(result.body.fields).toEqual({ role: 'Role must be one of: user, admin, super_admin' });
  });

  it('answers 404 for a user Cognito does not know', async () => {
    cognito.on(AdminGetUserCommand).rejects(userNotFound());
    cognito.on(AdminListGroupsForUserCommand).rejects(userNotFound());

    const result = await changeRole('ghost', 'admin');

    expect(result.status).toBe(404);
  });
});

describe('PUT /api/users/{id}/status', () => {
  it('lets an admin disable a buyer, and says the account is disabled', async () => {
    knownUser('esi', []);
    cognito.on(AdminDisableUserCommand).resolves({});

    const result = await setStatus('esi', false, ADMIN);

    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ id: 'esi', enabled: false });
    expect(cognito.commandCalls(AdminDisableUserCommand)[0]?.args[0].input).toEqual({
      UserPoolId: 'us-east-1_pool',
      Username: 'esi',
    });
    expect(auditItems(db.commandCalls(PutCommand))[0]).toMatchObject({ action: 'user.disable' });
  });

  it('enables a disabled account again', async () => {
    knownUser('esi', [], { Enabled: false });
    cognito.on(AdminEnableUserCommand).resolves({});

    const result = await setStatus('esi', true);

    expect(result.body.enabled).toBe(true);
    expect(cognito.commandCalls(AdminEnableUserCommand)).toHaveLength(1);
  });

  it('refuses disabling yourself, a plain admin disabling staff, and a non-boolean', async () => {
    knownUser('kofi2', ['admin']);

    const self = await setStatus(ADMIN.sub, false, ADMIN);
    const staff = await setStatus('kofi2', false, ADMIN);
    const bad = await setStatus('esi', 'no');

    expect(self.status).toBe(403);
    expect(staff.status).toBe(403);
    expect(bad.status).toBe(400);
    expect(cognito.commandCalls(AdminDisableUserCommand)).toHaveLength(0);
  });
});

describe('POST /api/users/invite', () => {
  const invite = (body: unknown, as = SUPER_ADMIN) =>
    callAs(inviteHandler, { method: 'POST', route: '/api/users/invite', body, as });

  it('creates the account in Cognito (which emails a temporary password) with the chosen role', async () => {
    // Prepare
    cognito.on(AdminCreateUserCommand).resolves({
      User: listed('new-sub', '2026-11-20T00:00:00Z', {
        UserStatus: 'FORCE_CHANGE_PASSWORD',
        Attributes: [
          { Name: 'sub', Value: 'new-sub' },
          { Name: 'email', Value: 'yaa@example.com' },
        ],
      }),
    });
    cognito.on(AdminAddUserToGroupCommand).resolves({});

    // Act
    const result = await invite({ email: ' Yaa@Example.com ', role: 'admin', first_name: 'Yaa' });

    // Assess
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ id: 'new-sub', email: 'yaa@example.com', role: 'admin', status: 'invited' });
    const created = cognito.commandCalls(AdminCreateUserCommand)[0]?.args[0].input;
    expect(created).toMatchObject({ Username: 'yaa@example.com', DesiredDeliveryMediums: ['EMAIL'] });
    expect(created?.TemporaryPassword).toBeUndefined();
    expect(created?.UserAttributes).toEqual(expect.arrayContaining([{ Name: 'given_name', Value: 'Yaa' }]));
    expect(cognito.commandCalls(AdminAddUserToGroupCommand)[0]?.args[0].input).toMatchObject({
      Username: 'new-sub',
      GroupName: 'admin',
    });
    expect(auditItems(db.commandCalls(PutCommand))[0]).toMatchObject({ action: 'user.invite', target_id: 'new-sub' });
  });

  it('answers 409 for an email that already has an account', async () => {
    cognito.on(AdminCreateUserCommand).rejects(new UsernameExistsException({ message: 'exists', $metadata: {} }));

    const result = await invite({ email: 'esi@example.com' });

    expect(result.status).toBe(409);
    expect(result.body.message).toBe('An account with this email already exists');
  });

  it('lets a plain admin invite buyers only (403 for staff), and refuses a bad email or role (400)', async () => {
    const staff = await invite({ email: 'x@example.com', role: 'super_admin' }, ADMIN);
    const email = await invite({ email: 'not-an-email' });
    const role = await invite({ email: 'x@example.com', role: 'owner' });

    expect(staff.status).toBe(403);
    expect(email.status).toBe(400);
    expect(role.status).toBe(400);
    expect(cognito.commandCalls(AdminCreateUserCommand)).toHaveLength(0);
  });
});
