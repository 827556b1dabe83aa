import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminRemoveUserFromGroupCommand,
  type AttributeType,
  type CognitoIdentityProviderClient,
  ListUsersCommand,
  ListUsersInGroupCommand,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import { type AccountStatus, USER_ADMIN_MESSAGES } from '@shop/shared/admin/users';
import type { AccountPage, IdentityAccount, IdentityAdmin, NewAccount } from '../domain/ports/identity.ts';
import { InvalidInputError } from '../errors/domain-errors.ts';
import { invalidCursor } from '../repositories/plan-cursor.ts';
import { cognitoIdentity } from './identity.ts';
import { poolUser } from './pool-user.ts';

export type { AccountPage, IdentityAccount, IdentityAdmin, NewAccount };

const STATUS: Record<string, AccountStatus> = {
  CONFIRMED: 'confirmed',
  UNCONFIRMED: 'unconfirmed',
  FORCE_CHANGE_PASSWORD: 'invited',
  RESET_REQUIRED: 'reset-required',
};

function toAccount(
  username: string | undefined,
  attributes: AttributeType[] | undefined,
  user: Pick<UserType, 'UserCreateDate' | 'Enabled' | 'UserStatus'>,
): IdentityAccount {
  const attribute = (name: string) => attributes?.find((a) => a.Name === name)?.Value ?? '';
  return {
    sub: attribute('sub') || username || '',
    email: attribute('email'),
    givenName: attribute('given_name'),
    familyName: attribute('family_name'),
    createdAt: user.UserCreateDate ? new Date(user.UserCreateDate).toISOString() : '',
    enabled: user.Enabled !== false,
    status: STATUS[user.UserStatus ?? ''] ?? 'unknown',
  };
}

/**
 * Cognito filters are `attribute ^= "value"`. The request schema already refuses quotes and backslashes in a
 * search; they are escaped here as Cognito documents all the same, so no caller of this adapter can end the string.
 */
function prefixFilter(emailPrefix: string | undefined): string | undefined {
  const clean = emailPrefix?.trim();
  return clean ? `email ^= "${clean.replace(/["\\]/g, '\\$&')}"` : undefined;
}

/** A search Cognito refused as a filter is the caller's input (400 naming the search box), never a 500. */
function refuseSearch(filter: string | undefined) {
  return (error: unknown): never => {
    if (filter && (error as Error)?.name === 'InvalidParameterException') {
      throw new InvalidInputError(USER_ADMIN_MESSAGES.search, { q: USER_ADMIN_MESSAGES.search });
    }
    throw error;
  };
}

/**
 * Cognito's page tokens reach the caller as the list's cursor; one it did not hand out (made up, or another list's)
 * comes back as InvalidParameterException, which is the caller's mistake (400), not the shop's.
 */
function refuseForgedToken(token: string | undefined) {
  return (error: unknown): never => {
    if (token && (error as Error)?.name === 'InvalidParameterException') throw invalidCursor();
    throw error;
  };
}

/** Users are addressed by sub (their username in an email sign-in pool; cognito-local needs it too). */
export function cognitoIdentityAdmin(cognito: CognitoIdentityProviderClient, poolId: string): IdentityAdmin {
  const directory = cognitoIdentity(cognito, poolId);

  async function listGroupPage(group: string, page: { limit: number; token?: string }): Promise<AccountPage> {
    const result = await cognito
      .send(
        new ListUsersInGroupCommand({ UserPoolId: poolId, GroupName: group, Limit: page.limit, NextToken: page.token }),
      )
      .catch(refuseForgedToken(page.token));
    return {
      accounts: (result.Users ?? []).map((u) => toAccount(u.Username, u.Attributes, u)),
      nextToken: result.NextToken || undefined,
    };
  }

  return {
    ...directory,

    async getAccount(sub) {
      const user = await poolUser(cognito, poolId, sub);
      return user ? toAccount(user.Username, user.UserAttributes, user) : undefined;
    },

    async listAccounts({ limit, token, emailPrefix }) {
      const filter = prefixFilter(emailPrefix);
      const result = await cognito
        .send(new ListUsersCommand({ UserPoolId: poolId, Limit: limit, PaginationToken: token, Filter: filter }))
        .catch(refuseForgedToken(token))
        .catch(refuseSearch(filter));
      return {
        accounts: (result.Users ?? []).map((u) => toAccount(u.Username, u.Attributes, u)),
        nextToken: result.PaginationToken || undefined,
      };
    },

    listGroupPage,

    async groupMembers(group) {
      const members: IdentityAccount[] = [];
      let token: string | undefined;
      do {
        const page = await listGroupPage(group, { limit: 60, token });
        members.push(...page.accounts);
        token = page.nextToken;
      } while (token);
      return members;
    },

    async addToGroup(sub, group) {
      await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: poolId, Username: sub, GroupName: group }));
    },

    async removeFromGroup(sub, group) {
      await cognito.send(new AdminRemoveUserFromGroupCommand({ UserPoolId: poolId, Username: sub, GroupName: group }));
    },

    async setEnabled(sub, enabled) {
      const command = enabled
        ? new AdminEnableUserCommand({ UserPoolId: poolId, Username: sub })
        : new AdminDisableUserCommand({ UserPoolId: poolId, Username: sub });
      await cognito.send(command);
    },

    async invite({ email, givenName, familyName }) {
      const attributes: AttributeType[] = [
        { Name: 'email', Value: email },
        // Staff vouch for the address they type; the temporary password proves it on first sign-in.
        { Name: 'email_verified', Value: 'true' },
      ];
      if (givenName) attributes.push({ Name: 'given_name', Value: givenName });
      if (familyName) attributes.push({ Name: 'family_name', Value: familyName });
      const { User } = await cognito.send(
        new AdminCreateUserCommand({
          UserPoolId: poolId,
          Username: email,
          UserAttributes: attributes,
          DesiredDeliveryMediums: ['EMAIL'],
        }),
      );
      return toAccount(User?.Username, User?.Attributes, User ?? {});
    },
  };
}
