import { readFile, writeFile } from 'node:fs/promises';
import {
  type CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  ListGroupsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { APP_CLIENT, ROLE_GROUPS, USER_POOL } from '@shop/infra/definitions/auth-definition';

export const LOCAL_POOL_NAME = 'tema-house-plans-local';

export interface UserPoolIds {
  userPoolId: string;
  clientId: string;
}

async function readState(stateFile: string): Promise<Partial<UserPoolIds>> {
  try {
    return JSON.parse(await readFile(stateFile, 'utf8'));
  } catch {
    return {};
  }
}

async function stillExists(client: CognitoIdentityProviderClient, ids: Partial<UserPoolIds>): Promise<boolean> {
  if (!ids.userPoolId || !ids.clientId) return false;
  try {
    await client.send(new DescribeUserPoolCommand({ UserPoolId: ids.userPoolId }));
    await client.send(new DescribeUserPoolClientCommand({ UserPoolId: ids.userPoolId, ClientId: ids.clientId }));
    return true;
  } catch {
    return false;
  }
}

async function createPoolAndClient(client: CognitoIdentityProviderClient): Promise<UserPoolIds> {
  const policy = USER_POOL.passwordPolicy;
  const { UserPool } = await client.send(
    new CreateUserPoolCommand({
      PoolName: LOCAL_POOL_NAME,
      UsernameAttributes: [USER_POOL.signInWith],
      AutoVerifiedAttributes: [...USER_POOL.autoVerify],
      MfaConfiguration: USER_POOL.mfa,
      Policies: {
        PasswordPolicy: {
          MinimumLength: policy.minLength,
          RequireLowercase: policy.requireLowercase,
          RequireUppercase: policy.requireUppercase,
          RequireNumbers: policy.requireDigits,
          RequireSymbols: policy.requireSymbols,
        },
      },
    }),
  );
  const userPoolId = UserPool?.Id;
  if (!userPoolId) throw new Error('cognito-local created a user pool without an id');
  const { UserPoolClient } = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: APP_CLIENT.name,
      GenerateSecret: APP_CLIENT.generateSecret,
      ExplicitAuthFlows: [...APP_CLIENT.authFlows],
      ReadAttributes: [...USER_POOL.userReadableAttributes],
      WriteAttributes: [...USER_POOL.userWritableAttributes],
    }),
  );
  const clientId = UserPoolClient?.ClientId;
  if (!clientId) throw new Error('cognito-local created an app client without an id');
  return { userPoolId, clientId };
}

/**
 * Creates the role groups the pool lacks. cognito-local's CreateGroup on an existing name replaces the group, members
 * and all, where Cognito would refuse it: so existing groups are listed first and left alone, or every restart of
 * the stack would take the demo staff out of their groups.
 */
async function ensureGroups(client: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  const { Groups = [] } = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId, Limit: 60 }));
  const existing = new Set(Groups.map((group) => group.GroupName));
  for (const group of ROLE_GROUPS) {
    if (existing.has(group)) continue;
    try {
      await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group }));
    } catch (error) {
      if ((error as Error).name !== 'GroupExistsException') throw error;
    }
  }
}

/**
 * The pool, app client and role groups the stack defines. Their ids are kept in `stateFile` so that
 * a restart reuses the pool (and its users) instead of creating another one.
 */
export async function ensureUserPool(client: CognitoIdentityProviderClient, stateFile: string): Promise<UserPoolIds> {
  const remembered = await readState(stateFile);
  const ids = (await stillExists(client, remembered)) ? (remembered as UserPoolIds) : await createPoolAndClient(client);
  await ensureGroups(client, ids.userPoolId);
  await writeFile(stateFile, `${JSON.stringify({ ...remembered, ...ids }, null, 2)}\n`);
  return ids;
}
